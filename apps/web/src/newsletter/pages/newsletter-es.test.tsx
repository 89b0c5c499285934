import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { answer, type FunctionAnswer } from '../../shared/test/fake-supabase';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import NewsletterSpanishPage from './mailerlite-form-es';
import NewsletterConfirmSpanishPage from './newsletter-confirm-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

function refusal(status: number, body: Record<string, unknown>): FunctionAnswer {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) };
}

/** As the Spanish layout gives it: the kit's words in Spanish too. */
function renderSpanish(page: ReactElement, functions: Record<string, () => FunctionAnswer>) {
  const supabase = installFakeSupabase({ functions });
  const view = renderInRouter(
    <UiLocaleProvider locale="es">
      <main>{page}</main>
    </UiLocaleProvider>,
  );
  return Object.assign(view, { supabase });
}

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('/es/boletin, the newsletter in Spanish (issue 25)', () => {
  it('says what is missing in Spanish, then signs up with the page’s language', async () => {
    const user = userEvent.setup();
    const { supabase, container } = renderSpanish(<NewsletterSpanishPage />, {
      'newsletter-subscribe': () => answer({ status: 'check-your-inbox' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reciba nuestro boletín' })).toBeVisible();
    expect(screen.getByText('Por ahora, el boletín solo está en inglés.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Escriba su correo electrónico.');
    expect(
      screen.getByRole('checkbox', { name: /Acepto recibir el boletín de Harbor/ }),
    ).toHaveAccessibleDescription('Marque esta casilla para aceptar recibir el boletín.');

    await user.type(email, 'lucia@example.org');
    await user.type(screen.getByLabelText(/Nombre/), 'Lucía');
    await user.click(screen.getByRole('checkbox', { name: /Acepto recibir/ }));
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(
      await screen.findByText(
        'Revise su correo electrónico: si se puede suscribir esta dirección, le acabamos de enviar un enlace para confirmar.',
      ),
    ).toBeVisible();
    expect(supabase.invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { email: 'lucia@example.org', consent: true, firstName: 'Lucía', locale: 'es' },
    });
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
    expectEnglishLinksMarked(container);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says "too many tries" in Spanish, never the function’s English, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderSpanish(<NewsletterSpanishPage />, {
      'newsletter-subscribe': () =>
        refusal(429, { code: 'rate_limited', error: 'Too many sign-ups from this connection.' }),
    });
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.org');
    await user.click(screen.getByRole('checkbox', { name: /Acepto recibir/ }));
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(await screen.findByText(/Hubo demasiados intentos desde esta conexión/)).toBeVisible();
    expect(screen.queryByText(/Too many/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@example.org');
  });
});

describe('/es/boletin/confirmar, the Spanish email’s link', () => {
  let counter = 0;
  function open(confirm: () => FunctionAnswer, hash?: string) {
    counter += 1;
    window.history.replaceState(
      null,
      '',
      `/es/boletin/confirmar${hash ?? `#token=es${counter}.sig`}`,
    );
    return renderSpanish(<NewsletterConfirmSpanishPage />, { 'newsletter-confirm': confirm });
  }

  it('confirms, in Spanish', async () => {
    const { supabase } = open(() => answer({ status: 'confirmed' }), '#token=abc.def');
    expect(await screen.findByText(/^Ya está en la lista\./)).toBeVisible();
    expect(supabase.invoke).toHaveBeenCalledWith('newsletter-confirm', {
      body: { token: 'abc.def' },
    });
    expect(window.location.hash).toBe('');
  });

  it('says an expired link in Spanish by its code, and offers the Spanish sign-up', async () => {
    open(() => refusal(410, { code: 'expired', error: 'This link has expired.' }));
    expect(
      await screen.findByText(/^Este enlace ya no sirve: cada enlace sirve durante 48 horas\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vuelva a suscribirse' })).toHaveAttribute(
      'href',
      '/es/boletin',
    );
  });

  it('says a used link in Spanish, with nothing more to do', async () => {
    open(() => refusal(409, { code: 'used', error: 'This link has been used already.' }));
    expect(await screen.findByText(/^Este enlace ya se usó\./)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Vuelva a suscribirse' })).not.toBeInTheDocument();
  });

  it('asks nothing for a link without a token', async () => {
    const { supabase, container } = open(() => answer({ status: 'confirmed' }), '');
    expect(await screen.findByText(/^Este enlace no está completo\./)).toBeVisible();
    expect(supabase.invoke).not.toHaveBeenCalled();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
