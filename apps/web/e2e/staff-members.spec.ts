/// <reference types="node" />
// The team's console, members and money (issue 26, part 3), end to end against the local backend:
// a staff admin signs in with password and TOTP (codes computed with otpauth), grants a member a complimentary membership and ends it (the member sees
// the Premium badge, then loses it), downloads donations as CSV (a formula cell neutralised),
// reads each step in the audit trail, and adds and removes an editor. axe on every page.
import fs from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  closeMenuIfOpen,
  headerActions,
  newEmail,
  overflowingElement,
  signIn,
  submitSignIn,
} from './support/helpers';
import type { E2ESite } from './support/sites';
import { CODE_LABEL, codeFor } from './support/staff';

const PASSWORD = 'a-long-enough-password';

/** A new account through the API, with the name it signed up with. */
async function newAccount(
  request: APIRequestContext,
  site: E2ESite,
  label: string,
  fullName = `Test ${label}`,
): Promise<{ id: string; email: string }> {
  const email = newEmail(label);
  const signUp = await request.post(`${site.backendURL}/auth/v1/signup`, {
    headers: { apikey: site.anonKey },
    data: { email, password: PASSWORD, data: { full_name: fullName } },
  });
  expect(signUp.status(), 'sign-up through the API').toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };
  return { id: user.id, email };
}

interface StaffAdmin {
  email: string;
  totpSecret: string;
}

/**
 * A staff admin of this test's own: a new account that enrolled and verified a TOTP authenticator
 * through the Auth API, made admin with the service role (what `pnpm staff:add` calls). Not the
 * shared demo admin: verifying a code ends the account's other aal1 sessions (as GoTrue does), so
 * tests signing in as one account at the same time would sign each other out.
 */
