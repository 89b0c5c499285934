/// <reference types="node" />
// Help on every page: Quick exit (button and Shift three times), Get help now, the services
// directory's filters in the URL, and a guided check-in done by keyboard alone.
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectPageShown, menuToggle, mobileMenu, waitForApp } from './support/helpers';

/** Where Quick exit goes (the default of @harbor-help/ui's QUICK_EXIT_URL). */
const NEUTRAL_SITE = /^https:\/\/www\.google\.com\/search\?q=weather/;

/**
 * Tests only ever talk to 127.0.0.1: the neutral site is answered here, in the browser, with a
 * tiny page of its own, and never reached over the network.
 */
async function serveNeutralSite(page: Page): Promise<void> {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>weather</title><h1>Weather</h1></html>',
    }),
  );
}

/** Opens a Harbor page as the first page of the tab (after the browser's blank start page). */
async function openHarbor(page: Page, path: string): Promise<void> {
  await serveNeutralSite(page);
  await page.goto(path);
  await expectPageShown(page, path);
  // Quick exit replaces the history entry (so Back does not return) once the app owns the page;
  // before, its button is the plain link to the neutral site. What Harbor still loads when it
  // leaves (its idle-time chunks) is cut off, and the fixture knows that for what it is
  // (support/left-behind.ts): no need to wait for the network to go quiet.
  await waitForApp(page);
}

async function expectLeftHarbor(page: Page, baseURL: string): Promise<void> {
  await expect(page).toHaveURL(NEUTRAL_SITE);
  await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
  // The Harbor page was replaced, not left behind: Back goes to what came before Harbor.
  await page.goBack();
  expect(page.url().startsWith(baseURL)).toBe(false);
}

