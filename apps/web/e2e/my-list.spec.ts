/// <reference types="node" />
// "My list" (issue 28, part 2): services saved from /resources and from a hub, listed on
// /my-list with their numbers, sent by a text message written on the device, printed on their
// own, kept through a reload with no request sent, removed by "Clear this device", kept nowhere
// after a shared-computer tab closes, opened offline from the offline copy, and axe-clean.
import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  CONNECTION_CHECK,
  expectPageShown,
  installOfflineCopy,
  waitForAppToOwnForm,
} from './support/helpers';

const LIST_KEY = 'harbor:my-list';
const FROM_RESOURCES = { name: 'SAMHSA National Helpline', number: '1-800-662-4357' };
const FROM_HUB = { name: '211', number: '211' };

/**
 * Waits until React owns this button (hydrated), so a click is not lost. Names are matched from
 * their start: Chromium reads the service's name, hidden for screen readers, after a space.
 */
async function waitToOwn(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole('button', { name }).first();
  await expect(button).toBeVisible();
  await expect
    .poll(() =>
      button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

/** Saves a service from its card on the page, and checks the card says so. */
async function saveFromCard(page: Page, name: string): Promise<void> {
  const card = page.getByRole('article', { name, exact: true }).first();
  await waitToOwn(page, /^Save to my list/);
  await card.getByRole('button', { name: /^Save to my list/ }).click();
  await expect(card.getByText('Saved to my list.')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Remove from my list/ })).toBeFocused();
}

async function storedList(page: Page): Promise<{ local: string | null; session: string | null }> {
  return await page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    LIST_KEY,
  );
}

