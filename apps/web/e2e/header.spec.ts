/// <reference types="node" />
// Journey 2 (signed-out header) and journey 11 (mobile menu).
import { expect, test } from './fixtures';
import {
  NAV_HREFS,
  NAV_LABELS,
  expectPageShown,
  headerActions,
  menuToggle,
  mobileMenu,
  waitForApp,
} from './support/helpers';

test.describe('journey 2: the signed-out header', () => {
  test('shows the seven nav items in order', async ({ page }) => {
    await page.goto('/');
    const actions = await headerActions(page);
    const links = actions.getByRole('navigation').getByRole('link');
    await expect(links).toHaveText(NAV_LABELS);
    for (const [index, href] of NAV_HREFS.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
  });

  test('Sign In leads to /login', async ({ page }) => {
    await page.goto('/');
    const actions = await headerActions(page);
    await actions.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('Get Started leads to /signup', async ({ page }) => {
    await page.goto('/about');
    const actions = await headerActions(page);
    await actions.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  test('each nav item leads to its page', async ({ page }) => {
    await page.goto('/contact');
    for (const [index, label] of NAV_LABELS.entries()) {
      const actions = await headerActions(page);
      await actions.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
      await expectPageShown(page, NAV_HREFS[index] ?? '');
    }
  });
});

test.describe('journey 11: the mobile menu', () => {
  test('opens from the right, with focus moved in', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu(page)).toBeHidden();
    // The menu loads on its own a moment after the page has settled (@harbor-help/ui's Header).
    await page.locator('.harbor-mobile-menu [role="dialog"]').waitFor({ state: 'attached' });

    // Record where the panel's left and right edges are on every frame while it opens, and how
    // far its clipping wrapper has been scrolled: moving focus in must not scroll the wrapper to
    // reveal the still-sliding panel (it made the panel jump, and each scroll event read as the
    // person's activity to the idle sign-out watcher, shared-computer.spec.ts).
    await page.evaluate(() => {
      const panel = document.querySelector('[role="dialog"]');
      const wrapper = document.querySelector('.harbor-mobile-menu');
      const samples: { left: number; right: number; scrolled: number }[] = [];
      (window as unknown as { menuSamples: typeof samples }).menuSamples = samples;
      const sample = () => {
        if (panel) {
          const box = panel.getBoundingClientRect();
          samples.push({
            left: box.left,
            right: box.right,
            scrolled: (wrapper?.scrollLeft ?? 0) + (wrapper?.scrollTop ?? 0),
          });
        }
        if (samples.length < 60) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await toggle.click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(async () => {
      const samples = await page.evaluate(
        () =>
          (
            window as unknown as {
              menuSamples: { left: number; right: number; scrolled: number }[];
            }
          ).menuSamples,
      );
      expect(samples.length).toBe(60);
    }).toPass();
    const samples = await page.evaluate(
      () =>
        (window as unknown as { menuSamples: { left: number; right: number; scrolled: number }[] })
          .menuSamples,
    );
    const width = page.viewportSize()?.width ?? 0;
    const end = samples.at(-1);
    // At rest it is a panel against the right edge that leaves some of the page visible...
    expect(end?.right).toBeCloseTo(width, 0);
    expect(end?.left ?? 0).toBeGreaterThan(0);
    // ...and on the way it came in from the right: it started further right and only moved left.
    expect(samples.some((edge) => edge.left > (end?.left ?? 0) + 20)).toBe(true);
    // (Up to 1.5 px back is allowed between frames: the panel's edge can settle by a sub-pixel
    // amount as its content lays out at the end of the slide, which is no movement anyone sees.)
    for (const [index, edge] of samples.entries()) {
      if (index > 0) expect(edge.left).toBeLessThanOrEqual((samples[index - 1]?.left ?? 0) + 1.5);
    }

    expect(
      samples.filter((edge) => edge.scrolled !== 0),
      'frames with the wrapper scrolled',
    ).toEqual([]);

    const focusInMenu = await menu.evaluate((panel) => panel.contains(document.activeElement));
    expect(focusInMenu, 'focus moved into the menu').toBe(true);
  });

  test('Tab and Shift+Tab stay inside the open menu', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await menuToggle(page).click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    const focusable = await menu.locator('a[href], button:not([disabled])').count();
    expect(focusable).toBe(12); // Quick exit, close, Get help now, seven items, Sign In, Get Started

    const visited = new Set<string>();
    for (let press = 0; press < focusable + 3; press += 1) {
      await page.keyboard.press('Tab');
      const where = await menu.evaluate((panel) => ({
        inside: panel.contains(document.activeElement),
        name:
          document.activeElement?.textContent?.trim() ||
          document.activeElement?.getAttribute('aria-label') ||
          '',
      }));
      expect(where.inside, `focus after Tab #${press + 1} (${where.name}) is in the menu`).toBe(
        true,
      );
      visited.add(where.name);
    }
    expect(visited.size).toBe(focusable);
    for (let press = 0; press < focusable + 3; press += 1) {
      await page.keyboard.press('Shift+Tab');
      const inside = await menu.evaluate((panel) => panel.contains(document.activeElement));
      expect(inside, `focus after Shift+Tab #${press + 1} is in the menu`).toBe(true);
    }
  });

  test(
    'Escape closes it and focus returns to the toggle',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/share');
      await waitForApp(page);
      const toggle = menuToggle(page);
      await toggle.click();
      await expect(mobileMenu(page)).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(mobileMenu(page)).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('choosing an item navigates and closes it', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await menuToggle(page).click();
    const menu = mobileMenu(page);
    await menu.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL('/resources');
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page behind can scroll again.
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });
});
