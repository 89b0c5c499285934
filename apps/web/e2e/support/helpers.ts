/// <reference types="node" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ExpectedProblem } from '../fixtures';
import { runsScripts } from './scripts-off';
import type { E2ESite } from './sites';

/** The seeded demo accounts of the local backend (README.md) and whether they see the badge. */
export const DEMO_PASSWORD = 'harbor-demo-password';
export const DEMO_ACCOUNTS = [
  { email: 'premium@harbor.test', badge: true },
  { email: 'basic@harbor.test', badge: true },
  { email: 'vip@harbor.test', badge: true },
  { email: 'free@harbor.test', badge: false },
  { email: 'expired@harbor.test', badge: false },
  { email: 'inactive@harbor.test', badge: false },
  { email: 'plain@harbor.test', badge: false },
] as const;

/** Header navigation of spec section 2, in order. */
export const NAV_LABELS = [
  'Home',
  'Resources',
  'Products',
  'Share',
  'Advisories',
  'About',
  'Contact',
];
export const NAV_HREFS = [
  '/',
  '/resources',
  '/products',
  '/share',
  '/advisories',
  '/about',
  '/contact',
];

/**
 * Waits until a page has finished loading: its chunk is in, its heading shows and (where scripts
 * run) the app owns it. A prerendered page reads at once, but a press on it before the app has
 * taken over is the browser's alone (a link loads the next page from the server, a tick may be
 * redrawn): a journey that goes on from a shown page means the page as the app runs it. The
 * journeys about the moments before that (early-input, lazy-loading) wait for other things.
 */
export async function expectPageShown(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  // After a navigation inside the app the address changes at once, but the page (or its
  // "Loading...") only when React commits the navigation: until then the previous page is still
  // on screen, and would pass every check below. The app marks the path it has committed.
  if (runsScripts(page))
    await page.waitForFunction((pathname) => {
      const shown = document.documentElement.dataset.path;
      return shown === undefined || shown === pathname;
    }, new URL(path, 'http://harbor.test').pathname);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (runsScripts(page)) await waitForApp(page);
}

/**
 * What a refused password sign-in leaves behind, for `expectedProblems`: the backend answers 400
 * (wrong password, or an email not confirmed yet), Chromium logs that response, and the provider
 * logs the failure (spec section 8).
 */
export const REFUSED_SIGN_IN: ExpectedProblem[] = [
  {
    kind: 'http-error',
    url: /\/auth\/v1\/token\?grant_type=password$/,
    status: 400,
    why: 'the backend refuses the sign-in with 400 (invalid_credentials, email_not_confirmed), as GoTrue does',
  },
  {
    kind: 'console-error',
    url: /\/auth\/v1\/token\?grant_type=password$/,
    text: /status of 400/,
    why: 'Chromium logs that 400 response as "Failed to load resource"',
  },
  {
    kind: 'console-error',
    text: /^Error signing in:/,
    why: 'spec section 8: sign-in failures are logged',
  },
];

export const VALIDATION_MESSAGE = 'You must provide either an email or phone number and a password';
export const NETWORK_ERROR_MESSAGE =
  "We can't reach the service right now. Please check your connection and try again.";

/** A new, unique address for a sign-up. */
export function newEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * A new account of its own with an active membership of `tier`, made through the backend's API
 * (sign-up with the anon key, membership written with the service role as payments would).
 * Tests that sign out globally or change an account use one of these, never a shared demo
 * account: a global sign-out ends every session of that account, including other tests'.
 */
export async function createMember(
  request: APIRequestContext,
  site: E2ESite,
  tier: 'free' | 'basic' | 'premium' | 'vip',
  label: string = tier,
): Promise<{ email: string; password: string }> {
  const email = newEmail(label);
  const password = 'a-long-enough-password';
  const signUp = await request.post(`${site.backendURL}/auth/v1/signup`, {
    headers: { apikey: site.anonKey },
    data: { email, password, data: { full_name: `Test ${label}` } },
  });
  expect(signUp.status(), 'sign-up through the API').toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const membership = await request.post(`${site.backendURL}/rest/v1/memberships`, {
    headers: { apikey: site.serviceRoleKey, Authorization: `Bearer ${site.serviceRoleKey}` },
    data: { user_id: user.id, tier, is_active: true },
  });
  expect(membership.status(), 'membership written with the service role').toBe(201);
  return { email, password };
}

/** The "Open menu" toggle: shown on narrow screens only. */
export function menuToggle(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Open menu' });
}

export function mobileMenu(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Menu' });
}

/**
 * Where the header's auth actions (Sign In, Get Started, Premium badge, Sign Out) can be seen:
 * the header bar on wide screens; on narrow screens the slide-out menu, which this opens.
 */