async function pressTabUntilFocused(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 80; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} never got focus`);
}

test.describe('Quick exit', () => {
  test('the button leaves for a neutral site and Back does not return', async ({
    page,
    siteInfo,
  }) => {
    await openHarbor(page, '/about');

    await page.getByRole('banner').getByRole('button', { name: 'Quick exit' }).first().click();

    await expectLeftHarbor(page, siteInfo.baseURL);
  });

  test('pressing Shift three times leaves for a neutral site and Back does not return', async ({
    page,
    siteInfo,
  }) => {
    await openHarbor(page, '/contact');
    await waitForApp(page);

    await page.keyboard.press('Shift');
    await expect(
      page.locator('.harbor-quick-exit__progress').filter({ hasText: 'Shift: press 2 more times' }),
    ).toBeVisible();
    await page.keyboard.press('Shift');
    await page.keyboard.press('Shift');

    await expectLeftHarbor(page, siteInfo.baseURL);
  });

  test.describe('an Escape pressed on the way out', () => {
    test.use({
      expectedProblems: [
        [
          {
            kind: 'request-failed',
            url: /google\.com\/search\?q=weather$/,
            why: 'each Escape starts the exit again, which aborts the load already on its way (that is the point: a stopped load is started again)',
          },
        ],
        { scope: 'test' },
      ],
    });

    test('does not leave the visitor on a Harbor page', async ({ page, siteInfo }) => {
      await openHarbor(page, '/contact');
      await waitForApp(page);

      for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      await expectLeftHarbor(page, siteInfo.baseURL);
    });
  });

  test('typing capital letters in a form never leaves', async ({ page, siteInfo }) => {
    await openHarbor(page, '/contact');
    await waitForApp(page);
    const name = page.getByLabel('Your name');
    await name.click();
    // Each capital typed the way a person does: Shift down, the letter, Shift up.
    for (const word of ['Ana', 'Mar', 'De', 'La', 'Cruz']) {
      await page.keyboard.press(`Shift+${word[0]}`);
      await page.keyboard.type(`${word.slice(1)} `);
    }

    await expect(name).toHaveValue('Ana Mar De La Cruz ');
    await expect(
      page.locator('.harbor-quick-exit__progress').filter({ hasText: /Shift: press/ }),
    ).toHaveCount(0);
    expect(page.url()).toBe(`${siteInfo.baseURL}/contact`);
  });

  test('is on the pages outside the main layout too', async ({ page, siteInfo }) => {
    await openHarbor(page, '/login');

    await page.getByRole('banner').getByRole('button', { name: 'Quick exit' }).click();

    await expectLeftHarbor(page, siteInfo.baseURL);
  });

  test(
    'Escape closes the mobile menu and never leaves',
    { tag: '@mobile-only' },
    async ({ page, siteInfo }) => {
      await openHarbor(page, '/share');
      await waitForApp(page);
      await menuToggle(page).click();
      await expect(mobileMenu(page)).toBeVisible();

      // Escape closes the menu; pressing it again and again never leaves.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(mobileMenu(page)).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();
      expect(page.url()).toBe(`${siteInfo.baseURL}/share`);

      // The menu's own Quick exit still leaves at once.
      await waitForApp(page);
      await menuToggle(page).click();
      await mobileMenu(page).getByRole('button', { name: 'Quick exit' }).click();
      await expectLeftHarbor(page, siteInfo.baseURL);
    },
  );
});

test.describe('Get help now', () => {
  test('reaches the crisis lines, with call and text links, in one tap', async ({ page }) => {
    await page.goto('/about');
    await expectPageShown(page, '/about');

    await page.getByRole('banner').getByRole('link', { name: 'Get help now' }).first().click();

    await expect(page).toHaveURL('/get-help');
    await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
    const crisis = page.locator('section.web-get-help__lines');
    await expect(crisis).toBeInViewport();
    await expect(crisis.getByRole('link', { name: /^Call 988/ })).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(crisis.getByRole('link', { name: /^Text 741741/ })).toHaveAttribute(
      'href',
      'sms:741741',
    );
    // Deaf and hard-of-hearing visitors, and Spanish speakers, see their ways in too.
    await expect(
      crisis.getByRole('link', {
        name: /^TTY 1-800-787-3224 ?, National Domestic Violence Hotline$/,
      }),
    ).toHaveAttribute('href', 'tel:+18007873224');
    await expect(
      crisis.getByRole('link', {
        name: /^Llame al 988 y marque 2 ?, 988 Suicide & Crisis Lifeline$/,
      }),
    ).toHaveAttribute('lang', 'es');
    await page.waitForLoadState('networkidle');
  });
});

test.describe('the services directory', () => {
  test('keeps its filters in the URL, for sharing and for Back', async ({ page }) => {
    await page.goto('/resources?challenge=legal&kind=legal-aid');
    await expectPageShown(page, '/resources?challenge=legal&kind=legal-aid');
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Challenge' })).toHaveValue('legal');
    await expect(page.getByRole('combobox', { name: 'Kind of help' })).toHaveValue('legal-aid');

    await page.getByRole('combobox', { name: 'Kind of help' }).selectOption('hotline');
    await expect(page).toHaveURL('/resources?challenge=legal&kind=hotline');

    await page.goBack();
    await expect(page).toHaveURL('/resources?challenge=legal&kind=legal-aid');
    await expect(page.getByRole('combobox', { name: 'Kind of help' })).toHaveValue('legal-aid');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('zzzz no such service');
    await expect(page).toHaveURL('/resources?q=zzzz+no+such+service');
    await expect(page.getByText('No match for “zzzz no such service”.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See every crisis line' })).toBeVisible();
    await expect(page.locator('.harbor-directory__empty a[href="tel:211"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
});

test.describe('the listings', () => {
  test('filter by language in the URL, and show Open now only once the page runs', async ({
    page,
    request,
  }) => {
    // The prerendered page has the hours, never an "Open now" a saved copy would keep.
    const html = await (await request.get('/resources')).text();
    expect(html).toContain('Monday to Friday, 10 a.m. to 10 p.m. Eastern');
    expect(html).not.toMatch(/Open now|Closed now|harbor-open-badge/);

    await page.goto('/resources');
    await expectPageShown(page, '/resources');
    const lifeline = page.getByRole('article', { name: '988 Suicide & Crisis Lifeline' });
    await expect(lifeline.getByText('Open now, 24/7')).toBeVisible();
    await expect(lifeline).toContainText('Languages: English, Spanish');
    await expect(lifeline).toContainText(/Checked \d{1,2} [A-Z][a-z]+ 2026\./);

    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language.locator('option').nth(1)).toHaveText('Spanish (Español)');
    await language.selectOption('es');
    await expect(page).toHaveURL('/resources?lang=es');
    // The URL changes before the list is drawn again (the router renders in a transition): count
    // the cards once the count says the filter is in use, not from the list before it.
    await expect(page.getByRole('status').filter({ hasText: /services? match/ })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Results' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index)).toContainText(/Languages: .*Spanish/);
    }
    await page.waitForLoadState('networkidle');
  });
});

test.describe('a guided check-in', () => {
  test('can be done by keyboard alone and ends in a plan', async ({ page }) => {
    await page.goto('/challenges/poverty-challenge');
    await expectPageShown(page, '/challenges/poverty-challenge');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();

    // Step 1: a checkbox, then Next.
    await pressTabUntilFocused(page, page.getByRole('checkbox', { name: 'Having enough food' }));
    await page.keyboard.press('Space');
    await pressTabUntilFocused(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Which kinds of help would you like to look into?' }),
    ).toBeFocused();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();

    // Step 2: nothing chosen is fine.
    await pressTabUntilFocused(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'How soon do you need help?' })).toBeFocused();

    // Step 3: radio buttons, moved through with the arrow keys.
    await pressTabUntilFocused(
      page,
      page.getByRole('radio', { name: 'Today: I have no food, or I could lose my home this week' }),
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'In the next few weeks' })).toBeChecked();
    await pressTabUntilFocused(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    // Step 4, then the plan.
    await expect(
      page.getByRole('heading', { name: 'Is there someone who can help you with this?' }),
    ).toBeFocused();
    await pressTabUntilFocused(page, page.getByRole('button', { name: 'See my plan' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Your action plan' })).toBeFocused();
    await expect(page.getByText(/Find a food pantry or free meal near you/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: '211' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hasCompletedActivity'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('interactionType'))).toBe(
      'completed-activity:poverty-challenge',
    );

    // Clearing removes the answers from the browser.
    await pressTabUntilFocused(page, page.getByRole('button', { name: 'Clear my answers' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your answers were cleared.')).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('harbor-activity:poverty-challenge'),
        sessionStorage.getItem('harbor-activity:poverty-challenge'),
      ]),
    ).toEqual([null, null]);
    await page.waitForLoadState('networkidle');
  });
});
