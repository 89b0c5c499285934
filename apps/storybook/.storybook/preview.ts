import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { propControls } from './prop-controls';
// The stories import the packages by name, as an app would; main.ts resolves the names to their
// sources, so the docs read each prop's TSDoc.
import '@harbor-help/ui/base.css';
import '@harbor-help/ui/styles.css';
import '@harbor-help/ui/forms.css';
import '@harbor-help/challenges/styles.css';
import {
  HARBOR_VIEWPORTS,
  visitorGlobalTypes,
  visitorInitialGlobals,
  withVisitorSettings,
} from './visitors';
import { colorSchemeGlobalTypes, withColorScheme } from './color-scheme';
import { loadLocale, localeGlobalTypes, withLocale } from './locale';

const preview: Preview = {
  // Labels and messages typed ReactNode get a text box in Controls, not a JSON editor; refs none.
  argTypesEnhancers: [propControls],
  // Each story starts as a first visit: nothing kept from another story (drafts, the chosen
  // country, visit flags), as the stories share one page when they run as tests.
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations are errors, not warnings.
    a11y: { test: 'error' },
    viewport: { options: { ...HARBOR_VIEWPORTS, ...MINIMAL_VIEWPORTS } },
    // Storybook opens on the first entry: the introduction, then the foundations and patterns.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Spacing and type', 'Focus and motion'],
          'Patterns',
          'Packages',
          '*',
        ],
      },
    },
  },
  // Harbor's visitors: right-to-left, text at 200%, forced colours (see visitors.ts), and the
  // Scheme toolbar (color-scheme.ts): light, dark, or follow the system (the default).
  // The Language toolbar (locale.ts): the packages' own words in English or Spanish (issue 25).
  globalTypes: { ...visitorGlobalTypes, ...colorSchemeGlobalTypes, ...localeGlobalTypes },
  initialGlobals: { ...visitorInitialGlobals, scheme: 'system', locale: 'en' },
  loaders: [loadLocale],
  decorators: [withVisitorSettings, withColorScheme, withLocale],
};

export default preview;