async function savedNames(page: Page): Promise<string[]> {
  return await page
    .getByRole('region', { name: 'My list' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

test.describe('my list', () => {
  test('saves a service from /resources and one from a hub, lists them, sends nothing, and keeps them through a reload', async ({
    page,
    baseURL,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const origin = new URL(baseURL ?? '').origin;

    await page.goto('/resources');
    await expectPageShown(page, '/resources');
    await page.waitForLoadState('networkidle');
    const beforeSave = requests.length;
    await saveFromCard(page, FROM_RESOURCES.name);
    // Saving sent nothing: no request at all but the site's own code files (GET /assets/…).
    await page.waitForTimeout(500);
    expect(
      requests
        .slice(beforeSave)
        .filter((request) => {
          const url = new URL(request.url());
          return !(
            request.method() === 'GET' &&
            url.origin === origin &&
            url.pathname.startsWith('/assets/')
          );
        })
        .map((request) => `${request.method()} ${request.url()}`),
    ).toEqual([]);

    await page.goto('/challenges/poverty');
    await expectPageShown(page, '/challenges/poverty');
    await saveFromCard(page, FROM_HUB.name);

    // "See my list" on the card opens the list within the site.
    await page
      .getByRole('article', { name: FROM_HUB.name, exact: true })
      .first()
      .getByRole('link', { name: 'See my list' })
      .click();
    await expectPageShown(page, '/my-list');
    await expect(page.getByRole('heading', { level: 1, name: 'My list' })).toBeVisible();
    await expect.poll(() => savedNames(page)).toEqual([FROM_RESOURCES.name, FROM_HUB.name]);
    const list = page.getByRole('region', { name: 'My list' });
    await expect(list.getByRole('link', { name: /^Call 211\b/ })).toHaveAttribute(
      'href',
      'tel:211',
    );

    // The text message is written on the device: both names and both numbers.
    const sms = await page.getByRole('link', { name: 'Send by text message' }).getAttribute('href');
    expect(sms).toMatch(/^sms:\?&body=/);
    const body = decodeURIComponent((sms ?? '').replace(/^sms:\?&body=/, ''));
    for (const { name, number } of [FROM_RESOURCES, FROM_HUB]) {
      expect(body).toContain(name);
      expect(body).toContain(number);
    }
    const mail = await page.getByRole('link', { name: 'Send by email' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:\?subject=/);

    // Only ids are kept, in this tab.
    const stored = await storedList(page);
    expect(stored.local).toBeNull();
    expect(JSON.parse(stored.session ?? '{}').ids).toEqual(['samhsa-helpline', '211']);

    await page.reload();
    await expectPageShown(page, '/my-list');
    await expect.poll(() => savedNames(page)).toEqual([FROM_RESOURCES.name, FROM_HUB.name]);

    // Nothing of the visit went to the backend or to any other site: only this site's files.
    expect(
      requests.map((request) => request.url()).filter((url) => new URL(url).origin !== origin),
    ).toEqual([]);
    expect(requests.filter((request) => request.method() !== 'GET').map((r) => r.url())).toEqual(
      [],
    );
    for (const request of requests) {
      expect(request.url()).not.toContain('samhsa-helpline');
    }
  });

  test('prints the list alone: no header, footer, buttons or page title', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ format: 'harbor-my-list', version: 1, ids: ['211', 'samhsa-helpline'] }),
        ),
      LIST_KEY,
    );
    await page.goto('/my-list');
    await expectPageShown(page, '/my-list');
    await expect.poll(() => savedNames(page)).toEqual(['211', 'SAMHSA National Helpline']);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.harbor-header')).toBeHidden();
    await expect(page.locator('.harbor-footer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My list' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print my list' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Send by text message' })).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Keep my list on this device' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Remove from my list/ }).first()).toBeHidden();
    const list = page.getByRole('region', { name: 'My list' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('heading', { name: 'SAMHSA National Helpline' })).toBeVisible();
    await expect(list.getByRole('link', { name: /^Call 1-800-662-4357/ })).toBeVisible();
    // Everything visible is inside the list.
    const outside = await page.evaluate(() => {
      const region = document.querySelector('.web-my-list__list');
      return [...document.querySelectorAll('main *')]
        .filter((element) => element instanceof HTMLElement && element.offsetParent !== null)
        .filter((element) => !region?.contains(element) && !element.contains(region))
        .filter((element) => (element.textContent ?? '').trim() !== '')
        .map((element) => element.tagName);
    });
    expect(outside).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  });

  test('is removed by "Clear this device", also when kept on the device', async ({ page }) => {
    await page.goto('/resources');
    await expectPageShown(page, '/resources');
    await saveFromCard(page, FROM_RESOURCES.name);
    await page.getByRole('link', { name: 'See my list' }).first().click();
    await expectPageShown(page, '/my-list');
    await waitToOwn(page, /^Remove from my list/);
    await page.getByRole('checkbox', { name: 'Keep my list on this device' }).check();
    await expect.poll(async () => (await storedList(page)).local).toContain('samhsa-helpline');

    await page.goto('/clear-device');
    await expect(page.getByText('Your list of services', { exact: true })).toBeVisible();
    await waitForAppToOwnForm(page);
    await page.getByRole('button', { name: "Clear Harbor's data from this device" }).click();
    await expect(
      page.getByRole('heading', { name: "Harbor's data is gone from this device" }),
    ).toBeVisible();
    expect(await storedList(page)).toEqual({ local: null, session: null });

    await page.goto('/my-list');
    await expectPageShown(page, '/my-list');
    await expect(page.getByText('Your list is empty.')).toBeVisible();
  });

  test('in shared-computer mode, is kept nowhere once the tab is closed', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('harbor:shared-computer', 'on'));
    await page.goto('/resources');
    await expectPageShown(page, '/resources');
    await saveFromCard(page, FROM_RESOURCES.name);
    // Within the page (a link of the site, no reload), the list is still there.
    await page.getByRole('link', { name: 'See my list' }).first().click();
    await expectPageShown(page, '/my-list');
    await expect(
      page.getByText(/On a shared computer, your list is kept in this page only/),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Keep my list on this device' })).toHaveCount(
      0,
    );
    await expect.poll(() => savedNames(page)).toEqual([FROM_RESOURCES.name]);
    expect(await storedList(page)).toEqual({ local: null, session: null });
    await page.close();

    const next = await context.newPage();
    await next.goto('/my-list');
    await expectPageShown(next, '/my-list');
    await expect(next.getByText('Your list is empty.')).toBeVisible();
    expect(await storedList(next)).toEqual({ local: null, session: null });
  });

  test('has no axe violations, with a service and one no longer listed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ format: 'harbor-my-list', version: 1, ids: ['211', 'closed-service'] }),
        ),
      LIST_KEY,
    );
    await page.goto('/my-list');
    await expectPageShown(page, '/my-list');
    await expect(page.getByText('A service we no longer list')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('my list offline', () => {
  test.use({ serviceWorkers: 'allow', expectedProblems: [CONNECTION_CHECK, { scope: 'test' }] });

  test('opens from the offline copy with the saved services and their numbers', async ({
    page,
    context,
  }) => {
    await installOfflineCopy(page);
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({ format: 'harbor-my-list', version: 1, ids: ['211'] }),
        ),
      LIST_KEY,
    );
    await context.setOffline(true);

    await page.goto('/my-list');
    await expectPageShown(page, '/my-list');
    await expect(page.getByText("You're offline. Phone numbers still work.")).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'My list' }).getByRole('link', { name: /^Call 211\b/ }),
    ).toHaveAttribute('href', 'tel:211');
  });
});
