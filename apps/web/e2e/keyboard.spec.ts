/// <reference types="node" />
// Journey 14: keyboard only. No mouse and no clicks: Tab, Shift+Tab, Enter and typing. Every
// stop of the focus on the way must be visibly marked and not hidden behind anything.
import { expect, test, type Page } from './fixtures';
import {
  NAV_HREFS,
  createMember,
  NAV_LABELS,
  expectPageShown,
  waitForMenuAnimation,
} from './support/helpers';

interface FocusStop {
  name: string;
  /** A focus ring: an outline of at least 2 px, or a box shadow. */
  indicated: boolean;
  /** Part of the element is on screen and its middle is not covered by something else (a sticky header). */
  unobscured: boolean;
  /** What is on top at the middle of the element, when that is not the element. */
  coveredBy: string;
}

async function focusStop(page: Page): Promise<FocusStop | null> {
  return await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const input = element instanceof HTMLInputElement ? element : null;
    const name = (
      element.getAttribute('aria-label') ??
      (input ? (input.labels?.[0]?.textContent ?? '') : element.innerText)
    ).trim();
    const style = getComputedStyle(element);
    const indicated =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== 'none';
    // A link that wraps is several boxes with a gap between its lines: the first box on screen
    // is checked, not the middle of them all (which can be the gap, over the paragraph).
    const boxes = Array.from(element.getClientRects());
    const box =
      boxes.find((rect) => rect.width > 0 && rect.bottom > 0 && rect.top < innerHeight) ??
      element.getBoundingClientRect();
    // The middle of the part of the box inside the viewport: a tall field that the browser
    // scrolled only partly into view still counts, as long as that part is not covered.
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const x = (left + right) / 2;
    const y = (top + bottom) / 2;
    const onScreen = box.width > 0 && box.height > 0 && right > left && bottom > top;
    const above = onScreen ? document.elementFromPoint(x, y) : null;
    const unobscured = onScreen && above !== null && (above === element || element.contains(above));
    const coveredBy = unobscured
      ? ''
      : `${above ? `${above.tagName.toLowerCase()}.${above.className}` : 'nothing'} at ${Math.round(x)},${Math.round(y)} (viewport ${innerWidth}x${innerHeight})`;
    return { name, indicated, unobscured, coveredBy };
  });
}

async function expectVisibleFocus(page: Page): Promise<string> {
  const stop = await focusStop(page);
  expect(stop, 'something has focus').not.toBeNull();
  expect(stop?.indicated, `focus on "${stop?.name}" is visibly marked`).toBe(true);
  expect(
    stop?.unobscured,
    `focus on "${stop?.name}" is on screen and not covered: ${stop?.coveredBy}`,
  ).toBe(true);
  return stop?.name ?? '';
}

/**
 * Presses Tab (or Shift+Tab) until `name` has focus, checking every stop on the way. Focus may
 * pass through the browser itself (nothing in the page focused) between the page's end and start.
 */
async function tabTo(page: Page, name: string, backwards = false): Promise<void> {
  const passed: string[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if ((await focusStop(page)) === null) {
      passed.push('(browser)');
      continue;
    }
    const current = await expectVisibleFocus(page);
    if (current === name) return;
    passed.push(current);
  }
  throw new Error(`"${name}" never got focus; focus went through: ${passed.join(' | ')}`);
}

/** The names of the next `count` focus stops, checking each is visible. */
async function nextStops(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press('Tab');
    names.push(await expectVisibleFocus(page));
  }
  return names;
}

