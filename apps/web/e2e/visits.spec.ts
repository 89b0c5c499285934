/// <reference types="node" />
// Journey 8 (version check) and journey 9 (first visit, then a returning visitor).
import { expect, test, type Page } from './fixtures';

/** A localStorage item of the page (the name is passed in: the function runs in the browser). */
const storedItem = (page: Page, name: string) =>
  page.evaluate((key) => window.localStorage.getItem(key), name);

test.describe('journey 8: a visitor who last came with version 1.4.6', () => {
  // A browser profile that already has app_version 1.4.6 stored for the site, before any load.
  test.use({
    storageState: async ({ baseURL }, provide) => {
      await provide({
        cookies: [],
        origins: [
          { origin: baseURL ?? '', localStorage: [{ name: 'app_version', value: '1.4.6' }] },
        ],
      });
    },
  });

  test('opening /about ends on / with 1.4.7 stored', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedItem(page, 'app_version')).toBe('1.4.7');
    await page.waitForLoadState('networkidle');
  });

  test('on / the page reloads once and does not loop', async ({ page }) => {
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
    });

    await page.goto('/');
    await expect.poll(() => documentLoads).toBe(2);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedItem(page, 'app_version')).toBe('1.4.7');

    // Settled: nothing more happens once the page is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(documentLoads).toBe(2);
  });
});

test.describe('journey 9: a first visit, then a returning visitor', () => {
  test('sets hasVisitedBefore on the first load, and shows nothing that tells of a return', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => storedItem(page, 'hasVisitedBefore')).toBe('true');
    const firstVisit = await page.locator('main').innerText();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await storedItem(page, 'hasVisitedBefore')).toBe('true');
    // The next person on a shared or checked phone must not learn that someone came before.
    await expect(page.getByText(/welcome back/i)).toHaveCount(0);
    expect(await page.locator('main').innerText()).toBe(firstVisit);
    await page.waitForLoadState('networkidle');
  });
});
