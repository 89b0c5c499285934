import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { answer, httpError, unreachable } from '../../shared/test/fake-supabase';
import { SERVICE_MESSAGES_ES } from '../../data/messages-es';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import PaymentCanceledSpanishPage from './payment-canceled-es';
import PaymentSuccessSpanishPage from './payment-success-es';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

const SESSION_ID = 'cs_test_a1B2c3D4e5F6g7H8';

const spanishGift = {
  status: 'complete',
  fulfilled: true,
  kind: 'donation',
  description: 'Donación mensual a Harbor',
  amountCents: 2550,
  currency: 'usd',
};

function renderSuccess(
  status: () => unknown,
  entry = `/es/pago-completado?session_id=${SESSION_ID}`,
) {
  const supabase = installFakeSupabase({ functions: { 'checkout-status': status } as never });
  const view = renderInRouter(
    [{ path: '/es/pago-completado', element: <PaymentSuccessSpanishPage /> }],
    entry,
  );
  return { supabase, ...view };
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('/es/pago-completado, after a payment opened from a Spanish page (issue 25)', () => {
  it('thanks the giver in Spanish, with what was given and the amount', async () => {
    const { container } = renderSuccess(() => answer(spanishGift));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gracias por su donación' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Donación mensual a Harbor/)).toHaveTextContent('$25.50');
    // The title is set in an effect, after the page shows.
    await waitFor(() => expect(document.title).toMatch(/^Pago recibido/));
    expectEnglishLinksMarked(container);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('names each line of an order as the Spanish checkout did, marking an English title lang="en"', async () => {
    const { container } = renderSuccess(() =>
      answer({
        status: 'complete',
        fulfilled: true,
        kind: 'goods',
        description:
          'Camiseta “You Are Not Alone”, talla M × 2, Getting By: A Plain-Language Money Guide',
        amountCents: 5350,
        currency: 'usd',
        lines: [
          { title: 'Camiseta “You Are Not Alone”', titleLanguage: 'es', size: 'M', quantity: 2 },
          {
            title: 'Getting By: A Plain-Language Money Guide',
            titleLanguage: 'en',
            size: null,
            quantity: 1,
          },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gracias por su pedido' }),
    ).toBeInTheDocument();
    const line = screen.getByText(/^Camiseta/).closest('p');
    expect(line).toHaveTextContent(
      'Camiseta “You Are Not Alone”, talla M × 2, Getting By: A Plain-Language Money Guide: $53.50',
    );
    // The book's published title is English inside the Spanish sentence; the Spanish name is not marked.
    expect(within(line!).getByText('Getting By: A Plain-Language Money Guide')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(line!).getByText('Camiseta “You Are Not Alone”')).not.toHaveAttribute('lang');
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('says calmly, in Spanish, that there is nothing to show without a session', () => {
    const { supabase } = renderSuccess(() => answer(spanishGift), '/es/pago-completado');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos un pago para mostrar',
    );
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('says in Spanish when the payment cannot be checked, never the service’s English', async () => {
    renderSuccess(unreachable);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No pudimos revisar su pago en este momento',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_MESSAGES_ES.network);
  });

  it('says in Spanish when the answer about the payment cannot be read', async () => {
    renderSuccess(() => answer({ status: 'complete', kind: 'donation' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No pudimos revisar su pago en este momento',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'No pudimos leer la respuesta sobre su pago.',
    );
  });

  it('says an expired checkout charged nothing, and leads back to the Spanish products page', async () => {
    renderSuccess(() => answer({ ...spanishGift, status: 'expired' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta página de pago ya se cerró' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No se le cobró nada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los productos' })).toHaveAttribute(
      'href',
      '/es/productos',
    );
  });

  it('says a refunded membership payment in Spanish, linking the Spanish pricing page', async () => {
    fake.auth = signedInAuth('premium');
    const { container } = renderSuccess(() =>
      answer({
        status: 'complete',
        fulfilled: false,
        kind: 'membership',
        description: 'Membresía Premium, con pago mensual',
        amountCents: 1000,
        currency: 'usd',
        tier: 'premium',
        outcome: 'refunded-duplicate',
        refundedCents: 1000,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le devolvimos este pago de $10' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Le devolvemos todo el pago, $10, a la tarjeta con la que pagó.',
    );
    expect(screen.getByRole('link', { name: 'precios' })).toHaveAttribute('href', '/es/precios');
    expectEnglishLinksMarked(container);
  });

  it('asks a signed-out member to sign in on the Spanish sign-in page', async () => {
    renderSuccess(() =>
      answer({
        status: 'complete',
        fulfilled: true,
        kind: 'membership',
        description: 'Membresía Básica, con pago anual',
        amountCents: 9000,
        currency: 'usd',
        tier: 'basic',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gracias. Su pago se completó.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute(
      'href',
      '/es/iniciar-sesion',
    );
    // The plan's Spanish name, as /es/membresia gives it.
    expect(screen.getByText(/para ver su membresía/)).toHaveTextContent(
      'Inicie sesión para ver su membresía Básica.',
    );
  });

  it('tells an unknown session as nothing to show, in Spanish', async () => {
    renderSuccess(() => httpError(404, 'We could not find this payment.'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos un pago para mostrar' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not find/)).toBeNull();
  });
});

describe('/es/pago-cancelado (issue 25)', () => {
  it('says in Spanish that nothing was charged, with the Spanish pages and the English ones marked', async () => {
    const { container } = renderInRouter(<PaymentCanceledSpanishPage />, '/es/pago-cancelado');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Su pago se canceló');
    expect(screen.getByText(/No se le cobró nada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'escríbanos' })).toHaveAttribute(
      'href',
      '/es/contacto',
    );
    const next = screen.getByRole('region', { name: 'También puede ver' });
    // Back to the shop first, as in English, then the other pages that open a checkout.
    expect(within(next).getByRole('link', { name: 'Volver a los productos' })).toHaveAttribute(
      'href',
      '/es/productos',
    );
    expect(
      within(next).getByRole('link', { name: 'Volver a la página para donar' }),
    ).toHaveAttribute('href', '/es/donar');
    expectEnglishLinksMarked(container);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
