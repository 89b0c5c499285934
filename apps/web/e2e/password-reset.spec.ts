/// <reference types="node" />
// Journey 7: password reset through the local outbox.
// Runs on the `isolated` site (its own backend): changing a demo account's password must not
// race with the other journeys signing in as the demo accounts on `main`.
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, headerActions, signIn, waitForApp } from './support/helpers';

interface OutboxMessage {
  to: string;
  subject: string;
  type: string;
  link: string;
  createdAt: string;
}

test.use({ site: 'isolated' });

// Desktop only (tag): it changes the account for good, so it runs once.
test(
  'a demo member resets their password from the emailed link and signs in with the new one',
  { tag: '@desktop-only' },
  async ({ page, request, siteInfo }) => {
    const email = 'basic@harbor.test';
    const newPassword = `new-password-${Date.now()}`;

    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/login\?mode=reset/);
    // Wait for the reset form itself: the sign-in form before it has an Email field too.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'a link to reset your password is on its way' }),
    ).toBeVisible();

    // The outbox answers only a same-machine client with the service-role key.
    const outbox = await request.get(siteInfo.outboxURL, {
      headers: { apikey: siteInfo.serviceRoleKey },
    });
    expect(outbox.status()).toBe(200);
    const { messages } = (await outbox.json()) as { messages: OutboxMessage[] };
    const resetMail = messages
      .filter((message) => message.to === email && message.type === 'recovery')
      .at(-1);
    expect(resetMail, `a recovery email to ${email} in the outbox`).toBeDefined();
    // The link goes to the backend first, which sends the browser back to the site's update form.
    expect(resetMail?.link.startsWith(siteInfo.backendURL)).toBe(true);

    await page.goto(resetMail?.link ?? '');
    await expect(page).toHaveURL(/\/login\?mode=update/);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();

    // Saved: the member is signed in with the recovery session and leaves the form.
    await expect(page).not.toHaveURL(/mode=update/);
    const actions = await headerActions(page);
    await actions.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');

    // The old password no longer works; the new one does, through the form.
    const oldPassword = await request.post(
      `${siteInfo.backendURL}/auth/v1/token?grant_type=password`,
      {
        headers: { apikey: siteInfo.anonKey },
        data: { email, password: DEMO_PASSWORD },
      },
    );
    expect(oldPassword.status()).toBe(400);
    await signIn(page, email, newPassword);
    await expect(
      (await headerActions(page)).getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
  },
);
