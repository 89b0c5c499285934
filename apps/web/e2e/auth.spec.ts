/// <reference types="node" />
// Journeys 3 to 6: sign up, sign in as each demo account, sign out, wrong password and empty fields.
import { expect, test } from './fixtures';
import {
  DEMO_ACCOUNTS,
  createMember,
  DEMO_PASSWORD,
  REFUSED_SIGN_IN,
  VALIDATION_MESSAGE,
  headerActions,
  newEmail,
  signIn,
  storageKeys,
  storedSession,
  submitSignIn,
} from './support/helpers';

const isMembershipResponse = (url: string) => url.includes('/rest/v1/memberships?');

test.describe('journey 3: signing up as a new person', () => {
  test('signs them in with their full name, without a Premium badge, and a reload keeps the session', async ({
    page,
    request,
    siteInfo,
  }) => {
    const email = newEmail('new-person');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ada Lovelace-Byron');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    const membershipLoaded = page.waitForResponse((response) =>
      isMembershipResponse(response.url()),
    );
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).not.toHaveURL(/\/signup/);
    await membershipLoaded;
    await page.waitForLoadState('networkidle');
    let actions = await headerActions(page);
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);

    // The full name went along as sign-up metadata and landed in the member's profile.
    const session = await storedSession(page);
    expect(session, 'a stored session after sign-up').not.toBeNull();
    const profiles = await request.get(
      `${siteInfo.backendURL}/rest/v1/profiles?select=email,full_name`,
      {
        headers: { apikey: siteInfo.anonKey, Authorization: `Bearer ${session?.access_token}` },
      },
    );
    expect(profiles.status()).toBe(200);
    expect(await profiles.json()).toEqual([{ email, full_name: 'Ada Lovelace-Byron' }]);

    await page.reload();
    await page.waitForLoadState('networkidle');
    actions = await headerActions(page);
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
  });
});

test.describe('journey 4: signing in as each demo account', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} ${account.badge ? 'sees' : 'does not see'} the Premium badge`, async ({
      page,
    }) => {
      await page.goto('/login');
      const membershipLoaded = page.waitForResponse((response) =>
        isMembershipResponse(response.url()),
      );
      await submitSignIn(page, account.email, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      await membershipLoaded;
      await page.waitForLoadState('networkidle');

      const actions = await headerActions(page);
      await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      if (account.badge) {
        await expect(
          actions.getByText('Premium', { exact: true }).filter({ visible: true }),
        ).toBeVisible();
      } else {
        await expect(
          actions.getByText('Premium', { exact: true }).filter({ visible: true }),
        ).toHaveCount(0);
      }
    });
  }
});

test.describe('journey 5: signing out', () => {
  test('returns to / signed out, leaves no sb- entries in storage, and Back shows no member data', async ({
    page,
    request,
    siteInfo,
  }) => {
    // An account of its own: a global sign-out ends every session of the account it signs out.
    const member = await createMember(request, siteInfo, 'premium', 'signing-out');
    await signIn(page, member.email, member.password);
    await page.goto('/about');
    let actions = await headerActions(page);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    expect((await storageKeys(page)).some((key) => key.startsWith('sb-'))).toBe(true);

    const logout = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && /\/auth\/v1\/logout\?scope=global$/.test(request.url()),
    );
    await actions.getByRole('button', { name: 'Sign Out' }).click();
    await logout;

    await expect(page).toHaveURL('/');
    actions = await headerActions(page);
    await expect(actions.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
    expect((await storageKeys(page)).filter((key) => key.startsWith('sb-'))).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    actions = await headerActions(page);
    await expect(actions.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
    expect((await storageKeys(page)).filter((key) => key.startsWith('sb-'))).toEqual([]);
  });
});

test.describe('journey 6: a wrong password and empty fields', () => {
  // (An array option value is wrapped in a fixture tuple, or Playwright reads it as one.)
  test.use({ expectedProblems: [REFUSED_SIGN_IN, { scope: 'test' }] });

  test('a wrong password shows and announces the error by the form and keeps the email typed', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitSignIn(page, 'premium@harbor.test', 'not-the-password');

    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/invalid login credentials/i);
    // Announced: a role="alert" live region that the fields point at, and focus moved to it.
    const alertId = await alert.getAttribute('id');
    expect(alertId, 'the alert has an id the fields can point at').toBeTruthy();
    await expect(page.getByLabel('Email')).toHaveAttribute(
      'aria-describedby',
      new RegExp(`\\b${alertId}\\b`),
    );
    await expect(alert).toBeFocused();

    await expect(page.getByLabel('Email')).toHaveValue('premium@harbor.test');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('empty fields show the spec validation message and send nothing', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) tokenRequests.push(request.url());
    });

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGE);

    await page.getByLabel('Email').fill('premium@harbor.test');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGE);
    await expect(page.getByLabel('Email')).toHaveValue('premium@harbor.test');
    expect(tokenRequests).toEqual([]);
  });

  test('the sign-up form shows the same message for empty fields and sends nothing', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const signupRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/signup')) signupRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(VALIDATION_MESSAGE);
    expect(signupRequests).toEqual([]);
  });
});
