/// <reference types="node" />
// Hardship access (issue 17, part 2), end to end against the local backend and its
// hardship-access function: a member who cannot pay asks on /pricing, gets Basic free for 90
// days with the Premium badge at once (no reload), sees it end, and is refused when asking again
// within 12 months. The function grants at once only to accounts at least a day old (a newer one's
// grant waits for that day; it reads auth.users.created_at), so each test seeds its own account and
// backdates it with the local backend's service-role hook (PATCH /__harbor/users/<id>); production
// has no such hook.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  closeMenuIfOpen,
  headerActions,
  newEmail,
  overflowingElement,
  signIn,
  waitForAppToOwnForm,
} from './support/helpers';
import type { E2ESite } from './support/sites';

const PASSWORD = 'a-long-enough-password';
const DAY = 24 * 60 * 60 * 1000;

/** A new account, created through the API and made `days` old with the service role. */
async function olderAccount(
  request: APIRequestContext,
  site: E2ESite,
  label: string,
  days = 3,
): Promise<{ id: string; email: string }> {
  const email = newEmail(label);
  const signUp = await request.post(`${site.backendURL}/auth/v1/signup`, {
    headers: { apikey: site.anonKey },
    data: { email, password: PASSWORD, data: { full_name: `Test ${label}` } },
  });
  expect(signUp.status(), 'sign-up through the API').toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const backdate = await request.patch(`${site.backendURL}/__harbor/users/${user.id}`, {
    headers: { apikey: site.serviceRoleKey, Authorization: `Bearer ${site.serviceRoleKey}` },
    data: { created_at: new Date(Date.now() - days * DAY).toISOString() },
  });
  expect(backdate.status(), 'account backdated with the service role').toBe(200);
  return { id: user.id, email };
}

/**
 * The local backend bundles and loads its functions on their first call: do that now, not within
 * the site's 10 s request timeout (a signed-out call is refused with 401 at once).
 */
async function warmUpHardshipFunction(request: APIRequestContext, site: E2ESite): Promise<void> {
  const warm = await request.post(`${site.backendURL}/functions/v1/hardship-access`, {
    headers: { apikey: site.anonKey, Authorization: `Bearer ${site.anonKey}` },
    data: {},
    timeout: 120_000,
  });
  expect(warm.status(), 'a signed-out request is refused').toBe(401);
}

