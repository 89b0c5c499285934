import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { answer, httpError } from '../../shared/test/fake-supabase';
import { redirectTo } from '../../shared/redirect';
import DonatePage from './donate';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));
vi.mock('../../shared/redirect', () => import('../../shared/test/mock-redirect'));

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_donation';

function renderDonate() {
  const supabase = installFakeSupabase({
    functions: { checkout: () => answer({ url: CHECKOUT_URL }) },
  });
  renderInRouter(<DonatePage />);
  return supabase;
}

beforeEach(() => {
  fake.auth = signedOutAuth();
  vi.mocked(redirectTo).mockReset();
});

describe('the donate page', () => {
  it('gives a preset amount once, without an account', async () => {
    const user = userEvent.setup();
    const supabase = renderDonate();

    await user.click(screen.getByRole('radio', { name: '$50' }));
    await user.click(screen.getByRole('button', { name: 'Donate $50' }));

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'donation', amountCents: 5000, recurring: false },
    });
    expect(redirectTo).toHaveBeenCalledWith(CHECKOUT_URL);
  });

  it('gives every month when monthly is chosen', async () => {
    const user = userEvent.setup();
    const supabase = renderDonate();

    await user.click(screen.getByRole('radio', { name: 'Every month' }));
    await user.click(screen.getByRole('radio', { name: '$10' }));
    await user.click(screen.getByRole('button', { name: 'Donate $10 a month' }));

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'donation', amountCents: 1000, recurring: true },
    });
  });

  it('gives a custom amount in dollars and cents', async () => {
    const user = userEvent.setup();
    const supabase = renderDonate();

    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Your amount in US dollars'), '12.34');
    await user.click(screen.getByRole('button', { name: 'Donate $12.34' }));

    expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
      body: { kind: 'donation', amountCents: 1234, recurring: false },
    });
  });

  it('states the bounds beside the custom amount', async () => {
    const user = userEvent.setup();
    renderDonate();

    await user.click(screen.getByRole('radio', { name: 'Other amount' }));

    expect(screen.getByLabelText('Your amount in US dollars')).toHaveAccessibleDescription(
      'From $1 to $10,000. Whole dollars or dollars and cents, like 25 or 25.50.',
    );
  });

  describe('given a custom amount out of bounds', () => {
    it('refuses $0.99 with a message next to the field, without calling checkout', async () => {
      const user = userEvent.setup();
      const supabase = renderDonate();

      await user.click(screen.getByRole('radio', { name: 'Other amount' }));
      const field = screen.getByLabelText('Your amount in US dollars');
      await user.type(field, '0.99');
      await user.click(screen.getByRole('button', { name: 'Donate' }));

      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount from $1 to $10,000.'),
      );
      expect(field).toHaveFocus();
      expect(field).toHaveValue('0.99');
      expect(supabase.invoke).not.toHaveBeenCalled();
    });

    it('refuses $10,000.01', async () => {
      const user = userEvent.setup();
      const supabase = renderDonate();

      await user.click(screen.getByRole('radio', { name: 'Other amount' }));
      await user.type(screen.getByLabelText('Your amount in US dollars'), '10000.01');
      await user.click(screen.getByRole('button', { name: 'Donate' }));

      expect(screen.getByText('Enter an amount from $1 to $10,000.')).toBeInTheDocument();
      expect(supabase.invoke).not.toHaveBeenCalled();
    });

    it('accepts $10,000 exactly', async () => {
      const user = userEvent.setup();
      const supabase = renderDonate();

      await user.click(screen.getByRole('radio', { name: 'Other amount' }));
      await user.type(screen.getByLabelText('Your amount in US dollars'), '10,000');
      await user.click(screen.getByRole('button', { name: 'Donate $10,000' }));

      expect(supabase.invoke).toHaveBeenCalledWith('checkout', {
        body: { kind: 'donation', amountCents: 1_000_000, recurring: false },
      });
    });
  });

  it('disables the button while the checkout is made, then shows an error and keeps the choices', async () => {
    const user = userEvent.setup();
    let fail!: (value: ReturnType<typeof httpError>) => void;
    installFakeSupabase({
      functions: { checkout: () => new Promise((resolve) => (fail = resolve)) },
    });
    renderInRouter(<DonatePage />);

    await user.click(screen.getByRole('radio', { name: 'Every month' }));
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByLabelText('Your amount in US dollars'), '30');
    await user.click(screen.getByRole('button', { name: 'Donate $30 a month' }));

    expect(screen.getByRole('button', { name: 'Redirecting to checkout…' })).toBeDisabled();
    fail(httpError(503, 'Payments are paused for a few minutes. Please try again soon.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are paused for a few minutes. Please try again soon.',
    );
    expect(screen.getByRole('button', { name: 'Donate $30 a month' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Every month' })).toBeChecked();
    expect(screen.getByLabelText('Your amount in US dollars')).toHaveValue('30');
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
