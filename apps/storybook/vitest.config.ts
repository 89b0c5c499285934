// Every story is a test: Storybook's Vitest addon turns each story into a test that renders it in
// a real browser (Debian's Chromium, the one the site's browser tests use; nothing is downloaded),
// runs its play function, and runs axe on it (`a11y: { test: 'error' }` in preview.ts: any WCAG
// violation fails the story).
//
//   pnpm --filter @harbor-help/storybook test-storybook
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = { executablePath: chromium };

export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions }),
      instances: [
        { browser: 'chromium' },
        // Every story again with the system set to dark, as a visitor reading at night: axe then
        // checks the dark scheme's colours as drawn.
        {
          browser: 'chromium',
          name: 'storybook (chromium, dark)',
          provider: playwright({ launchOptions, contextOptions: { colorScheme: 'dark' } }),
        },
      ],
    },
    setupFiles: ['./.storybook/vitest.setup.ts'],
  },
});
