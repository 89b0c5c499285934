/// <reference types="node" />
// Help before JavaScript (issue 12): a prerendered form can be used before its JavaScript has
// arrived. What is typed is kept, and a form sent early is sent by the app once it is ready,
// never as a GET that puts what was typed (a password) in the address bar.
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, headerActions } from './support/helpers';

/** Holds the page's entry script back until `release` is called. */
async function holdEntryScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, wasRequested };
}

/** Whether React owns the first form of the page's main. */
function appOwnsForm(page: Page) {
  return page.evaluate(() => {
    const form = document.querySelector('main form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'));
  });
}

test.describe('a prerendered form before the JavaScript', () => {
  test('sign-in typed and sent before the app is ready signs in, with nothing in the address bar', async ({
    page,
  }) => {
    const entry = await holdEntryScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await entry.wasRequested;
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Harbor' })).toBeVisible();
    expect(await appOwnsForm(page)).toBe(false);

    await page.getByLabel('Email').fill('free@harbor.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Held back: no GET with the password, the page and what was typed stay.
    expect(page.url()).not.toContain('password');
    await expect(page.getByLabel('Email')).toHaveValue('free@harbor.test');

    entry.release();
    await expect(page).not.toHaveURL(/\/login/);
    const actions = await headerActions(page);
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(page.url()).not.toContain(DEMO_PASSWORD);
  });

  test('what was typed before the app was ready is what the form checks and sends', async ({
    page,
  }) => {
    const entry = await holdEntryScript(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await entry.wasRequested;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Your name').fill('Sam Early');
    // An address the form refuses: after the hand-over the app's own check must see it.
    await page.getByLabel('Email').fill('not-an-address');

    entry.release();
    await expect.poll(() => appOwnsForm(page)).toBe(true);
    await expect(page.getByLabel('Your name')).toHaveValue('Sam Early');
    await page.getByRole('button', { name: /send/i }).click();
    // The app checked what was typed early: the email is refused, the name is not missing.
    await expect(
      page.getByText('Enter an email address like name@example.com.').first(),
    ).toBeVisible();
    await expect(page.getByText(/Enter your name/)).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toHaveValue('Sam Early');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-address');
  });
});