export async function headerActions(page: Page): Promise<Locator> {
  const banner = page.getByRole('banner');
  // While a page chunk loads, the full-screen "Loading..." spinner stands in for the whole layout.
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(banner).toBeVisible();
  // Bar or menu is the stylesheet's choice (styles.css: below 47.99em the auth actions move into
  // the menu; em follows the browser's text size, which one journey doubles). Ask the page that
  // media query rather than look at the header: right after a sign-in sends the visitor on, the
  // header is being replaced, and an instant look can find the banner but not yet its menu
  // button (CI saw it on a phone-sized page). Asked again if the page is navigating meanwhile.
  let narrow = false;
  await expect(async () => {
    narrow = await page.evaluate(() => window.matchMedia('(max-width: 47.99em)').matches);
  }).toPass({ timeout: 10_000 });
  if (!narrow) return banner;
  const toggle = menuToggle(page);
  const menu = mobileMenu(page);
  await expect(async () => {
    await expect(toggle).toBeVisible({ timeout: 2_000 });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      // The toggle is a button only the app handles: a press before it runs would be lost.
      await waitForApp(page);
      await toggle.click();
    }
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

export async function closeMenuIfOpen(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') {
    await page.keyboard.press('Escape');
    await expect(mobileMenu(page)).toBeHidden();
  }
}

/** Fills and sends the sign-in form on /login. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Waits until the app has taken over the prerendered page (early-input.ts sets `harborReady` once
 * the page's own content is the app's). The page reads at once, but its JavaScript starts after
 * the first paint: a button the app alone handles (a menu toggle, a mode switch) needs it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { harborReady?: boolean }).harborReady === true);
}

/**
 * Waits until React owns the page's first form: for a page whose form depends on who is signed in
 * (the prerendered HTML is the signed-out page's).
 */
export async function waitForAppToOwnForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector(
      'main form button[type="submit"], main button[type="submit"]',
    );
    return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
  });
}

/** Signs in through /login and waits until the next page shows and the header says so. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No wait for the app: what is typed into the prerendered form before it is ready is kept
  // (src/app/early-input.ts), and the submit waits for it.
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const actions = await headerActions(page);
  await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** Every localStorage and sessionStorage key of the page. */
export async function storageKeys(page: Page): Promise<string[]> {
  return await page.evaluate(() => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
  ]);
}

/** The stored supabase-js session (`sb-<ref>-auth-token`), or null. */
export async function storedSession(
  page: Page,
): Promise<{ access_token: string; refresh_token: string; expires_at: number } | null> {
  return await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const raw = key ? window.localStorage.getItem(key) : null;
    return raw ? JSON.parse(raw) : null;
  });
}

/** The first element sticking out past the right edge of the viewport, described, or null. */
export async function overflowingElement(page: Page): Promise<string | null> {
  return await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return null;
    const culprit = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (element) => element.getBoundingClientRect().right > limit + 1,
    );
    if (!culprit) return 'unknown element';
    const text = (culprit.innerText || '').trim().slice(0, 40);
    return `<${culprit.tagName.toLowerCase()} class="${culprit.className}">${text}</...> reaches ${Math.round(culprit.getBoundingClientRect().right)} px of ${limit}`;
  });
}

/**
 * axe-core with every rule it runs by default (all impacts, best practices included; none
 * disabled), its violations as one readable line each, so a failure says what and where.
 */
export async function axeViolations(
  page: Page,
  { disableRules = [] }: { disableRules?: string[] } = {},
): Promise<string[]> {
  // resultTypes: only violations are worked out in full (faster; the same violations).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules(disableRules)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Waits until the mobile menu's slide (a CSS transition) has finished, if it is moving. */
export async function waitForMenuAnimation(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const menu = document.querySelector('.harbor-mobile-menu');
    if (menu)
      await Promise.all(
        menu.getAnimations({ subtree: true }).map((animation) => animation.finished),
      );
  });
}

/**
 * Every page the offline copy controls asks the site whether it can be reached
 * (src/offline/connection-check.ts): offline that request fails, and leaving the page cancels it.
 */
export const CONNECTION_CHECK: ExpectedProblem[] = [
  {
    kind: 'request-failed',
    url: /\/robots\.txt$/,
    text: /ERR_INTERNET_DISCONNECTED|ERR_ABORTED/,
    why: 'the connection check finds no connection offline, and is cancelled when the page is left',
  },
  {
    kind: 'console-error',
    url: /\/robots\.txt$/,
    text: /ERR_INTERNET_DISCONNECTED/,
    why: 'Chromium logs the connection check that found no connection',
  },
];

/**
 * Visits `path` and waits until the offline copy is installed and controls the page: the worker
 * registers after load and idle time, precaches the copy, activates and claims the page.
 */
export async function installOfflineCopy(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
