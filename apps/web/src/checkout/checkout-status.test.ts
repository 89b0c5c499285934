import { describe, expect, it } from 'vitest';
import { isCheckoutSessionId, readCheckoutStatus } from './checkout-status';

describe('isCheckoutSessionId', () => {
  it('accepts test and live Checkout session ids', () => {
    expect(isCheckoutSessionId('cs_test_a1B2c3D4e5F6g7')).toBe(true);
    expect(isCheckoutSessionId('cs_live_a1B2c3D4e5F6g7')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      '',
      'cs_test_',
      'pi_test_a1B2c3D4e5F6g7',
      'cs_test_abc/../x',
      '{CHECKOUT_SESSION_ID}',
    ]) {
      expect(isCheckoutSessionId(value), String(value)).toBe(false);
    }
  });
});

describe('readCheckoutStatus', () => {
  it('reads a completed membership purchase with its tier', () => {
    const purchase = {
      status: 'complete',
      fulfilled: true,
      kind: 'membership',
      description: 'Premium membership, billed monthly',
      amountCents: 1000,
      currency: 'usd',
      tier: 'premium',
    };
    expect(readCheckoutStatus({ ...purchase })).toEqual(purchase);
  });

  it('reads a refunded membership payment, and drops an outcome it does not know', () => {
    const refunded = {
      status: 'complete',
      fulfilled: false,
      kind: 'membership',
      description: 'Premium membership, billed monthly',
      amountCents: 1000,
      currency: 'usd',
      tier: 'premium',
      outcome: 'refunded-duplicate',
      refundedCents: 1000,
    };
    expect(readCheckoutStatus({ ...refunded })).toEqual(refunded);
    const { outcome: _outcome, refundedCents: _cents, ...rest } = refunded;
    void _outcome;
    void _cents;
    expect(readCheckoutStatus({ ...refunded, outcome: 'made-up' })).toEqual(rest);
  });

  it('drops a tier that is not a paid one', () => {
    expect(
      readCheckoutStatus({
        status: 'open',
        kind: 'donation',
        description: 'Donation to Harbor',
        amountCents: 2500,
        currency: 'usd',
        tier: 'free',
      }),
    ).toEqual({
      status: 'open',
      fulfilled: false,
      kind: 'donation',
      description: 'Donation to Harbor',
      amountCents: 2500,
      currency: 'usd',
    });
  });

  it('counts a payment as recorded by Harbor only when the answer says so', () => {
    const paid = {
      status: 'complete',
      kind: 'membership',
      description: 'Premium membership, billed monthly',
      amountCents: 1000,
      currency: 'usd',
      tier: 'premium',
    };
    expect(readCheckoutStatus({ ...paid, fulfilled: false })?.fulfilled).toBe(false);
    expect(readCheckoutStatus(paid)?.fulfilled).toBe(false);
    expect(readCheckoutStatus({ ...paid, fulfilled: 'yes' })?.fulfilled).toBe(false);
    expect(readCheckoutStatus({ ...paid, status: 'open', fulfilled: true })?.fulfilled).toBe(false);
  });

  it('is null for an answer of another shape', () => {
    expect(readCheckoutStatus(null)).toBeNull();
    expect(
      readCheckoutStatus({
        status: 'paid',
        kind: 'goods',
        description: '',
        amountCents: 1,
        currency: 'usd',
      }),
    ).toBeNull();
    expect(
      readCheckoutStatus({
        status: 'complete',
        kind: 'goods',
        description: 'x',
        amountCents: -1,
        currency: 'usd',
      }),
    ).toBeNull();
  });
});
