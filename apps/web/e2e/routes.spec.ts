/// <reference types="node" />
// Journey 1: every path of the route manifest (src/app/route-table.ts: the spec's paths and
// Harbor's own, each challenge and blog post) renders its page (a heading) with no console error,
// no failed request and no uncaught exception; unknown paths end on /.
// On the same page load (one load per path and size keeps the suite fast), the accessibility
// checks of issue #4: axe-core with no violation of any impact, and on the mobile project, reflow
// at 320 CSS px with no horizontal scrolling. With HARBOR_SCREENSHOTS=1, a full-page screenshot of
// every route at both sizes is kept in e2e-artifacts/screenshots/<project>/ (git-ignored), for a
// person to look through; nothing compares them (the story tests' visual check does), so CI skips
// the encoding work.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { axeViolations, overflowingElement, waitForApp } from './support/helpers';
import { ROUTE_PATHS, screenshotName } from './support/route-paths';

const screenshots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'e2e-artifacts',
  'screenshots',
);

test.describe('every path of the route manifest', () => {
  // Each path is its own page load: share them among the workers rather than one worker each.
  test.describe.configure({ mode: 'parallel' });
  test('lists the spec’s paths', () => {
    // The manifest comes from the build: a sanity check that it was read at all.
    expect(ROUTE_PATHS).toEqual(
      expect.arrayContaining(['/', '/login', '/faq', '/challenges/mental-health', '/blog']),
    );
  });

  for (const specPath of ROUTE_PATHS) {
    test(`${specPath}: its page with a heading, no errors, no axe violations, reflows at 320 px`, async ({
      page,
    }, testInfo) => {
      await page.goto(specPath);

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(specPath);

      // Let the start-up requests finish, so their errors are caught too.
      await page.waitForLoadState('networkidle');
      if (process.env.HARBOR_SCREENSHOTS === '1')
        await page.screenshot({
          // JPEG: a tall page encodes several times faster than as PNG, and reads just as well.
          path: path.join(screenshots, testInfo.project.name, `${screenshotName(specPath)}.jpg`),
          fullPage: true,
          scale: 'css',
          type: 'jpeg',
          quality: 80,
        });

      expect(await axeViolations(page), `axe on ${specPath}`).toEqual([]);

      if (testInfo.project.name === 'mobile') {
        await page.setViewportSize({ width: 320, height: 640 });
        expect(
          await overflowingElement(page),
          `${specPath} scrolls sideways at 320 CSS px`,
        ).toBeNull();
      }
    });
  }
});

test.describe('paths that are not in the spec', () => {
  // The host answers an unknown path 404 (so search engines never index it) with a page that
  // sends the visitor on to / (see e2e/hosting.spec.ts).
  test.use({
    expectedProblems: [
      [
        {
          kind: 'http-error',
          status: 404,
          url: /\/(no\/such\/page|challenges\/unknown)$/,
          why: 'an unknown path is answered 404 before it sends the visitor to /',
        },
        {
          kind: 'console-error',
          text: /status of 404/,
          why: "Chromium logs the unknown path's 404 before the page moves on to /",
        },
      ],
      { scope: 'test' },
    ],
  });

  test('an unknown path ends on / with the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('/challenges/unknown ends on / with the home page', async ({ page }) => {
    await page.goto('/challenges/unknown');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('/challenges/unknown reached by a link inside the site also ends on /', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A client-side navigation (no page load), as a stale link inside the site would do: only
    // once the app runs (before that, a link is a plain link and loads the page).
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/challenges/unknown');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
