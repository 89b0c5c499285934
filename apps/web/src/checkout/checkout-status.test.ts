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

  it("reads an order's lines with each name's language, and drops them all if one is malformed", () => {
    const order = {
      status: 'complete',
      fulfilled: true,
      kind: 'goods',
      description: 'Ordenar su dinero, Getting By: A Plain-Language Money Guide × 2',
      amountCents: 4400,
      currency: 'usd',
      lines: [
        { title: 'Ordenar su dinero', titleLanguage: 'es', size: null, quantity: 1 },
        {
          title: 'Getting By: A Plain-Language Money Guide',
          titleLanguage: 'en',
          size: null,
          quantity: 2,
        },
      ],
    };
    expect(readCheckoutStatus(structuredClone(order))).toEqual(order);
    // The sentence is still there to show when the lines cannot be trusted.
    for (const bad of [
      { title: '', titleLanguage: 'es', size: null, quantity: 1 },
      { title: 'Kit', titleLanguage: 'fr', size: null, quantity: 1 },
      { title: 'Kit', titleLanguage: 'en', size: 3, quantity: 1 },
      { title: 'Kit', titleLanguage: 'en', size: null, quantity: 0 },
      'Kit',
    ]) {
      const read = readCheckoutStatus({ ...order, lines: [order.lines[0], bad] });
      expect(read).not.toHaveProperty('lines');
      expect(read?.description).toBe(order.description);
    }
    // Only an order has lines.
    expect(readCheckoutStatus({ ...order, kind: 'donation' })).not.toHaveProperty('lines');
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
