// Moving between pages in the app feels like a site of separate pages: a new page starts at the
// top, Back returns to where the previous page was left (src/app/scroll-restoration.ts).
import { expect, test, type Page } from './fixtures';
import { waitForApp } from './support/helpers';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('scroll position between pages', () => {
  test('a new page starts at the top; Back returns to where the last page was left', async ({
    page,
  }) => {
    await page.goto('/faq');
    await waitForApp(page);
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
    await privacy.scrollIntoViewIfNeeded();
    const leftAt = await scrollY(page);
    expect(leftAt).toBeGreaterThan(500);

    await privacy.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => scrollY(page)).toBe(leftAt);
  });

  test('a page left by a reload comes back at the same place', async ({ page }) => {
    await page.goto('/faq');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);

    await page.reload();
    await waitForApp(page);
    await expect.poll(() => scrollY(page)).toBe(900);
  });
});
