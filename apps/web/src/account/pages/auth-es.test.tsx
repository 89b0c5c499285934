import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import type { Location } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteNotice } from '../../app/route-notice';
import { SPANISH_PATHS } from '../../app/spanish-paths';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { fake } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import LoginSpanishPage from './login-es';
import SignupPage from './signup';
import SignupSpanishPage from './signup-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

const LOGIN = '/es/iniciar-sesion';
const SIGNUP = '/es/crear-cuenta';

/** As the Spanish layout gives them: the kit's words in Spanish; stand-ins where they lead. */
function renderSpanish(path: string, page: ReactElement, entry: string | Partial<Location> = path) {
  return renderInRouter(
    [
      {
        path,
        element: (
          <UiLocaleProvider locale="es">
            <main>{page}</main>
          </UiLocaleProvider>
        ),
      },
      ...[
        { path: '/es', element: <h1>Página principal</h1> },
        { path: '/es/avisos', element: <h1>Avisos</h1> },
        { path: LOGIN, element: <h1>Página para iniciar sesión</h1> },
        { path: SIGNUP, element: <h1>Página para crear una cuenta</h1> },
      ]
        .filter((route) => route.path !== path)
        .map((route) =>
          route.path === '/es'
            ? {
                ...route,
                element: (
                  <>
                    <RouteNotice />
                    {route.element}
                  </>
                ),
              }
            : route,
        ),
    ],
    entry,
  );
}

async function signIn(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

async function fillInSignUp(user: UserEvent, email = 'lucia@harbor.test') {
  await user.type(screen.getByLabelText('Nombre completo'), 'Lucía Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), 'una-contraseña-larga');
}

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('the Spanish sign-up and sign-in pages are the manifest’s', () => {
  it('at /es/iniciar-sesion and /es/crear-cuenta', () => {
    expect(SPANISH_PATHS['/login']).toBe(LOGIN);
    expect(SPANISH_PATHS['/signup']).toBe(SIGNUP);
  });
});

describe('/es/iniciar-sesion, signing in in Spanish (issue 25)', () => {
  it('speaks Spanish: its heading, title, fields, links and the device note', async () => {
    renderSpanish(LOGIN, <LoginSpanishPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Iniciar sesión en Harbor' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión — Harbor'));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', SIGNUP);
    const details = screen
      .getByText('¿Usa un teléfono o una computadora que otra persona revisa?')
      .closest('details');
    expect(details).not.toBeNull();
    expect(
      within(details as HTMLElement).getByRole('link', {
        name: 'Borrar los datos de Harbor en este dispositivo',
      }),
    ).toHaveAttribute('href', '/es/borrar-datos');
    // The limits name both: clearing cannot empty the history either.
    expect(details).toHaveTextContent(
      'Lo que no pueden hacer la Salida rápida ni el botón para borrar los datos de Harbor:',
    );
    expect(
      within(details as HTMLElement).getByRole('link', { name: 'Cómo protegerse en internet' }),
    ).toHaveAttribute('href', '/es/protegerse-en-internet');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('says a wrong password in Spanish, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({
      signIn: vi.fn().mockResolvedValue({
        error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      }),
    });
    renderSpanish(LOGIN, <LoginSpanishPage />);

    await signIn(user, 'lucia@harbor.test', 'no-es-esta');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos.',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@harbor.test');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('no-es-esta');
  });

  it('says in Spanish that the service cannot be reached, never the service’s English', async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({
      signIn: vi.fn().mockResolvedValue({
        error: new AuthRetryableFetchError('Failed to fetch', 0),
      }),
    });
    renderSpanish(LOGIN, <LoginSpanishPage />);

    await signIn(user, 'lucia@harbor.test', 'una-contraseña');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No podemos conectarnos con el servicio en este momento.',
    );
  });

  it('after signing in, goes to the Spanish home page, or back where the visitor was', async () => {
    const user = userEvent.setup();
    const first = renderSpanish(LOGIN, <LoginSpanishPage />);
    await signIn(user, 'lucia@harbor.test', 'una-contraseña');
    await waitFor(() => expect(first.location.pathname).toBe('/es'));
    first.unmount();

    const second = renderSpanish(LOGIN, <LoginSpanishPage />, {
      pathname: LOGIN,
      state: { from: '/es/avisos' },
    });
    await signIn(user, 'lucia@harbor.test', 'una-contraseña');
    await waitFor(() => expect(second.location.pathname).toBe('/es/avisos'));
  });

  it('never sends the visitor back to a sign-in or sign-up page, in either language', async () => {
    const user = userEvent.setup();
    const router = renderSpanish(LOGIN, <LoginSpanishPage />, `${LOGIN}?redirectTo=${SIGNUP}`);
    await signIn(user, 'lucia@harbor.test', 'una-contraseña');
    await waitFor(() => expect(router.location.pathname).toBe('/es'));
  });

  it('asks for a reset link in Spanish, whose link lands on the Spanish page', async () => {
    const user = userEvent.setup();
    const router = renderSpanish(LOGIN, <LoginSpanishPage />);

    await user.click(screen.getByRole('button', { name: /olvidó su contraseña/i }));
    await waitFor(() => expect(router.location.search).toBe('?mode=reset'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cambiar su contraseña' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cambiar su contraseña — Harbor'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@harbor.test');
    await user.click(screen.getByRole('button', { name: /enviar/i }));

    await waitFor(() =>
      expect(fake.auth.requestPasswordReset).toHaveBeenCalledWith(
        'lucia@harbor.test',
        `${window.location.origin}${LOGIN}?mode=update`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', LOGIN);
  });

  it('says in Spanish that an old reset link no longer works', () => {
    renderSpanish(LOGIN, <LoginSpanishPage />, `${LOGIN}?mode=update`);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Este enlace para cambiar la contraseña ya no sirve',
      }),
    ).toBeInTheDocument();
  });

  it('saves a new password from the email’s link, then says so on the Spanish home page', async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({ status: 'signed-in', isPasswordRecovery: true });
    const router = renderSpanish(LOGIN, <LoginSpanishPage />, `${LOGIN}?mode=update`);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/contraseña nueva/i), 'otra-contraseña-larga');
    await user.click(screen.getByRole('button', { name: /guardar/i }));

    await waitFor(() => expect(router.location.pathname).toBe('/es'));
    expect(fake.auth.updatePassword).toHaveBeenCalledWith('otra-contraseña-larga');
    // The notice shows once the home page has mounted (route-notice.tsx).
    expect(await screen.findByText('Su contraseña nueva quedó guardada.')).toBeInTheDocument();
  });
});

