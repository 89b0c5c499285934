// The team's console in journeys: a staff member of the test's own, made by the operators' path
// (sign-up, then `staff_set_member` with the service role), and the first sign-in that enrols an
// authenticator. A test uses a new member rather than the shared demo admin, because a second
// factor verified in one test ends that account's other sessions, as GoTrue does.
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from '../fixtures';
import { newEmail, submitSignIn } from './helpers';
import type { E2ESite } from './sites';

/** The label of the console's code field. */
export const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';

/** The TOTP code of `secret` now (or `offset` ms from now). */
export const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset });

export interface NewStaffMember {
  email: string;
  password: string;
  role: 'editor' | 'admin';
}

/** A new account, made staff (an editor unless `role` says admin). `label` names its email. */
export async function newStaffMember(
  request: APIRequestContext,
  site: E2ESite,
  role: NewStaffMember['role'] = 'editor',
  label = 'staff',
): Promise<NewStaffMember> {
  const email = newEmail(label);
  const password = 'a-long-enough-password';
  const signUp = await request.post(`${site.backendURL}/auth/v1/signup`, {
    headers: { apikey: site.anonKey },
    data: { email, password },
  });
  expect(signUp.status(), 'sign-up through the API').toBe(200);
  const staff = await request.post(`${site.backendURL}/rest/v1/rpc/staff_set_member`, {
    headers: { apikey: site.serviceRoleKey, Authorization: `Bearer ${site.serviceRoleKey}` },
    data: { p_email: email, p_role: role },
  });
  expect(staff.status(), 'made staff with the service role').toBe(200);
  return { email, password, role };
}

/** Signs in on /staff for the first time and enrols the authenticator; answers its secret. */
export async function enrolAtFirstSignIn(
  page: Page,
  { email, password }: Pick<NewStaffMember, 'email' | 'password'>,
): Promise<string> {
  await page.goto('/staff');
  await submitSignIn(page, email, password);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.locator('.staff-enrol__secret').innerText()).trim();
  await page.getByLabel(CODE_LABEL).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Check the code and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  return secret;
}
