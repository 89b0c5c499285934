/// <reference types="node" />
// The money paths of issue 7, end to end against the local backend: its functions, the Stripe
// emulator's test-mode checkout page and its webhook, and private storage with signed URLs.
// Every test that buys or subscribes uses an account (or an email) of its own.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  createMember,
  headerActions,
  newEmail,
  signIn,
  storedSession,
  waitForApp,
} from './support/helpers';

/** Marks the current document; the mark survives client-side navigation but not a reload. */
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

async function payOnTestCheckout(page: Page, total: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

test.describe('buying a membership @desktop-only', () => {
  test('a free member buys Premium, lands on /payment-success and sees the Premium badge without reloading', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'free', 'buys-premium');
    await signIn(page, member.email, member.password);
    await page.goto('/products/membership/premium');

    await page.getByRole('button', { name: 'Join Premium for $10 a month' }).click();
    await payOnTestCheckout(page, '$10.00');

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you — your payment went through' }),
    ).toBeVisible();
    await expect(page.getByText('Your Premium membership is active.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Premium', { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'axe on the confirmation').toEqual([]);
    await markDocument(page);

    // Into the main layout by a link: the header shows the badge, and the page was never reloaded.
    await page.getByRole('link', { name: 'Go to Harbor home' }).click();
    await expect(page).toHaveURL('/');
    const actions = await headerActions(page);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
    expect(await documentIsTheSame(page), 'the page was not reloaded').toBe(true);

    // The plan page now offers to manage Premium rather than buy it again.
    await page.goto('/products/membership/premium');
    await expect(page.getByText('This is your current plan.')).toBeVisible();

    // "Manage your plan" opens the billing portal (the emulator's), which lists the subscription.
    await page.getByRole('button', { name: 'Manage your plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Premium membership' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Harbor' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-out visitor signs in first and comes back to the plan, with yearly still chosen', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'free', 'signs-in-to-buy');
    await page.goto('/products/membership/basic?billing=year');
    // The app's link, which carries the plan to come back to (a press before the app owns the
    // page would be a plain page load).
    await waitForApp(page);
    await page.getByRole('link', { name: 'Sign in to join Basic' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL('/products/membership/basic?billing=year');
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Join Basic for $50 a year' })).toBeEnabled();
  });

  test('cancelling on the checkout page lands on /payment-canceled and charges nothing', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'free', 'cancels-vip');
    await signIn(page, member.email, member.password);
    await page.goto('/products/membership/vip');
    await page.getByRole('button', { name: 'Join VIP for $25 a month' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL('/payment-canceled');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your payment was canceled' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Membership plans' }).click();
    await expect(page).toHaveURL('/products/membership');
    await expect(page.getByRole('button', { name: 'Join VIP for $25 a month' })).toBeVisible();
    const actions = await headerActions(page);
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
  });
});

test.describe('giving @desktop-only', () => {
  test('a guest gives a custom amount once and is thanked on /payment-success', async ({
    page,
  }) => {
    await page.goto('/donate');
    await page.getByRole('radio', { name: 'Other amount' }).check();
    const amount = page.getByLabel('Your amount in US dollars');
    await amount.fill('0.50');
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(page.getByText('Enter an amount from $1 to $10,000.')).toBeVisible();
    await expect(amount).toBeFocused();
    expect(await axeViolations(page), 'axe with the amount refused').toEqual([]);

    await amount.fill('12.50');
    await page.getByRole('button', { name: 'Donate $12.50' }).click();
    await payOnTestCheckout(page, '$12.50');

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
    ).toBeVisible();
    await expect(page.getByText(/Donation to Harbor/)).toContainText('$12.50');
  });

  test('a guest can start a monthly gift and come back from the checkout with nothing charged', async ({
    page,
  }) => {
    await page.goto('/donate');
    await page.getByRole('radio', { name: 'Every month' }).check();
    await page.getByRole('radio', { name: '$5', exact: true }).check();
    await page.getByRole('button', { name: 'Donate $5 a month' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('(every month)')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/payment-canceled');
  });
});

test.describe('giving in Spanish (issue 25) @desktop-only', () => {
  test('a guest gives from /es/donar: Stripe’s page opens in Spanish, and the thanks are in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/donar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('radio', { name: 'Otra cantidad' }).check();
    const amount = page.getByLabel('Su cantidad en dólares');
    await amount.fill('25,50');
    await page.getByRole('button', { name: 'Donar', exact: true }).click();
    await expect(
      page.getByText('Use solo números, con hasta dos cifras después del punto, como 25 o 25.50.'),
    ).toBeVisible();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('25,50');

    await amount.fill('25.50');
    await page.getByRole('button', { name: 'Donar $25.50' }).click();
    // The test checkout, as Stripe's page with the session's locale (es-419): in Spanish.
    await expect(page.getByRole('heading', { level: 1, name: 'Pago de prueba' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('cell', { name: 'Donación a Harbor' })).toBeVisible();
    await page.getByRole('button', { name: 'Pagar $25.50' }).click();

    await expect(page).toHaveURL(/\/es\/pago-completado\?session_id=cs_test_/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gracias por su donación' }),
    ).toBeVisible();
    await expect(page.getByText(/Donación a Harbor/)).toContainText('$25.50');
    expect(await axeViolations(page), 'axe on /es/pago-completado').toEqual([]);
  });

  test('a monthly gift left on Stripe’s page comes back to /es/pago-cancelado, nothing charged', async ({
    page,
  }) => {
    await page.goto('/es/donar');
    await page.getByRole('radio', { name: 'Cada mes' }).check();
    await page.getByRole('radio', { name: '$5', exact: true }).check();
    await page.getByRole('button', { name: 'Donar $5 al mes' }).click();
    await expect(page.getByText('(cada mes)')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL('/es/pago-cancelado');
    await expect(page.getByRole('heading', { level: 1, name: 'Su pago se canceló' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver a la página para donar' }).click();
    await expect(page).toHaveURL('/es/donar');
  });
});

test.describe('joining in Spanish (issue 25) @desktop-only', () => {
  test('a member on Gratis gets Básica from /es/membresia: Stripe in Spanish, the thanks, the billing page and back', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'free', 'joins-in-spanish');
    await signIn(page, member.email, member.password);
    await page.goto('/es/membresia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const basic = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: 'Básica' }),
    });
    await expect(basic).toContainText('La parte de la biblioteca para miembros (en inglés)');
    expect(await axeViolations(page), 'axe on /es/membresia').toEqual([]);
    await basic.getByRole('link', { name: 'Más sobre la membresía Básica' }).click();
    await expect(page).toHaveURL('/es/membresia/basica');

    await page.getByRole('radio', { name: /Cada año/ }).check();
    await page.getByRole('button', { name: 'Obtener la membresía Básica por $50 al año' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago de prueba' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Membresía Básica de Harbor (cada año)' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pagar $50.00' }).click();

    await expect(page).toHaveURL(/\/es\/pago-completado\?session_id=cs_test_/);
    await expect(page.getByText('Su membresía Básica está activa.')).toBeVisible();

    await page.goto('/es/membresia/basica');
    await expect(page.getByText('Esta es su membresía actual.')).toBeVisible();
    await page.getByRole('button', { name: 'Administrar su membresía' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Administrar su membresía' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: 'Volver a Harbor' }).click();
    await expect(page).toHaveURL('/es/membresia');
  });
});

test.describe('the newsletter in Spanish (issue 25) @desktop-only', () => {
  test('a sign-up from /es/boletin gets its confirmation email in Spanish, whose link confirms on the Spanish page', async ({
    page,
    request,
    siteInfo,
  }) => {
    const email = newEmail('boletin');
    await page.goto('/es/boletin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByRole('checkbox', { name: /Acepto recibir el boletín de Harbor/ }).check();
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revise su correo' })).toBeVisible();
    expect(await axeViolations(page), 'axe after a Spanish sign-up').toEqual([]);

    // The outbox answers only a same-machine client with the service-role key.
    let mail: { subject: string; link: string; text?: string } | undefined;
    await expect
      .poll(async () => {
        const outbox = await request.get(siteInfo.outboxURL, {
          headers: { apikey: siteInfo.serviceRoleKey },
        });
        const { messages } = (await outbox.json()) as {
          messages: { to: string; type: string; subject: string; link: string; text?: string }[];
        };
        mail = messages.find(
          (message) => message.to === email && message.type === 'newsletter-confirmation',
        );
        return mail?.subject;
      })
      .toBe('Harbor: confirme su suscripción al boletín');
    expect(mail?.text).toContain(
      'Alguien pidió que el boletín de Harbor (por ahora, en inglés) llegue',
    );
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/es/boletin/confirmar');

    await page.goto(`${link.pathname}${link.hash}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Ya está en la lista.' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('the shop @desktop-only', () => {
  test('a guest buys two T-shirts in size M at the catalogue price', async ({ page }) => {
    await page.goto('/products/apparel');
    const size = page.getByRole('combobox', { name: 'Size of You Are Not Alone T-shirt' });
    await page.getByLabel('Quantity of You Are Not Alone T-shirt').selectOption('2');
    await page.getByRole('button', { name: 'Buy You Are Not Alone T-shirt, 2 for $44' }).click();
    await expect(size).toBeFocused();
    await expect(size).toHaveAccessibleDescription('Please choose a size.');
    await expect(page).toHaveURL('/products/apparel');

    await size.selectOption('M');
    await page
      .getByRole('button', { name: 'Buy You Are Not Alone T-shirt, size M, 2 for $44' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'You Are Not Alone T-shirt — size M' }),
    ).toBeVisible();
    await payOnTestCheckout(page, '$44.00');

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    await expect(page.getByText('You Are Not Alone T-shirt — size M × 2')).toContainText('$44');
  });
});

test.describe('the shop in Spanish (issue 25) @desktop-only', () => {
  test('a guest buys from /es/productos/ropa: a Spanish card, Stripe in Spanish with the Spanish line, the thanks in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/productos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: 'Ropa' }).first().click();
    await expect(page).toHaveURL('/es/productos/ropa');
    const size = page.getByRole('combobox', { name: 'Talla de Camiseta “You Are Not Alone”' });
    await page.getByRole('button', { name: /^Comprar Camiseta “You Are Not Alone”/ }).click();
    await expect(size).toBeFocused();
    await expect(size).toHaveAccessibleDescription('Elija una talla, por favor.');

    await size.selectOption('M');
    await page
      .getByRole('button', { name: 'Comprar Camiseta “You Are Not Alone”, talla M, 1 por $22' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago de prueba' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Camiseta “You Are Not Alone”, talla M' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pagar $22.00' }).click();

    await expect(page).toHaveURL(/\/es\/pago-completado\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gracias por su pedido' })).toBeVisible();
    await expect(page.getByText('Camiseta “You Are Not Alone”, talla M')).toContainText('$22');
    expect(await axeViolations(page), 'axe on /es/pago-completado').toEqual([]);
  });
});

test.describe('bundles and downloads @desktop-only', () => {
  test.use({
    expectedProblems: [
      {
        kind: 'request-failed',
        url: /\/storage\/v1\/object\/sign\/bundles\//,
        text: /ERR_ABORTED/,
        why: 'Chromium turns the navigation to an attachment into a download and reports the navigation aborted',
      },
    ],
  });

  test('an entitled member downloads a bundle file through a signed URL', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'basic', 'downloads');
    await signIn(page, member.email, member.password);

    await page.goto('/healing-bundle');
    await expect(
      page.getByText('You already have the Healing Bundle with your membership.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to your downloads' }).click();

    await expect(page).toHaveURL('/download-bundle');
    const link = page.getByRole('link', { name: /^Download the Healing Bundle/ });
    await expect(link).toBeVisible();
    await expect(page.getByText(/stop working after a few minutes/)).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${siteInfo.backendURL}/storage/v1/object/sign/bundles/`));

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    const file = await download.path();
    expect((await readFile(file, 'utf8')).length).toBeGreaterThan(100);

    // The signed URL is the only way in: the same object without its token is refused.
    const unsigned = await request.get(
      `${siteInfo.backendURL}/storage/v1/object/bundles/${new URL(href ?? '').pathname.split('/').pop()}`,
      { headers: { apikey: siteInfo.anonKey } },
    );
    expect(unsigned.status()).toBeGreaterThanOrEqual(400);

    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/functions/v1/bundle-downloads') && response.ok(),
    );
    await page.getByRole('button', { name: 'Refresh the links' }).click();
    await refreshed;
    await expect(link).toHaveAttribute('href', /\/storage\/v1\/object\/sign\/bundles\//);
  });

  test('a signed-in buyer buys the Bundle Kit and downloads it', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'free', 'buys-bundle');
    await signIn(page, member.email, member.password);
    await page.goto('/bundle-kit');
    await page.getByRole('button', { name: 'Buy the Bundle Kit for $24' }).click();
    await payOnTestCheckout(page, '$24.00');

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
    await expect(page.getByText(/^Bundle Kit:/)).toContainText('$24');
    await page.getByRole('link', { name: 'Your files are ready to download' }).click();

    await expect(page).toHaveURL('/download-bundle');
    await expect(page.getByRole('link', { name: /^Download the Bundle Kit/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download the Healing Bundle/ })).toHaveCount(0);

    await page.goto('/bundle-kit');
    await expect(page.getByText('You already have the Bundle Kit.')).toBeVisible();
  });

  test('a member without a paid plan sees how to get access, and the server gives them no file', async ({
    page,
    request,
    siteInfo,
  }) => {
    const member = await createMember(request, siteInfo, 'free', 'no-bundle');
    await signIn(page, member.email, member.password);
    await page.goto('/download-bundle');

    await expect(page.getByText(/You don’t have any bundles yet/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy the Premium Bundle' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download the/ })).toHaveCount(0);

    const session = await storedSession(page);
    const answer = await request.post(`${siteInfo.backendURL}/functions/v1/bundle-downloads`, {
      headers: { apikey: siteInfo.anonKey, Authorization: `Bearer ${session?.access_token}` },
      data: {},
    });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ downloads: [] });
  });

  test('a visitor who is signed out is told how to get access', async ({ page }) => {
    await page.goto('/download-bundle');

    await expect(page.getByRole('link', { name: 'Sign in to see your downloads' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Join a paid membership/ })).toBeVisible();
  });
});

test.describe('the newsletter @desktop-only', () => {
  // Issue 31: the same words for a new address and one already signed up (nothing reveals who
  // is on the list); joining takes the emailed link (packages/local-supabase/test/newsletter.test.js).
  test('signing up twice with the same email says the same thing both times', async ({ page }) => {
    const email = newEmail('newsletter');
    const inbox = "Check your inbox: if this address can join, we've sent a link to confirm.";
    for (const [round, expected] of [inbox, inbox].entries()) {
      await page.goto('/mailerlite-form');
      await page.getByLabel('Email', { exact: true }).fill(email);
      const consent = page.getByRole('checkbox', {
        name: /I agree to receive Harbor’s newsletter/,
      });
      await expect(consent).not.toBeChecked();
      if (round === 0) {
        await page.getByRole('button', { name: 'Sign up' }).click();
        await expect(
          page.getByText('Tick this box to agree to receive the newsletter.'),
        ).toBeVisible();
        await expect(consent).toBeFocused();
        expect(await axeViolations(page), 'axe with consent missing').toEqual([]);
      }
      await consent.check();
      await page.getByRole('button', { name: 'Sign up' }).click();

      await expect(page.getByRole('status').filter({ hasText: expected })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await axeViolations(page), `axe after sign-up ${round + 1}`).toEqual([]);
    }
  });
});
