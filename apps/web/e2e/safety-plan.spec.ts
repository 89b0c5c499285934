/// <reference types="node" />
// "My safety plan" (issue 28, part 1): made on the device, kept through a reload with no request
// sent, opens offline from the offline copy, removed by "Clear this device", kept nowhere after
// a shared-computer tab closes, printed on its own, and axe-clean.
import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  CONNECTION_CHECK,
  expectPageShown,
  installOfflineCopy,
  waitForAppToOwnForm,
} from './support/helpers';

/** Waits until React owns the page's buttons (hydrated), so a click is not lost. */
async function waitForPlanToHydrate(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add a warning sign' });
  await expect
    .poll(() =>
      add.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

const PLAN_KEY = 'harbor:safety-plan';

async function openPlan(page: Page): Promise<void> {
  await page.goto('/safety-plan');
  await expectPageShown(page, '/safety-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await waitForPlanToHydrate(page);
}

/** Adds one entry under a step: its "Add" button, then types into the new field. */
async function addEntry(page: Page, add: string, label: string, text: string): Promise<void> {
  await page.getByRole('button', { name: add, exact: true }).click();
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeFocused();
  await field.fill(text);
}

async function storedPlan(page: Page): Promise<{ local: string | null; session: string | null }> {
  return await page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    PLAN_KEY,
  );
}

test.describe('my safety plan', () => {
  test('is made on the device, is there after a reload, and sends nothing', async ({
    page,
    baseURL,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await openPlan(page);
    await page.waitForLoadState('networkidle');
    const afterLoad = requests.length;

    await addEntry(page, 'Add a warning sign', 'Warning sign 1', 'I stop answering my phone');
    await addEntry(page, 'Add a person', 'Person I can ask 1', 'Aunt Rosa 555-123-4567');
    await expect(page.getByRole('status').filter({ hasText: 'Saved for this tab.' })).toBeVisible();

    // Its number is a one-tap link in the plan.
    const summary = page.getByRole('region', { name: 'My safety plan' });
    await expect(summary.getByRole('link', { name: '555-123-4567' })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );

    // Typing and saving sent nothing: no request at all but the site's own code files, which a
    // phone's menu may still fetch while idle (GET /assets/…), and none carries the plan.
    await page.waitForTimeout(500);
    const origin = new URL(baseURL ?? '').origin;
    const sent = requests.slice(afterLoad).filter((request) => {
      const url = new URL(request.url());
      return !(
        request.method() === 'GET' &&
        url.origin === origin &&
        url.pathname.startsWith('/assets/')
      );
    });
    expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    for (const request of requests.slice(afterLoad)) {
      expect(`${request.url()} ${request.postData() ?? ''}`).not.toMatch(/Rosa|answering/);
    }

    await page.reload();
    await expectPageShown(page, '/safety-plan');
    await expect(page.getByLabel('Warning sign 1', { exact: true })).toHaveValue(
      'I stop answering my phone',
    );
    await expect(page.getByText('We kept your plan from earlier in this tab.')).toBeVisible();
    expect((await storedPlan(page)).session).toContain('Aunt Rosa');

    // Nothing of the visit went to the backend or to any other site: only this site's files.
    expect(
      requests.map((request) => request.url()).filter((url) => new URL(url).origin !== origin),
    ).toEqual([]);
    expect(requests.filter((request) => request.method() !== 'GET').map((r) => r.url())).toEqual(
      [],
    );
  });

  test('is removed by "Clear this device", also when kept on the device', async ({ page }) => {
    await openPlan(page);
    await addEntry(page, 'Add a reason', 'Reason for living 1', 'My little brother');
    await page.getByRole('checkbox', { name: 'Keep this on this device' }).check();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved on this device.' }),
    ).toBeVisible();
    expect((await storedPlan(page)).local).toContain('My little brother');

    await page.goto('/clear-device');
    await expect(page.getByText('Your safety plan', { exact: true })).toBeVisible();
    await waitForAppToOwnForm(page);
    await page.getByRole('button', { name: "Clear Harbor's data from this device" }).click();
    await expect(
      page.getByRole('heading', { name: "Harbor's data is gone from this device" }),
    ).toBeVisible();
    expect(await storedPlan(page)).toEqual({ local: null, session: null });

    await openPlan(page);
    await expect(page.getByLabel('Reason for living 1', { exact: true })).toHaveCount(0);
  });

  test('in shared-computer mode, is kept nowhere once the tab is closed', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('harbor:shared-computer', 'on'));
    await openPlan(page);
    await expect(
      page.getByText(/On a shared computer, your plan is kept in this page only/),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Keep this on this device' })).toHaveCount(0);
    await addEntry(page, 'Add a reason', 'Reason for living 1', 'My friends');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved in this page only.' }),
    ).toBeVisible();
    expect(await storedPlan(page)).toEqual({ local: null, session: null });
    await page.close();

    const next = await context.newPage();
    await next.goto('/safety-plan');
    await expect(next.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
    await waitForPlanToHydrate(next);
    await expect(next.getByLabel('Reason for living 1', { exact: true })).toHaveCount(0);
    expect(await storedPlan(next)).toEqual({ local: null, session: null });
  });

  test('prints the plan alone: no header, footer or buttons', async ({ page }) => {
    await openPlan(page);
    await addEntry(page, 'Add a reason', 'Reason for living 1', 'Seeing the sea again');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.harbor-header')).toBeHidden();
    await expect(page.locator('.harbor-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print my plan' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add a reason' })).toBeHidden();
    const summary = page.getByRole('region', { name: 'My safety plan' });
    await expect(summary).toBeVisible();
    await expect(summary.getByText('Seeing the sea again')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  test('has no axe violations', async ({ page }) => {
    await openPlan(page);
    await addEntry(page, 'Add a warning sign', 'Warning sign 1', 'I stop eating');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('my safety plan offline', () => {
  test.use({ serviceWorkers: 'allow', expectedProblems: [CONNECTION_CHECK, { scope: 'test' }] });

  test('opens from the offline copy and still keeps what is typed', async ({ page, context }) => {
    await installOfflineCopy(page);
    await context.setOffline(true);

    await openPlan(page);
    await expect(page.getByText("You're offline. Phone numbers still work.")).toBeVisible();
    await addEntry(page, 'Add a warning sign', 'Warning sign 1', 'I can’t sleep');
    await expect(page.getByRole('status').filter({ hasText: 'Saved for this tab.' })).toBeVisible();
    expect((await storedPlan(page)).session).toContain('sleep');
  });
});

test.describe('my safety plan in Spanish (/es/plan-de-seguridad, issue 25)', () => {
  async function openSpanishPlan(page: Page): Promise<void> {
    await page.goto('/es/plan-de-seguridad');
    await expectPageShown(page, '/es/plan-de-seguridad');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mi plan de seguridad' }),
    ).toBeVisible();
    const add = page.getByRole('button', { name: 'Agregar una señal de alerta' });
    await expect
      .poll(() =>
        add.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
  }

  test('is the same plan in both languages: written in Spanish, shown in English after the language link', async ({
    page,
  }) => {
    await openSpanishPlan(page);
    // A new plan starts with 988 in Spanish, one tap to call or to text AYUDA.
    const summary = page.getByRole('region', { name: 'Mi plan de seguridad' });
    await expect(summary.locator('a[href="sms:988?&body=AYUDA"]')).toHaveCount(1);
    await addEntry(page, 'Agregar una razón', 'Razón para vivir 1', 'Mi hija Ana');
    await expect(
      page.getByRole('status').filter({ hasText: 'Guardado en esta pestaña.' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'English' }).click();
    await expectPageShown(page, '/safety-plan');
    await expect(page.getByLabel('Reason for living 1', { exact: true })).toHaveValue(
      'Mi hija Ana',
    );
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow', expectedProblems: [CONNECTION_CHECK, { scope: 'test' }] });

    test('opens from the offline copy and keeps what is typed', async ({ page, context }) => {
      await installOfflineCopy(page, '/es');
      await context.setOffline(true);

      await openSpanishPlan(page);
      await addEntry(page, 'Agregar una señal de alerta', 'Señal de alerta 1', 'No duermo');
      await expect(
        page.getByRole('status').filter({ hasText: 'Guardado en esta pestaña.' }),
      ).toBeVisible();
      expect((await storedPlan(page)).session).toContain('No duermo');
    });
  });
});