async function newStaffAdmin(request: APIRequestContext, site: E2ESite): Promise<StaffAdmin> {
  const email = newEmail('admin');
  const signUp = await request.post(`${site.backendURL}/auth/v1/signup`, {
    headers: { apikey: site.anonKey },
    data: { email, password: PASSWORD },
  });
  expect(signUp.status(), 'sign-up through the API').toBe(200);
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const auth = { apikey: site.anonKey, Authorization: `Bearer ${token}` };
  const enrol = await request.post(`${site.backendURL}/auth/v1/factors`, {
    headers: auth,
    data: { factor_type: 'totp' },
  });
  expect(enrol.status(), 'TOTP enrolled').toBe(200);
  const factor = (await enrol.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(
    `${site.backendURL}/auth/v1/factors/${factor.id}/challenge`,
    {
      headers: auth,
      data: {},
    },
  );
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verify = await request.post(`${site.backendURL}/auth/v1/factors/${factor.id}/verify`, {
    headers: auth,
    data: { challenge_id: challengeId, code: codeFor(factor.totp.secret) },
  });
  expect(verify.status(), 'TOTP verified').toBe(200);
  const role = await request.post(`${site.backendURL}/rest/v1/rpc/staff_set_member`, {
    headers: { apikey: site.serviceRoleKey, Authorization: `Bearer ${site.serviceRoleKey}` },
    data: { p_email: email, p_role: 'admin' },
  });
  expect(role.status(), 'made admin with the service role').toBe(200);
  return { email, totpSecret: factor.totp.secret };
}

/** The console at `path`, signed in as `admin`: password, then a TOTP code. */
async function staffSignIn(page: Page, admin: StaffAdmin, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: "Sign in to the team's console" }),
  ).toBeVisible();
  await submitSignIn(page, admin.email, PASSWORD);
  const code = page.getByRole('textbox', { name: CODE_LABEL });
  await code.fill(codeFor(admin.totpSecret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible({ timeout: 20_000 });
}

/** Opens a console page from its nav, as a staff member would. */
async function openConsolePage(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Team console' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The audit trail's rows of the actions `admin` took. */
function auditRows(page: Page, admin: StaffAdmin) {
  return page.getByRole('table').getByRole('row').filter({ hasText: admin.email });
}

async function premiumBadges(page: Page): Promise<number> {
  const actions = await headerActions(page);
  const count = await actions
    .getByText('Premium', { exact: true })
    .filter({ visible: true })
    .count();
  await closeMenuIfOpen(page);
  return count;
}

/** A second browser, signed in as the member. */
async function memberPage(browser: Browser, site: E2ESite, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.baseURL });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

/**
 * The local backend bundles its functions on their first call: do that now, not within the
 * site's 10 s request timeout (a call without a staff session is refused at once).
 */
async function warmUpExport(request: APIRequestContext, site: E2ESite): Promise<void> {
  const warm = await request.post(`${site.backendURL}/functions/v1/staff-export`, {
    headers: { apikey: site.anonKey, Authorization: `Bearer ${site.anonKey}` },
    data: { kind: 'donations' },
    timeout: 120_000,
  });
  expect(warm.status(), 'an export without a staff session is refused').toBe(403);
}

test.describe('the team console: members, money, audit, team', () => {
  test('a complimentary membership gives the Premium badge, ending it takes it away, and the audit trail shows both', async ({
    page,
    browser,
    request,
    siteInfo,
  }) => {
    test.setTimeout(240_000);
    const account = await newAccount(request, siteInfo, 'comp');
    const member = await memberPage(browser, siteInfo, account.email);
    expect(await premiumBadges(member), 'no badge before the comp').toBe(0);

    const admin = await newStaffAdmin(request, siteInfo);
    await staffSignIn(page, admin, '/staff/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    expect(await axeViolations(page), 'axe on the members page').toEqual([]);
    await page.getByRole('searchbox', { name: /Email address, or part of it/ }).fill(account.email);
    await page.getByRole('button', { name: 'Find' }).click();
    const heading = page.getByRole('heading', { level: 2, name: account.email });
    await expect(heading).toBeFocused();

    await page.getByRole('combobox', { name: 'Tier' }).selectOption('premium');
    await page.getByRole('textbox', { name: /Reason/ }).fill('Speaker at our spring event');
    await page.getByRole('button', { name: 'Grant complimentary membership' }).click();
    await expect(page.getByText(/Complimentary Premium granted until/)).toBeVisible();
    expect(await overflowingElement(page), "a member's details fit the screen").toBeNull();
    await expect(
      page.getByRole('cell', { name: 'Reason: Speaker at our spring event' }),
    ).toBeVisible();
    expect(await axeViolations(page), 'axe on a member with a comp').toEqual([]);

    await member.reload();
    await expect(async () => {
      expect(await premiumBadges(member)).toBe(1);
    }, 'the member sees the Premium badge').toPass({ timeout: 20_000 });

    await page.getByRole('button', { name: 'End complimentary membership now' }).click();
    await expect(page.getByText(/The complimentary membership has ended/)).toBeVisible();
    await member.reload();
    await expect(async () => {
      expect(await premiumBadges(member)).toBe(0);
    }, 'the member no longer has the badge').toPass({ timeout: 20_000 });
    await member.context().close();

    await openConsolePage(page, 'Audit');
    const mine = auditRows(page, admin);
    await expect(mine.filter({ hasText: 'Granted a complimentary membership' })).toHaveCount(1);
    await expect(mine.filter({ hasText: 'Ended a complimentary membership' })).toHaveCount(1);
    expect(await axeViolations(page), 'axe on the audit trail').toEqual([]);
  });

  test('donations download as CSV with formula cells neutralised, and the download is in the audit trail', async ({
    page,
    request,
    siteInfo,
  }) => {
    test.setTimeout(180_000);
    await warmUpExport(request, siteInfo);
    const donor = await newAccount(
      request,
      siteInfo,
      'donor',
      '=HYPERLINK("http://evil.test","Click")',
    );
    const donation = await request.post(`${siteInfo.backendURL}/rest/v1/donations`, {
      headers: {
        apikey: siteInfo.serviceRoleKey,
        Authorization: `Bearer ${siteInfo.serviceRoleKey}`,
      },
      data: {
        user_id: donor.id,
        amount_cents: 2500,
        status: 'paid',
        paid_at: new Date().toISOString(),
        stripe_session_id: `cs_e2e_${Date.now()}`,
      },
    });
    expect(donation.status(), 'a paid donation written with the service role').toBe(201);

    const admin = await newStaffAdmin(request, siteInfo);
    await staffSignIn(page, admin, '/staff/money');
    await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await axeViolations(page), 'axe on the money page').toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download donations (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^harbor-donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,paid_at,status,amount,currency,recurring,donor_email,donor_name',
    );
    const row = lines.find((line) => line.includes(donor.email));
    expect(row, 'the donation is in the file').toBeDefined();
    expect(row).toContain(',paid,25.00,usd,no,');
    expect(row?.endsWith(`,"'=HYPERLINK(""http://evil.test"",""Click"")"`), row).toBe(true);
    await expect(
      page.getByRole('link', { name: /Save harbor-donations-.*\.csv again/ }),
    ).toBeVisible();

    await openConsolePage(page, 'Audit');
    await expect(
      auditRows(page, admin).filter({ hasText: /Downloaded a CSV export\s*export donations/ }),
    ).toHaveCount(1);
  });

  test('an admin adds and removes an editor on a phone, and the team page has no axe violations', async ({
    page,
    request,
    siteInfo,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const editor = await newAccount(request, siteInfo, 'editor');
    const admin = await newStaffAdmin(request, siteInfo);
    await staffSignIn(page, admin, '/staff/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await page
      .getByRole('textbox', { name: /Email address of their Harbor account/ })
      .fill(editor.email);
    await page.getByRole('button', { name: 'Add editor' }).click();
    await expect(page.getByText(`${editor.email} is now an editor.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: editor.email })).toBeVisible();
    expect(await axeViolations(page), 'axe on the team page').toEqual([]);
    expect(await overflowingElement(page), 'nothing sticks out sideways on a phone').toBeNull();

    await page.getByRole('button', { name: `Remove ${editor.email}` }).click();
    await expect(page.getByText(`${editor.email} is no longer staff.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: editor.email })).toHaveCount(0);

    await openConsolePage(page, 'Members');
    expect(await overflowingElement(page), 'the members page fits a phone').toBeNull();
    await openConsolePage(page, 'Audit');
    const mine = auditRows(page, admin).filter({ hasText: editor.id });
    await expect(mine.filter({ hasText: 'Added a staff member' })).toHaveCount(1);
    await expect(mine.filter({ hasText: 'Removed a staff member' })).toHaveCount(1);
  });
});
