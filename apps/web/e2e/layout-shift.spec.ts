/// <reference types="node" />
// No layout shift as data arrives (issue 33): on a phone, the button under a thumb must not move.
// Each page is loaded fresh (a first visit, signed out) with the CPU slowed down four times and
// every answer of the backend held back 400 ms, so the data arrives well after the first paint,
// as it does on an old phone on prepaid data. Layout shifts are summed from a buffered
// PerformanceObserver installed before the page's first byte, leaving out shifts that follow a
// tap or a key (`hadRecentInput`). The sum of every shift is at least the page's CLS (CLS is the
// largest burst), so this is the stricter figure. Both projects run it: the phone viewport
// (390 x 844) and the desktop one (1280 x 800).
import { expect, test, type Page } from './fixtures';

/** The most a page may shift: the issue's goal, CLS ≤ 0.02. */
const MAX_SHIFT = 0.02;
/** How long each backend answer is held back. */
const BACKEND_DELAY_MS = 400;
/** Chromium's CPU slowdown, as Lighthouse's mobile simulation uses. */
const CPU_SLOWDOWN = 4;

/** Each page and a line that shows once its data has arrived (or its visitor state is known). */
const PAGES: [path: string, settled: RegExp][] = [
  ['/products/membership', /More about VIP/],
  ['/products/membership/free', /Who it is for/],
  ['/products/membership/basic', /Join Basic/],
  ['/products/books', /Buy/],
  ['/products/kits', /Buy/],
  ['/products/apparel', /Buy/],
  ['/explore', /What are you facing\?/],
  ['/library', /Showing all \d+ items\./],
  ['/download-bundle', /Sign in to see your downloads/],
  ['/challenges/poverty-challenge', /Step 1 of \d+/],
  ['/challenges/health-challenge', /Step 1 of \d+/],
  ['/challenges/immigration-challenge', /Step 1 of \d+/],
  ['/challenges/discrimination-challenge', /Step 1 of \d+/],
];

declare global {
  interface Window {
    __harborShift: { total: number; moved: string[] };
  }
}

/** Sums layout shifts from before the first byte, naming what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const state = { total: 0, moved: [] as string[] };
    window.__harborShift = state;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
              : String(node?.nodeName);
          state.moved.push(`${name} (${entry.value.toFixed(3)})`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The slow phone: CPU slowed down and every answer of the backend late. */
async function slowDown(page: Page, backendURL: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.route(
    (url) => url.href.startsWith(backendURL),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, BACKEND_DELAY_MS));
      await route.fallback();
    },
  );
}

test.describe('no layout shift as data arrives', () => {
  for (const [path, settled] of PAGES) {
    test(`${path} does not move (shift ≤ ${MAX_SHIFT})`, async ({ page, siteInfo }) => {
      test.slow(); // a slowed-down CPU and a late backend
      await watchShifts(page);
      await slowDown(page, siteInfo.backendURL);

      await page.goto(path);
      await expect(page.getByText(settled).first()).toBeVisible();
      // React has taken over, everything asked for has come back, and what followed has painted.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('_reactListening'));
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);

      const { total, moved } = await page.evaluate(() => window.__harborShift);
      expect(total, `layout shift of ${path}; moved: ${moved.join(', ')}`).toBeLessThanOrEqual(
        MAX_SHIFT,
      );
    });
  }
});
