import type { Preview } from '@storybook/react-vite';
import { UiLocaleProvider, loadUiLocale, type UiLocale } from '@harbor-help/ui/locale';
import { createElement } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
// The stories import the built packages by name, as an app would (this exercises the exports map).
import '@harbor-help/ui/base.css';
import '@harbor-help/ui/styles.css';
import '@harbor-help/ui/forms.css';
import '@harbor-help/challenges/styles.css';

const preview: Preview = {
  // The language of the packages' own words (issue 25): a toolbar menu; the catalog is loaded
  // before the story renders, so a Spanish story shows no English first.
  globalTypes: {
    locale: {
      description: "The packages' language",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [({ globals }) => loadUiLocale((globals.locale ?? 'en') as UiLocale)],
  decorators: [
    (Story, { globals }) =>
      createElement(
        UiLocaleProvider,
        { locale: (globals.locale ?? 'en') as UiLocale },
        createElement(Story),
      ),
  ],
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
    viewport: { options: MINIMAL_VIEWPORTS },
  },
};

export default preview;
