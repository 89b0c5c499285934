/// <reference types="node" />
// Journey 12: token refresh. The `shortTokens` site's backend issues 20-second access tokens, so a
// member who stays 60 s outlives three of them and only stays signed in if the site refreshes.
import { expect, test } from './fixtures';
import { headerActions, signIn, storedSession } from './support/helpers';

test.use({ site: 'shortTokens' });

// Token refresh does not depend on the screen size: one project runs it (it waits a minute).
test('a member who stays 60 s with 20-second tokens is still signed in and still sees the badge @desktop-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/auth/v1/token?grant_type=refresh_token'))
      refreshes.push(response.status());
  });

  await signIn(page, 'premium@harbor.test');
  let actions = await headerActions(page);
  await expect(
    actions.getByText('Premium', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  const first = await storedSession(page);
  expect(first?.expires_at, 'the backend issues short-lived tokens').toBeLessThanOrEqual(
    Date.now() / 1000 + 21,
  );

  await page.waitForTimeout(60_000);

  // The first token died 40 s ago: the site swapped it for new ones on its own.
  expect(refreshes.length, 'refresh-token requests while the member stayed').toBeGreaterThanOrEqual(
    2,
  );
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect((await storedSession(page))?.access_token).not.toBe(first?.access_token);

  actions = await headerActions(page);
  await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(
    actions.getByText('Premium', { exact: true }).filter({ visible: true }),
  ).toBeVisible();

  // A new page load keeps the member: the stored session is renewed and the backend accepts it
  // (the membership query answers 200 and the badge shows again).
  const membership = page.waitForResponse((response) =>
    response.url().includes('/rest/v1/memberships?'),
  );
  await page.reload();
  expect((await membership).status()).toBe(200);
  actions = await headerActions(page);
  await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(
    actions.getByText('Premium', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
});
