import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { answer, httpError } from '../../shared/test/fake-supabase';
import PaymentSuccessPage, { PAYMENT_POLL_DELAY_MS, PAYMENT_POLL_LIMIT } from './payment-success';
import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
import { renderInRouter } from '../../shared/test/render-in-router';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

const SESSION_ID = 'cs_test_a1B2c3D4e5F6g7H8';

const premiumPurchase = {
  status: 'complete',
  fulfilled: true,
  kind: 'membership',
  description: 'Premium membership, billed monthly',
  amountCents: 1000,
  currency: 'usd',
  tier: 'premium',
};

function renderAt(entry: string) {
  return renderInRouter([{ path: '/payment-success', element: <PaymentSuccessPage /> }], entry);
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the payment success page', () => {
  describe('after a membership purchase', () => {
    it('reads the membership again and shows the Premium badge without a reload', async () => {
      const supabase = installFakeSupabase({
        functions: { 'checkout-status': () => answer(premiumPurchase) },
      });
      const refreshUserData = vi.fn(async () => {
        // What the auth provider does: the new membership arrives in the auth state.
        fake.auth = signedInAuth('premium', { refreshUserData });
      });
      fake.auth = signedInAuth('free', { refreshUserData });

      renderAt(`/payment-success?session_id=${SESSION_ID}`);

      expect(await screen.findByText('Your Premium membership is active.')).toBeInTheDocument();
      expect(screen.getByText('Premium', { selector: '.harbor-premium-badge' })).toBeVisible();
      expect(refreshUserData).toHaveBeenCalledTimes(1);
      expect(supabase.invoke).toHaveBeenCalledWith('checkout-status', {
        body: { sessionId: SESSION_ID },
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Thank you — your payment went through',
      );
      expect(screen.getByText(/Premium membership, billed monthly/)).toHaveTextContent('$10');
    });

    it('keeps reading while the payment is still being recorded, then says it is taking longer', async () => {
      vi.useFakeTimers();
      installFakeSupabase({
        functions: { 'checkout-status': () => answer(premiumPurchase) },
      });
      const refreshUserData = vi.fn(async () => undefined);
      fake.auth = signedInAuth('free', { refreshUserData });

      renderAt(`/payment-success?session_id=${SESSION_ID}`);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('status')).toHaveTextContent('Setting up your membership.');

      for (let poll = 0; poll <= PAYMENT_POLL_LIMIT; poll += 1) {
        await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS));
      }

      expect(refreshUserData).toHaveBeenCalledTimes(PAYMENT_POLL_LIMIT + 1);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your payment went through, but your membership is taking longer than usual to appear.',
      );
      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS * 3));
      expect(refreshUserData).toHaveBeenCalledTimes(PAYMENT_POLL_LIMIT + 1);
    });

    it('says the payment went through and the membership is being set up until Harbor has recorded it', async () => {
      vi.useFakeTimers();
      const answers = [false, false, true].map((fulfilled) => ({ ...premiumPurchase, fulfilled }));
      const supabase = installFakeSupabase({
        functions: { 'checkout-status': () => answer(answers.shift() ?? premiumPurchase) },
      });
      const refreshUserData = vi.fn(async () => {
        fake.auth = signedInAuth('premium', { refreshUserData });
      });
      fake.auth = signedInAuth('free', { refreshUserData });

      renderAt(`/payment-success?session_id=${SESSION_ID}`);
      await act(() => vi.advanceTimersByTimeAsync(0));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Your payment went through; your membership is being set up',
      );
      expect(screen.getByText(/You won.t be charged twice/)).toBeInTheDocument();
      expect(screen.queryByText('Your Premium membership is active.')).not.toBeInTheDocument();
      expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
      expect(refreshUserData).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Your payment went through; your membership is being set up',
      );
      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS));
      await act(() => vi.advanceTimersByTimeAsync(0));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Thank you — your payment went through',
      );
      expect(screen.getByText('Your Premium membership is active.')).toBeInTheDocument();
      expect(screen.getByText('Premium', { selector: '.harbor-premium-badge' })).toBeVisible();
      expect(refreshUserData).toHaveBeenCalledTimes(1);
      expect(supabase.invoke).toHaveBeenCalledTimes(3);
    });

    it('offers to check again when setting up takes longer, and only ever reads', async () => {
      vi.useFakeTimers();
      let recorded = false;
      const supabase = installFakeSupabase({
        functions: {
          'checkout-status': () => answer({ ...premiumPurchase, fulfilled: recorded }),
        },
      });
      const refreshUserData = vi.fn(async () => {
        fake.auth = signedInAuth(recorded ? 'premium' : 'free', { refreshUserData });
      });
      fake.auth = signedInAuth('free', { refreshUserData });

      renderAt(`/payment-success?session_id=${SESSION_ID}`);
      for (let poll = 0; poll <= PAYMENT_POLL_LIMIT; poll += 1) {
        await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS));
      }
      expect(supabase.invoke).toHaveBeenCalledTimes(PAYMENT_POLL_LIMIT + 1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Your payment went through; your membership is being set up',
      );
      expect(screen.getByRole('status')).toHaveTextContent('taking longer than usual');
      // It stops asking on its own.
      await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS * 3));
      expect(supabase.invoke).toHaveBeenCalledTimes(PAYMENT_POLL_LIMIT + 1);

      recorded = true;
      await act(async () => {
        screen.getByRole('button', { name: 'Check again' }).click();
        await vi.advanceTimersByTimeAsync(0);
      });
      await act(() => vi.advanceTimersByTimeAsync(0));

      expect(screen.getByText('Your Premium membership is active.')).toBeInTheDocument();
      // Only checkout-status was ever called: nothing that could charge again.
      expect(supabase.invoke.mock.calls.map(([name]) => name)).toEqual(
        Array(PAYMENT_POLL_LIMIT + 2).fill('checkout-status'),
      );
    });
  });

  it('asks again while Stripe says the payment is open, then confirms it', async () => {
    vi.useFakeTimers();
    const statuses = [
      {
        ...premiumPurchase,
        kind: 'donation',
        tier: undefined,
        status: 'open',
        fulfilled: false,
        description: 'Donation to Harbor',
        amountCents: 2500,
      },
      {
        ...premiumPurchase,
        kind: 'donation',
        tier: undefined,
        status: 'complete',
        description: 'Donation to Harbor',
        amountCents: 2500,
      },
    ];
    const supabase = installFakeSupabase({
      functions: { 'checkout-status': () => answer(statuses.shift() ?? null) },
    });

    renderAt(`/payment-success?session_id=${SESSION_ID}`);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is still processing.');

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_DELAY_MS));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your gift');
    expect(screen.getByText(/Donation to Harbor/)).toHaveTextContent('$25');
    expect(supabase.invoke).toHaveBeenCalledTimes(2);
  });

  describe('after a membership payment Harbor refunded (issue 31)', () => {
    it('says in words that a second payment was refunded and the plan they had is kept', async () => {
      installFakeSupabase({
        functions: {
          'checkout-status': () =>
            answer({
              ...premiumPurchase,
              fulfilled: false,
              outcome: 'refunded-duplicate',
              refundedCents: 1000,
            }),
        },
      });
      fake.auth = signedInAuth('premium');

      renderAt(`/payment-success?session_id=${SESSION_ID}`);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'We refunded this payment of $10' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/You already had a membership when this payment went through/),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'The full $10 goes back to the card you paid with.',
      );
      expect(screen.queryByText(/being set up/)).not.toBeInTheDocument();
    });

    it('says a payment at a price that was not agreed was refunded, and how to reach the team', async () => {
      installFakeSupabase({
        functions: {
          'checkout-status': () =>
            answer({
              ...premiumPurchase,
              fulfilled: false,
              outcome: 'refunded-refused',
              refundedCents: 1000,
            }),
        },
      });
      fake.auth = signedInAuth('free');

      renderAt(`/payment-success?session_id=${SESSION_ID}`);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'We refunded this payment of $10' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/at the price you agreed to/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    });
  });

  it('thanks a guest for a donation without touching their account', async () => {
    const refreshUserData = vi.fn();
    fake.auth = signedOutAuth({ refreshUserData });
    installFakeSupabase({
      functions: {
        'checkout-status': () =>
          answer({
            status: 'complete',
            fulfilled: true,
            kind: 'donation',
            description: 'Monthly donation to Harbor',
            amountCents: 1500,
            currency: 'usd',
          }),
      },
    });

    renderAt(`/payment-success?session_id=${SESSION_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your gift' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Monthly donation to Harbor/)).toHaveTextContent('$15');
    expect(refreshUserData).not.toHaveBeenCalled();
  });

  it('says calmly that there is nothing to show when the address has no session id', () => {
    const supabase = installFakeSupabase();

    renderAt('/payment-success');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "We couldn't find a payment to show",
    );
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('does not ask about a session id that is not one', () => {
    const supabase = installFakeSupabase();

    renderAt('/payment-success?session_id=%7BCHECKOUT_SESSION_ID%7D');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "We couldn't find a payment to show",
    );
    expect(supabase.invoke).not.toHaveBeenCalled();
  });

  it('says calmly that there is nothing to show for an unknown session', async () => {
    installFakeSupabase({
      functions: { 'checkout-status': () => httpError(404, 'We could not find this payment.') },
    });

    renderAt(`/payment-success?session_id=${SESSION_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find a payment to show" }),
    ).toBeInTheDocument();
  });

  it('says an expired checkout charged nothing', async () => {
    installFakeSupabase({
      functions: { 'checkout-status': () => answer({ ...premiumPurchase, status: 'expired' }) },
    });

    renderAt(`/payment-success?session_id=${SESSION_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This checkout has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
  });
});
