// The Stripe stand-in reads the official client's form bodies with qs.
import { describe, expect, it } from 'vitest';
import { decodeStripeForm } from '../src/stripe/form.js';

describe('decodeStripeForm', () => {
  it("reads Stripe's nested keys and indexed arrays back into objects", async () => {
    const body = new URLSearchParams({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[1][price_data][product_data][name]': 'Second item',
      'metadata[tier]': 'premium',
      'subscription_data[metadata][user_id]': 'u1',
    }).toString();
    expect(await decodeStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '900', recurring: { interval: 'month' } },
        },
        { price_data: { product_data: { name: 'Second item' } } },
      ],
      metadata: { tier: 'premium' },
      subscription_data: { metadata: { user_id: 'u1' } },
    });
  });

  it('keeps a hundred line items as an array', async () => {
    const body = Array.from({ length: 100 }, (_, i) => `line_items[${i}][quantity]=${i + 1}`).join(
      '&',
    );
    const decoded = await decodeStripeForm(body);
    expect(Array.isArray(decoded.line_items)).toBe(true);
    expect((decoded.line_items as unknown[]).length).toBe(100);
  });

  it('never writes to prototypes', async () => {
    const decoded = await decodeStripeForm(
      '__proto__[polluted]=yes&metadata[__proto__][x]=1&constructor[prototype][y]=2',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(decoded.metadata ?? {})).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).y).toBeUndefined();
  });
});