describe('/es/crear-cuenta, creating an account in Spanish (issue 25)', () => {
  it('speaks Spanish, and links to the Spanish sign-in page', async () => {
    renderSpanish(SIGNUP, <SignupSpanishPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Cree su cuenta gratuita' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Crear una cuenta — Harbor'));
    expect(screen.getByLabelText('Nombre completo')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', LOGIN);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('creates the account with locale "es", so its emails come in Spanish', async () => {
    const user = userEvent.setup();
    renderSpanish(SIGNUP, <SignupSpanishPage />);

    await fillInSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(fake.auth.signUp).toHaveBeenCalledTimes(1));
    expect(fake.auth.signUp).toHaveBeenCalledWith(
      'lucia@harbor.test',
      'una-contraseña-larga',
      'Lucía Pérez',
      expect.objectContaining({ locale: 'es' }),
    );
  });

  it('an account made from the English page says no locale (its emails stay English)', async () => {
    const user = userEvent.setup();
    renderInRouter(<SignupPage />, '/signup');

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@harbor.test');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(fake.auth.signUp).toHaveBeenCalledTimes(1));
    expect(vi.mocked(fake.auth.signUp).mock.calls[0]?.[3]).not.toHaveProperty('locale');
  });

  it('welcomes the new member on the Spanish home page when no email needs confirming', async () => {
    const user = userEvent.setup();
    const router = renderSpanish(SIGNUP, <SignupSpanishPage />);

    await fillInSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(router.location.pathname).toBe('/es'));
    expect(
      await screen.findByText('Le damos la bienvenida a Harbor. Su cuenta ya está lista.'),
    ).toBeInTheDocument();
  });

  it('asks, in Spanish, to check the email, with the address and a way to send it again', async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({
      signUp: vi.fn().mockResolvedValue({ error: null, confirmationRequired: true }),
    });
    renderSpanish(SIGNUP, <SignupSpanishPage />);

    await fillInSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Revise su correo electrónico',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Le enviamos un enlace a/)).toHaveTextContent(
      'Le enviamos un enlace a lucia@harbor.test.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace otra vez' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le enviamos un enlace nuevo a lucia@harbor.test. Solo sirve el enlace más reciente.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', LOGIN);

    // "Usar otro correo electrónico" brings the form back with what was typed.
    await user.click(screen.getByRole('button', { name: 'Usar otro correo electrónico' }));
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Lucía Pérez');
  });

  it('says in Spanish that an account already exists, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({
      signUp: vi.fn().mockResolvedValue({
        error: new AuthApiError('User already registered', 422, 'user_already_exists'),
      }),
    });
    renderSpanish(SIGNUP, <SignupSpanishPage />);

    await fillInSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya existe una cuenta con este correo electrónico.',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@harbor.test');
  });
});
