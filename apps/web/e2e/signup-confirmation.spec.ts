/// <reference types="node" />
// Signing up when the project asks new members to confirm their email (Supabase's default
// "Confirm email" setting in production). Runs on the `isolated` site, whose backend is started
// with confirmEmail: the sign-up starts no session and mails a link to the local outbox.
import { expect, test } from './fixtures';
import {
  axeViolations,
  headerActions,
  newEmail,
  REFUSED_SIGN_IN,
  storageKeys,
  submitSignIn,
  waitForAppToOwnForm,
} from './support/helpers';

interface OutboxMessage {
  to: string;
  type: string;
  link: string;
  subject: string;
  html: string;
}

test.use({ site: 'isolated', expectedProblems: [REFUSED_SIGN_IN, { scope: 'test' }] });

test.describe('signing up when the email must be confirmed', () => {
  test('says to check the inbox, refuses the password until then, and the link signs them in', async ({
    page,
    request,
    siteInfo,
  }) => {
    const email = newEmail('confirm-me');
    const password = 'a-long-enough-password';

    await page.goto('/signup?redirectTo=%2Fexplore');
    // The form is prerendered: fill it once the app owns it (a press before that does nothing).
    await waitForAppToOwnForm(page);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // No session yet: the page says where the link went and takes focus to its heading.
    const heading = page.getByRole('heading', { level: 1, name: 'Check your email' });
    await expect(heading).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
    await expect(page).toHaveTitle(/^Check your email/);
    expect((await storageKeys(page)).filter((key) => key.startsWith('sb-'))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );

    // Asking for the link again sends a new one (the e2e backend allows it at once; Supabase
    // waits 60 s between two mails to one address).
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status')).toContainText(`We sent a new link to ${email}`);

    // Signing in before confirming is refused with what to do, and the email stays typed.
    await page.goto('/login');
    await submitSignIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText('Please confirm your email address first');
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // The outbox answers only a same-machine client with the service-role key.
    const outbox = await request.get(siteInfo.outboxURL, {
      headers: { apikey: siteInfo.serviceRoleKey },
    });
    const { messages } = (await outbox.json()) as { messages: OutboxMessage[] };
    const confirmations = messages.filter(
      (message) => message.to === email && message.type === 'signup',
    );
    expect(confirmations, 'the first link and the one sent again').toHaveLength(2);
    const confirmation = confirmations.at(-1);

    // The newest link confirms the address at the backend and brings them back, signed in, to where
    // they were going when they signed up.
    await page.goto(confirmation?.link ?? '');
    // (supabase-js takes the tokens out of the address, leaving an empty "#".)
    await expect(page).toHaveURL(/\/explore#?$/);
    let actions = await headerActions(page);
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(
      actions.getByText('Premium', { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);

    // From now on the password works too.
    await actions.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await submitSignIn(page, email, password);
    await expect(page).not.toHaveURL(/\/login/);
    actions = await headerActions(page);
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});

test.describe('signing up from a Spanish page (issue 25)', () => {
  test('the page, its errors and the emails are in Spanish, and their links lead to the Spanish pages', async ({
    browser,
    page,
    request,
    siteInfo,
  }) => {
    const email = newEmail('confirme');
    const password = 'una-contraseña-bastante-larga';

    await page.goto('/es/crear-cuenta?redirectTo=%2Fes%2Favisos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForAppToOwnForm(page);
    await page.getByLabel('Nombre completo').fill('Lucía Pérez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    const heading = page.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/^Revise su correo electrónico/);
    expect(await axeViolations(page)).toEqual([]);

    // Signing in before confirming: refused, in Spanish, with what to do.
    await page.goto('/es/iniciar-sesion');
    await waitForAppToOwnForm(page);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Primero confirme su correo electrónico: abra el enlace que le enviamos',
    );
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);

    // The account keeps locale "es": the email the backend sent is the Spanish template.
    const outbox = await request.get(siteInfo.outboxURL, {
      headers: { apikey: siteInfo.serviceRoleKey },
    });
    const { messages } = (await outbox.json()) as { messages: OutboxMessage[] };
    const confirmation = messages.find(
      (message) => message.to === email && message.type === 'signup',
    );
    expect(confirmation?.subject).toBe('Harbor: confirme su correo electrónico');
    expect(confirmation?.html).toContain('lang="es"');
    expect(confirmation?.html).toContain('Abra el enlace de abajo');

    // Its link confirms the address and brings them back, signed in, to the Spanish page they
    // were going to.
    await page.goto(confirmation?.link ?? '');
    await expect(page).toHaveURL(/\/es\/avisos#?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect
      .poll(async () => (await storageKeys(page)).some((key) => key.startsWith('sb-')))
      .toBe(true);

    // A forgotten password, on another device (a new browser context): asked for from the
    // Spanish page, the reset email is Spanish and its link lands on the Spanish page.
    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await phone.goto('/es/iniciar-sesion?mode=reset');
      await expect(
        phone.getByRole('heading', { level: 1, name: 'Cambiar su contraseña' }),
      ).toBeVisible();
      await waitForAppToOwnForm(phone);
      await phone.getByLabel('Correo electrónico').fill(email);
      await phone.getByRole('button', { name: 'Enviar el enlace' }).click();
      await expect(phone.getByRole('status')).not.toBeEmpty();
      const after = await request.get(siteInfo.outboxURL, {
        headers: { apikey: siteInfo.serviceRoleKey },
      });
      const recovery = ((await after.json()) as { messages: OutboxMessage[] }).messages
        .filter((message) => message.to === email && message.type === 'recovery')
        .at(-1);
      expect(recovery?.subject).toBe('Harbor: cree una contraseña nueva');
      await phone.goto(recovery?.link ?? '');
      await expect(phone).toHaveURL(/\/es\/iniciar-sesion\?mode=update/);
      await phone.getByLabel('Contraseña nueva').fill('otra-contraseña-bastante-larga');
      await phone.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
      await expect(phone).toHaveURL(/\/es$/);
      await expect(phone.getByText('Su contraseña nueva quedó guardada.')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a wrong password is told in Spanish', async ({ page }) => {
    await page.goto('/es/iniciar-sesion');
    await waitForAppToOwnForm(page);
    await page.getByLabel('Correo electrónico').fill(newEmail('nadie'));
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-contraseña');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });
});
