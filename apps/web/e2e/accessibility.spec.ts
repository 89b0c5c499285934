/// <reference types="node" />
// Accessibility beyond the per-path checks of routes.spec.ts (axe on every spec path at both sizes,
// reflow at 320 CSS px): axe on the header in each state and on the forms showing errors (no
// violation of any impact, no rule disabled), the open menu at 320 px, and text at 200%.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ExpectedProblem } from './fixtures';
import {
  DEMO_PASSWORD,
  axeViolations,
  overflowingElement,
  waitForMenuAnimation,
  NAV_LABELS,
  VALIDATION_MESSAGE,
  headerActions,
  menuToggle,
  mobileMenu,
  signIn,
  submitSignIn,
  waitForApp,
} from './support/helpers';
import { HELP_PATHS } from './support/route-paths';

test.describe('axe on the header in every state', () => {
  test('the open mobile menu has no axe violations', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await waitForMenuAnimation(page); // the slide-in over, colours are final
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a signed-in member with the Premium badge: no axe violations', async ({ page }) => {
    await signIn(page, 'vip@harbor.test');
    const actions = await headerActions(page);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('axe on the forms showing errors', () => {
  test('sign-in form with the validation error', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGE);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sign-up form with the validation error', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGE);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('with the service refusing', () => {
    const refused: ExpectedProblem[] = [
      {
        kind: 'http-error',
        url: /\/auth\/v1\/(token\?grant_type=password|signup(\?redirect_to=[^&]+)?)$/,
        why: 'the backend refuses a wrong password (400) or an address already registered (422), as GoTrue does',
      },
      {
        kind: 'console-error',
        url: /\/auth\/v1\/(token\?grant_type=password|signup(\?redirect_to=[^&]+)?)$/,
        text: /Failed to load resource/,
        why: 'Chromium logs those refusals as "Failed to load resource"',
      },
      {
        kind: 'console-error',
        text: /^Error signing (in|up):/,
        why: 'spec section 8: these failures are logged',
      },
    ];
    test.use({ expectedProblems: [refused, { scope: 'test' }] });

    test('sign-in form with a wrong password', async ({ page }) => {
      await page.goto('/login');
      await submitSignIn(page, 'free@harbor.test', 'not-the-password');
      await expect(page.getByRole('alert')).toContainText(/invalid login credentials/i);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('sign-up form with an address already registered', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Full name').fill('Someone Again');
      await page.getByLabel('Email').fill('free@harbor.test');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('alert')).not.toBeEmpty();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('password-reset request form with its error', async ({ page }) => {
    await page.goto('/login?mode=reset');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('reflow and text size', () => {
  test('the open mobile menu fits at 320 CSS px', { tag: '@mobile-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForApp(page);
    await menuToggle(page).click();
    const menu = mobileMenu(page);
    await expect(menu).toBeVisible();
    for (const label of [...NAV_LABELS, 'Sign In', 'Get Started']) {
      const link = menu.getByRole('link', { name: label, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    expect(await menu.evaluate((panel) => panel.scrollWidth <= panel.clientWidth)).toBe(true);
  });

  test(
    'text at 200% stays usable: the header, the pages and signing in',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // The browser's own font-size setting doubled (16 px -> 32 px), as a visitor who needs
      // larger text sets it; the site must follow it (rem/em sizes), not fight it with pixels.
      // Desktop only: WCAG's 200% text check is made at a desktop width; at phone width, 200%
      // text is a 195 px wide layout, below WCAG's 320 px reflow floor (checked per path).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });

      for (const specPath of [
        '/',
        '/products/membership',
        '/challenges/mental-health',
        '/blog',
        '/login',
      ]) {
        await page.goto(specPath);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
        expect(
          await overflowingElement(page),
          `${specPath} scrolls sideways at 200% text`,
        ).toBeNull();
        // Let the page finish what it asks for after load (the membership page refreshes its
        // plans quietly) before leaving it, so no request of the page is cut off by the next
        // visit (a cancelled request is not a failure the page made; see support/left-behind.ts).
        await page.waitForLoadState('networkidle');
      }

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const actions = await headerActions(page);
      for (const label of NAV_LABELS) {
        const link = actions
          .getByRole('navigation')
          .getByRole('link', { name: label, exact: true });
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      await actions.getByRole('link', { name: 'Sign In' }).click();
      await submitSignIn(page, 'premium@harbor.test', DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      const signedIn = await headerActions(page);
      await expect(signedIn.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await expect(
        signedIn.getByText('Premium', { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  );
});

test.describe('tap targets (WCAG 2.2 SC 2.5.8)', () => {
  // axe leaves its target-size rule (WCAG 2.2) off by default; Lighthouse's accessibility score
  // runs it. A link standing alone in a list or on a card's source line is not text in a
  // sentence, so its own box must be at least 24 px tall, not only spaced by its list item.
  // The help pages of the route manifest (HELP_PATHS): each hub and check-in, the crisis lines,
  // resources, the FAQ, the safety plan, a blog post.
  for (const helpPath of HELP_PATHS) {
    test(`${helpPath} passes axe target-size and its stand-alone links are 24 px tall`, async ({
      page,
    }) => {
      await page.goto(helpPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(
        violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
        `${helpPath}: targets too small and too close`,
      ).toEqual([]);
      const short = await page
        .locator('.harbor-other-ways a, .harbor-hub__links a, .harbor-resource-card__source a')
        .evaluateAll((links) =>
          links
            // Not the services /resources keeps in the page but hides until "Show more".
            .filter((link) => link.getClientRects().length > 0)
            .filter((link) => link.getBoundingClientRect().height < 24)
            .map((link) => `${link.textContent} (${link.getBoundingClientRect().height} px)`),
        );
      expect(short, `${helpPath}: stand-alone links under 24 px tall`).toEqual([]);
    });
  }
});
