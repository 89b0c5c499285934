// The crisis path (issue 32): every crisis number on the pages where people land is one tap
// (a tel: or sms: link), and Call 988 is in the first screen of a phone on every hub and /get-help.
import { HUB_SLUGS } from '../../../packages/challenges/src/hubs/hub-slugs';
import { expect, test, type Page } from './fixtures';
import { expectPageShown } from './support/helpers';

const HUBS = HUB_SLUGS.map((slug) => `/challenges/${slug}`);

/**
 * The crisis and phone numbers written in `main` that are not inside a tel: or sms: link:
 * 988, 911, 211, text-line numbers (741741, 88788) and written US phone numbers.
 */
async function numbersNotLinked(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const pattern =
      /\b1-\d{3}-\d{3}-\d{4}\b|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b|\b(?:988|911|211|741741|88788)\b/g;
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[hidden], .harbor-visually-hidden, noscript')) continue;
      // A heading names a service ("988 Suicide & Crisis Lifeline", "211"): its Call and Text
      // buttons are right under it.
      if (parent.closest('h1, h2, h3, h4, h5, h6')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const link = parent.closest('a');
      const href = link?.getAttribute('href') ?? '';
      if (href.startsWith('tel:') || href.startsWith('sms:')) continue;
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        found.push(`${match[0]} in “${(node.textContent ?? '').trim().slice(0, 80)}”`);
      }
    }
    return found;
  });
}

test.describe('crisis numbers are one tap away', () => {
  for (const path of ['/', '/get-help', ...HUBS]) {
    test(`every number on ${path} is a tel: or sms: link`, async ({ page }) => {
      await page.goto(path);
      await expectPageShown(page, path);
      // Hub content loads after the header: wait for its crisis box.
      if (path.startsWith('/challenges/'))
        await expect(page.locator('.harbor-safety-note')).toBeVisible();
      expect(await numbersNotLinked(page)).toEqual([]);
    });
  }
});

test.describe('Call 988 in the first screen of a phone @mobile-only', () => {
  for (const path of ['/get-help', ...HUBS]) {
    test(`on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expectPageShown(page, path);
      const call = page.locator('main a[href="tel:988"]').first();
      await expect(call).toBeVisible();
      const box = await call.boundingBox();
      expect(box, 'a Call 988 link').not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      if (path === '/get-help') {
        // 911 beside it, and the text and chat ways in the same first screen.
        for (const selector of ['a[href="tel:911"]', 'a[href="sms:988"]']) {
          const other = await page.locator(`main ${selector}`).first().boundingBox();
          expect((other?.y ?? Infinity) + (other?.height ?? 0), selector).toBeLessThanOrEqual(844);
        }
        await expect(
          page.getByRole('link', {
            name: /What happens when I call\? Will they send the police\?/,
          }),
        ).toHaveAttribute('href', '/blog/your-first-call-to-a-crisis-line');
      }
    });
  }
});

test.describe('a page for adults facing abuse', () => {
  for (const path of ['/', '/get-help', '/challenges/family-instability']) {
    test(`is linked from ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectPageShown(page, path);
      await page.locator('main a[href="/challenges/abuse-at-home"]').first().click();
      await expectPageShown(page, '/challenges/abuse-at-home');
      await expect(page.getByRole('heading', { level: 1, name: 'Abuse at home' })).toBeVisible();
    });
  }

  test('opens with what to do now, the Hotline and StrongHearts one tap away', async ({ page }) => {
    await page.goto('/challenges/abuse-at-home');
    await expectPageShown(page, '/challenges/abuse-at-home');
    const main = page.locator('main');
    await expect(main.locator('a[href="tel:911"]').first()).toBeVisible();
    await expect(main.locator('a[href="tel:+18007997233"]').first()).toBeVisible();
    await expect(main.locator('a[href="sms:88788?&body=START"]').first()).toBeVisible();
    await expect(main.locator('a[href="tel:+18447628483"]').first()).toBeVisible();
    await expect(main.getByText(/Each state has its own law/)).toBeVisible();
  });
});

test.describe('/resources without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every service, 211 and food help among them, each with its one-tap links', async ({
    page,
  }) => {
    await page.goto('/resources');
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results).toBeVisible();
    // Every service of the directory is on the page and visible: nothing needs "Show more".
    const cards = results.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(35);
    await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);

    const twoOneOne = results.getByRole('article', { name: '211' });
    await twoOneOne.scrollIntoViewIfNeeded();
    await expect(twoOneOne.getByRole('link', { name: /Call 211/ })).toBeVisible();
    await expect(twoOneOne.getByRole('link', { name: /Call 211/ })).toHaveAttribute(
      'href',
      'tel:211',
    );
    const food = results.getByRole('article', { name: 'Feeding America food bank finder' });
    await food.scrollIntoViewIfNeeded();
    await expect(food.getByRole('link', { name: /Website/ })).toBeVisible();

    // The search says plainly what it can't do here.
    await expect(
      page.getByText(/Without JavaScript, the search and filters can.t narrow/),
    ).toBeVisible();
  });
});
