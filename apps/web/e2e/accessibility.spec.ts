/// <reference types="node" />
// Accessibility: axe-core on every spec path at both sizes and on the forms showing errors (no
// violation of any impact, no rule disabled); reflow at 320 CSS px; text at 200%.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ExpectedProblem, type Page } from './fixtures';
import {
  DEMO_PASSWORD,
  NAV_LABELS,
  VALIDATION_MESSAGE,
  hasHorizontalScroll,
  headerActions,
  menuToggle,
  mobileMenu,
  signIn,
  submitSignIn,
} from './support/helpers';
import { SPEC_PATHS } from './support/spec-paths';

/** axe's violations as one readable line each, so a failure says what and where. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

test.describe('axe on every path of the spec', () => {
  for (const specPath of SPEC_PATHS) {
    test(`${specPath} has no axe violations`, async ({ page }) => {
      await page.goto(specPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('axe on the header in every state', () => {
  test('the open mobile menu has no axe violations', { tag: '@mobile-only' }, async ({ page }) => {
    await page.goto('/');
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.waitForTimeout(300); // let the slide-in finish so colours are final
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a signed-in member with the Premium badge: no axe violations', async ({ page }) => {
    await signIn(page, 'vip@harbor.test');
    const actions = await headerActions(page);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await page.waitForTimeout(300);
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
        url: /\/auth\/v1\/(token\?grant_type=password|signup)$/,
        why: 'the backend refuses a wrong password (400) or an address already registered (422), as GoTrue does',
      },
      {
        kind: 'console-error',
        url: /\/auth\/v1\/(token\?grant_type=password|signup)$/,
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
  test(
    'every path reflows at 320 CSS px with no horizontal scrolling',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const overflowing: string[] = [];
      for (const specPath of SPEC_PATHS) {
        await page.goto(specPath);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (await hasHorizontalScroll(page)) {
          const widest = await page.evaluate(() => {
            const limit = document.documentElement.clientWidth;
            const culprit = [...document.querySelectorAll<HTMLElement>('body *')].find(
              (element) => element.getBoundingClientRect().right > limit + 1,
            );
            return culprit
              ? `${culprit.tagName.toLowerCase()}.${culprit.className}`
              : 'unknown element';
          });
          overflowing.push(`${specPath} (${widest})`);
        }
      }
      expect(overflowing).toEqual([]);
    },
  );

  test('the open mobile menu fits at 320 CSS px', { tag: '@mobile-only' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
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

  test('text at 200% stays usable: the header, the pages and signing in', async ({ page }) => {
    // The browser's own font-size setting doubled (16 px -> 32 px), as a visitor who needs larger
    // text sets it; the site must follow it (rem/em sizes), not fight it with pixel sizes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });

    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '32px',
    );
    for (const specPath of [
      '/',
      '/products/membership',
      '/challenges/mental-health',
      '/blog',
      '/login',
    ]) {
      await page.goto(specPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hasHorizontalScroll(page), `${specPath} scrolls sideways at 200% text`).toBe(
        false,
      );
    }

    await page.goto('/');
    const actions = await headerActions(page);
    for (const label of NAV_LABELS) {
      const link = actions.getByRole('navigation').getByRole('link', { name: label, exact: true });
      await link.scrollIntoViewIfNeeded();
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
  });
});