/** Marks the current document; the mark survives client-side updates but not a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { harborNoReload?: boolean }).harborNoReload = true;
  });
}

async function documentIsTheSame(page: Page) {
  return await page.evaluate(
    () => (window as unknown as { harborNoReload?: boolean }).harborNoReload === true,
  );
}

async function premiumBadges(page: Page) {
  const actions = await headerActions(page);
  const count = await actions
    .getByText('Premium', { exact: true })
    .filter({ visible: true })
    .count();
  await closeMenuIfOpen(page);
  return count;
}

const section = (page: Page) => page.getByRole('region', { name: 'Can’t afford it right now?' });

test.describe('hardship access', () => {
  test.use({
    expectedProblems: [
      [
        {
          kind: 'http-error',
          url: /\/functions\/v1\/hardship-access$/,
          status: 409,
          why: 'the second request within 12 months is refused with 409 too_soon, which the form shows',
        },
        {
          kind: 'console-error',
          url: /\/functions\/v1\/hardship-access$/,
          text: /status of 409/,
          why: 'Chromium logs that 409 response as "Failed to load resource"',
        },
      ],
      { scope: 'test' },
    ],
  });

  test('a member asks, sees the Premium badge without a reload, sees it end, and is refused a second time', async ({
    page,
    request,
    siteInfo,
  }) => {
    // Two sign-ins' worth of page loads, a reload and two function calls: slow on a busy machine.
    test.setTimeout(180_000);
    await warmUpHardshipFunction(request, siteInfo);
    const account = await olderAccount(request, siteInfo, 'hardship');
    await signIn(page, account.email, PASSWORD);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const box = section(page);
    await expect(box.getByText('One grant per account every 12 months.')).toBeVisible();
    expect(await premiumBadges(page), 'no badge before asking').toBe(0);
    await markDocument(page);

    const reason = box.getByRole('textbox', { name: /What do you need it for\?/ });
    await reason.fill('My hours were cut and rent went up.');
    await box.getByRole('button', { name: 'Get Basic free for 90 days' }).click();

    const done = box.getByRole('status');
    await expect(done).toContainText('Done: you have Basic, free until', { timeout: 20_000 });
    await expect(done).toBeFocused();
    expect(await premiumBadges(page), 'the Premium badge shows at once').toBe(1);
    expect(await documentIsTheSame(page), 'the page was not reloaded').toBe(true);
    expect(await axeViolations(page), 'axe after the grant').toEqual([]);
    expect(await overflowingElement(page), 'nothing sticks out sideways').toBeNull();

    // The grant runs 90 days; here the service role moves its end into the past, as time would.
    const ended = await request.patch(
      `${siteInfo.backendURL}/rest/v1/memberships?user_id=eq.${account.id}&source=eq.hardship`,
      {
        headers: {
          apikey: siteInfo.serviceRoleKey,
          Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
        },
        data: {
          start_date: new Date(Date.now() - 91 * DAY).toISOString(),
          end_date: new Date(Date.now() - 60_000).toISOString(),
        },
      },
    );
    expect(ended.status(), 'grant ended with the service role').toBe(204);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await waitForAppToOwnForm(page);
    const again = section(page).getByRole('textbox', { name: /What do you need it for\?/ });
    await expect(again, 'the form is offered again once the grant has ended').toBeVisible();
    expect(await premiumBadges(page), 'the badge is gone when it ends').toBe(0);

    await again.fill('Still struggling.');
    await section(page).getByRole('button', { name: 'Get Basic free for 90 days' }).click();
    const summary = section(page).getByRole('alert');
    await expect(summary).toContainText('We couldn’t give you hardship access', {
      timeout: 30_000,
    });
    await expect(summary).toContainText(
      'Hardship access can be given once every 12 months, and your last one started less than 12 months ago. You can ask again from',
    );
    await expect(summary).toBeFocused();
    await expect(again).toHaveValue('Still struggling.');
    expect(await premiumBadges(page), 'still no badge').toBe(0);
    expect(await axeViolations(page), 'axe with the error summary').toEqual([]);
    expect(await overflowingElement(page), 'nothing sticks out sideways').toBeNull();
  });
});

test.describe('hardship access for a new account', () => {
  test('is accepted at once, says calmly when it starts, and gives access from then', async ({
    page,
    request,
    siteInfo,
  }) => {
    test.setTimeout(180_000);
    await warmUpHardshipFunction(request, siteInfo);
    // Created a minute ago.
    const account = await olderAccount(request, siteInfo, 'hardship-new', 60_000 / DAY);
    await signIn(page, account.email, PASSWORD);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await waitForAppToOwnForm(page);
    const box = section(page);
    await box.getByRole('textbox', { name: /What do you need it for\?/ }).fill('I lost my job.');
    await box.getByRole('button', { name: 'Get Basic free for 90 days' }).click();

    const done = box.getByRole('status');
    await expect(done).toContainText('We’ve got your request.', { timeout: 20_000 });
    await expect(done).toContainText('Your free Basic access starts on');
    await expect(done).toContainText('You don’t need to do anything else.');
    await expect(done).toBeFocused();
    await expect(box.getByRole('alert')).toHaveCount(0);
    expect(await premiumBadges(page), 'no badge before the one-day check').toBe(0);
    expect(await axeViolations(page), 'axe with the scheduled answer').toEqual([]);

    // A day passes: the service role moves the account's creation and the grant back a day.
    const headers = {
      apikey: siteInfo.serviceRoleKey,
      Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
    };
    const aged = await request.patch(`${siteInfo.backendURL}/__harbor/users/${account.id}`, {
      headers,
      data: { created_at: new Date(Date.now() - 2 * DAY).toISOString() },
    });
    expect(aged.status()).toBe(200);
    const started = await request.patch(
      `${siteInfo.backendURL}/rest/v1/memberships?user_id=eq.${account.id}&source=eq.hardship`,
      { headers, data: { start_date: new Date(Date.now() - 60_000).toISOString() } },
    );
    expect(started.status(), 'grant start moved with the service role').toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect
      .poll(() => premiumBadges(page), { message: 'the badge shows once it has started' })
      .toBe(1);
  });
});

test.describe('hardship access, signed out @desktop-only', () => {
  test('a visitor on a membership page is asked to sign in, and comes back to the form', async ({
    page,
    request,
    siteInfo,
  }) => {
    test.setTimeout(90_000);
    const account = await olderAccount(request, siteInfo, 'hardship-visitor');
    await page.goto('/products/membership/basic');
    const box = section(page);
    await expect(box.getByText('Basic, free for 90 days')).toBeVisible();
    await expect(box.getByRole('textbox')).toHaveCount(0);
    await box.getByRole('link', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL('/products/membership/basic#hardship');
    await expect(
      section(page).getByRole('textbox', { name: /What do you need it for\?/ }),
    ).toBeVisible();
  });
});
