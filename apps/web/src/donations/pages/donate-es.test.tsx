import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { answer, httpError, unreachable } from '../../shared/test/fake-supabase';
import { redirectTo } from '../../shared/redirect';
import { CHECKOUT_MESSAGES_ES } from '../../data/messages-es';
import DonateSpanishPage from './donate-es';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));
vi.mock('../../shared/redirect', () => import('../../shared/test/mock-redirect'));

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_donacion';

function renderDonate(checkout: () => unknown = () => answer({ url: CHECKOUT_URL })) {
  const supabase = installFakeSupabase({ functions: { checkout } as never });
  const view = renderInRouter(<DonateSpanishPage />, '/es/donar');
  return { supabase, ...view };
}

beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('/es/donar, the donate page in Spanish (issue 25)', () => {
  it('gives a preset amount once, and asks for the checkout in Spanish', async () => {
    const user = userEvent.setup();
    const { supabase } = renderDonate();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Done a Harbor');
    await waitFor(() => expect(document.title).toMatch(/^Donar/));

    await user.click(screen.getByRole('radio', { name: '$50' }));
    await user.click(screen.getByRole('button', { name: 'Donar $50' }));

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'donation', amountCents: 5000, recurring: false, locale: 'es' },
    });
    expect(redirectTo).toHaveBeenCalledWith(CHECKOUT_URL);
  });

  it('gives every month, with the button saying so', async () => {
    const user = userEvent.setup();
    const { supabase } = renderDonate();
    await user.click(screen.getByRole('radio', { name: 'Cada mes' }));
    await user.click(screen.getByRole('radio', { name: '$10' }));
    expect(screen.getByText(/Puede dejar de donar cada mes cuando quiera/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Donar $10 al mes' }));
    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'donation', amountCents: 1000, recurring: true, locale: 'es' },
    });
  });

  it('takes an amount of its own, written the US way, and says what is wrong in Spanish, keeping it', async () => {
    const user = userEvent.setup();
    const { supabase } = renderDonate();
    await user.click(screen.getByRole('radio', { name: 'Otra cantidad' }));
    const field = screen.getByLabelText('Su cantidad en dólares');
    expect(field).toHaveAccessibleDescription(
      'Desde $1 hasta $10,000. Dólares enteros o con centavos, como 25 o 25.50.',
    );

    // Spain's decimal comma is not a US amount: it is refused, never read as 2,550 dollars.
    await user.type(field, '25,50');
    await user.click(screen.getByRole('button', { name: 'Donar' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Use solo números, con hasta dos cifras después del punto, como 25 o 25.50.',
      ),
    );
    expect(field).toHaveValue('25,50');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '0.50');
    await user.click(screen.getByRole('button', { name: 'Donar' }));
    expect(screen.getByText('Escriba una cantidad desde $1 hasta $10,000.')).toBeInTheDocument();
    expect(supabase.invoke).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '1,234.56');
    await user.click(screen.getByRole('button', { name: 'Donar $1,234.56' }));
    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'donation', amountCents: 123456, recurring: false, locale: 'es' },
    });
  });

  it.each([
    { why: 'no connection', failure: unreachable, message: CHECKOUT_MESSAGES_ES.network },
    {
      why: 'too many tries',
      failure: () => httpError(429, 'Too many checkouts from this connection.'),
      message: CHECKOUT_MESSAGES_ES['rate-limited'],
    },
    {
      why: 'a refusal',
      failure: () => httpError(400, 'Please give an amount between $1 and $10,000.'),
      message: CHECKOUT_MESSAGES_ES.invalid,
    },
  ])(
    'says in Spanish that nothing was charged ($why), never the service’s English, and keeps the choices',
    async ({ failure, message }) => {
      const user = userEvent.setup();
      renderDonate(failure);
      await user.click(screen.getByRole('radio', { name: 'Cada mes' }));
      await user.click(screen.getByRole('radio', { name: '$25' }));
      await user.click(screen.getByRole('button', { name: 'Donar $25 al mes' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert.textContent).toMatch(/no se cobró nada/i);
      expect(alert.textContent).not.toMatch(/Please|Too many/);
      expect(screen.getByRole('radio', { name: 'Cada mes' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '$25' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Donar $25 al mes' })).toBeEnabled();
      expect(redirectTo).not.toHaveBeenCalled();
    },
  );

  it('says so while the Spanish payment page opens', async () => {
    const user = userEvent.setup();
    renderDonate(() => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Donar $25' }));
    expect(screen.getByRole('button', { name: 'Abriendo la página de pago…' })).toBeDisabled();
  });

  it('links the Spanish pages, and marks nothing English as Spanish', () => {
    const { container } = renderDonate();
    const next = screen.getByRole('region', { name: 'También puede ver' });
    expect(within(next).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute(
      'href',
      '/es/quienes-somos',
    );
    expect(
      within(next).getByRole('link', { name: 'Preguntas sobre las donaciones' }),
    ).toHaveAttribute('href', '/es/contacto');
    expectEnglishLinksMarked(container);
  });

  it('has no axe violations', async () => {
    const { container } = renderDonate();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