async function signInWithKeyboard(page: Page, member: { email: string; password: string }) {
  await expectPageShown(page, '/login');
  // After a navigation the site moves focus to the main content; Tab from there, not before.
  await expect(page.locator('main')).toBeFocused();
  await tabTo(page, 'Email');
  await page.keyboard.type(member.email);
  await tabTo(page, 'Password');
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('journey 14: keyboard only', () => {
  test(
    'on a wide screen: every header control, sign in and sign out',
    { tag: '@desktop-only' },
    async ({ page, request, siteInfo }) => {
      // Seven pages and every header stop, key by key: a long journey on a busy machine.
      test.slow();
      // An account of its own: signing out ends every session of the account, globally.
      const member = await createMember(request, siteInfo, 'premium', 'keyboard');
      await page.goto('/');
      // The header's stops as the app shows them (before it owns the page, the sign-in links are
      // not there yet: they depend on who is signed in).
      await expectPageShown(page, '/');

      // The whole header, in order, each stop visibly focused.
      expect(await nextStops(page, 13)).toEqual([
        'Skip to main content',
        'Get help now',
        'Quick exit',
        'Harbor',
        ...NAV_LABELS,
        'Sign In',
        'Get Started',
      ]);

      // The skip link takes focus to the main content.
      await page.reload();
      await expectPageShown(page, '/');
      await tabTo(page, 'Skip to main content');
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();

      // Every nav item works from the keyboard; after each, focus starts at the new page's content.
      for (const index of [1, 2, 3, 4, 5, 6, 0]) {
        await tabTo(page, NAV_LABELS[index] ?? '', true);
        await page.keyboard.press('Enter');
        await expectPageShown(page, NAV_HREFS[index] ?? '');
        await expect(page.locator('main')).toBeFocused();
        // A page that loads its data shows the loading screen over everything until it is done;
        // a keyboard user waits for it too before moving on.
        await expect(page.locator('.harbor-loading-screen')).toHaveCount(0);
      }

      await tabTo(page, 'Get Started', true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/signup');
      await page.goBack();
      await expectPageShown(page, '/');

      await tabTo(page, 'Sign In');
      await page.keyboard.press('Enter');
      await signInWithKeyboard(page, member);
      await expect(
        page.getByRole('banner').getByText('Premium', { exact: true }).filter({ visible: true }),
      ).toBeVisible();

      await tabTo(page, 'Sign Out', true);
      await page.keyboard.press('Enter');
      await expectPageShown(page, '/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  );

  test(
    'on a phone-sized screen: the menu, sign in and sign out',
    { tag: '@mobile-only' },
    async ({ page, request, siteInfo }) => {
      // Seven pages and every header stop, key by key: a long journey on a busy machine.
      test.slow();
      // An account of its own: signing out ends every session of the account, globally.
      const member = await createMember(request, siteInfo, 'premium', 'keyboard');
      await page.goto('/');
      // The header's stops as the app shows them (before it owns the page, the sign-in links are
      // not there yet: they depend on who is signed in).
      await expectPageShown(page, '/');
      expect(await nextStops(page, 5)).toEqual([
        'Skip to main content',
        'Get help now',
        'Quick exit',
        'Harbor',
        'Open menu',
      ]);

      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await waitForMenuAnimation(page);
      expect(await expectVisibleFocus(page)).toBe('Close menu');
      expect(await nextStops(page, 10)).toEqual([
        'Get help now',
        ...NAV_LABELS,
        'Sign In',
        'Get Started',
      ]);

      // Choosing a nav item from the keyboard.
      await tabTo(page, 'Share');
      await page.keyboard.press('Enter');
      await expectPageShown(page, '/share');
      await expect(menu).toBeHidden();
      // The menu hands focus back to its toggle as it closes, and the new page then moves it to
      // its content: a keyboard user goes on from there. A key pressed before that move is
      // overtaken by it (one CI run found focus on <main> right after a Shift+Tab here).
      await expect(page.locator('main')).toBeFocused();

      await tabTo(page, 'Open menu', true);
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await waitForMenuAnimation(page);
      await tabTo(page, 'Sign In');
      await page.keyboard.press('Enter');
      await signInWithKeyboard(page, member);

      // Signed in on a new page: focus starts at the top of the document.
      await tabTo(page, 'Open menu');
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await waitForMenuAnimation(page);
      await expect(
        menu.getByText('Premium', { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await tabTo(page, 'Sign Out');
      await page.keyboard.press('Enter');
      await expectPageShown(page, '/');
      await expect(menu).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      await tabTo(page, 'Open menu');
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  );

  for (const path of ['/', '/resources']) {
    test(`Shift+Tab back up ${path} never hides focus under the sticky header`, async ({
      page,
    }) => {
      // Every stop forward and back, each checked: the crisis lines' other ways in, and each
      // service's Save and Report a problem, add many (about 150 on /resources).
      test.slow();
      await page.goto(path);
      await expectPageShown(page, path);
      // Forward to the end of the page (where focus leaves the page), then all the way back.
      const MAX_STOPS = 300;
      let stops = 0;
      let reachedEnd = false;
      for (; stops < MAX_STOPS; stops += 1) {
        await page.keyboard.press('Tab');
        if ((await focusStop(page)) === null) {
          reachedEnd = true;
          break;
        }
      }
      expect(stops, 'the page has focusable content').toBeGreaterThan(3);
      expect(reachedEnd, `Tab reaches the end of the page within ${MAX_STOPS} stops`).toBe(true);
      for (let back = 0; back < stops; back += 1) {
        await page.keyboard.press('Shift+Tab');
        await expectVisibleFocus(page);
      }
    });
  }
});
