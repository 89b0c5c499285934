// Every story is a test: Storybook's Vitest addon turns each story into a test that renders it in
// a real browser (Debian's Chromium, the one the site's browser tests use; nothing is downloaded),
// runs its play function, and runs axe on it (`a11y: { test: 'error' }` in preview.ts: any WCAG
// violation fails the story).
//
//   pnpm --filter @harbor-help/storybook test-storybook
//
// With HARBOR_VISUAL=1 (`pnpm --filter @harbor-help/storybook test-visual`) it runs only the
// stories tagged 'visual' and compares a screenshot of each with its committed reference in
// visual/ (`HARBOR_VISUAL=1 npx vitest run -u` writes them anew); see README, "Storybook".
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Page, Route } from 'playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const visual = process.env.HARBOR_VISUAL === '1';

// The network of the story being run in each page (see `routeRequests` below). Kept per page: the
// light and the dark instance, and the files within each, run side by side in pages of their own,
// so one story's routes must never become another's.
const routesOf = new WeakMap<Page, () => Promise<void>>();
const routeRequests = async (page: Page, pattern: string, mode: 'fail' | 'hold' | 'reset') => {
  await routesOf.get(page)?.();
  routesOf.delete(page);
  if (mode === 'reset') return;
  const matching = new RegExp(pattern);
  const held: (() => void)[] = [];
  const routed = (url: URL) => matching.test(url.pathname);
  const handle = async (route: Route) => {
    if (mode === 'hold') await new Promise<void>((resolve) => held.push(resolve));
    await route.abort('internetdisconnected').catch(() => undefined);
  };
  await page.route(routed, handle);
  routesOf.set(page, async () => {
    await page.unroute(routed, handle);
    for (const abort of held.splice(0)) abort();
  });
};

const launchOptions = { executablePath: chromium };

export default defineConfig({
  plugins: [
    storybookTest({
      configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
      ...(visual ? { tags: { include: ['visual'] } } : {}),
    }),
  ],
  // Found up front, so Vite does not reload the page mid-run when a story first imports it.
  optimizeDeps: { include: ['react-dom/server'] },
  test: {
    name: visual ? 'storybook-visual' : 'storybook',
    // Read by vitest.setup.ts: take and compare the screenshots.
    provide: { harborVisual: visual },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions }),
      instances: [
        { browser: 'chromium' },
        // Every story again with the system set to dark, as a visitor reading at night: axe then
        // checks the dark scheme's colours as drawn. (Not for the visual comparison: its
        // references are of the light scheme.)
        ...(visual
          ? []
          : [
              {
                browser: 'chromium' as const,
                name: 'storybook (chromium, dark)',
                provider: playwright({ launchOptions, contextOptions: { colorScheme: 'dark' } }),
              },
            ]),
      ],
      // Storybook's plugin turns file writes off; the visual run writes its screenshots.
      api: { allowWrite: visual },
      expect: {
        toMatchScreenshot: {
          // Anti-aliasing may differ by a few pixels from one run to the next; a changed colour,
          // border or line break changes far more.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
          timeout: 15_000,
          // apps/storybook/visual/<package>-<story file>/<story>-chromium-linux.png: out of
          // stories/, whose story-file pattern a folder named after a story file would match.
          resolveScreenshotPath: (data) =>
            `${data.root}/visual/${data.testFileDirectory.split('/').at(-1)}-${data.testFileName.replace(/\.stories\.tsx?$/, '')}/${data.arg}-${data.browserName}-${data.platform}${data.ext}`,
        },
      },
      commands: {
        // Forced colours (Windows high contrast) for a story with that global (vitest.setup.ts).
        emulateForcedColors: async (context, value: 'active' | 'none') => {
          await context.page.emulateMedia({ forcedColors: value });
        },
        // A story's `parameters.network` (vitest.setup.ts): the files whose address matches
        // `pattern` fail to load ('fail', a dropped connection) or never arrive ('hold', a slow
        // one); 'reset' ends both.
        routeRequests: (context, pattern: string, mode: 'fail' | 'hold' | 'reset') =>
          routeRequests(context.page, pattern, mode),
      },
    },
    setupFiles: ['./.storybook/vitest.setup.ts'],
  },
});
