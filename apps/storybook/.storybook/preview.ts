import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
// The stories import the built packages by name, as an app would (this exercises the exports map).
import '@harbor-help/ui/base.css';
import '@harbor-help/ui/styles.css';
import '@harbor-help/ui/forms.css';
import '@harbor-help/challenges/styles.css';
import { colorSchemeGlobalTypes, withColorScheme } from './color-scheme';

const preview: Preview = {
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
  // The Scheme toolbar (color-scheme.ts): light, dark, or follow the system (the default).
  globalTypes: { ...colorSchemeGlobalTypes },
  initialGlobals: { scheme: 'system' },
  decorators: [withColorScheme],
};

export default preview;
