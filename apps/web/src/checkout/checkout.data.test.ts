// checkout.data.ts and billing-portal.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { answer, createFakeSupabase, httpError } from '../shared/test/fake-supabase';
import { openBillingPortal } from './billing-portal.data';
import { createCheckout } from './checkout.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('checkout and billing-portal', () => {
  it('answers the address of the Stripe page', async () => {
    const fake = createFakeSupabase({
      functions: {
        checkout: () => answer({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
        'billing-portal': () => answer({ url: 'https://billing.stripe.com/p/session/1' }),
      },
    });
    const request = { kind: 'donation', amountCents: 1000, recurring: false } as const;
    expect(await createCheckout(fake.client, request)).toEqual({
      ok: true,
      data: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(fake.invoke).toHaveBeenCalledWith('checkout', { body: request });
    expect(await openBillingPortal(fake.client, {})).toEqual({
      ok: true,
      data: 'https://billing.stripe.com/p/session/1',
    });
  });

  it('fails as server when the answer has no web address', async () => {
    const fake = createFakeSupabase({
      functions: { checkout: () => answer({ url: 'javascript:alert(1)' }) },
    });
    expect(errorOf(await createCheckout(fake.client, { kind: 'goods', items: [] }))).toMatchObject({
      kind: 'server',
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });

  it("shows the function's own sentence for a refusal", async () => {
    const fake = createFakeSupabase({
      functions: { checkout: () => httpError(401, 'Please sign in to buy a membership.') },
    });
    expect(
      errorOf(
        await createCheckout(fake.client, { kind: 'membership', tier: 'basic', interval: 'month' }),
      ),
    ).toMatchObject({ kind: 'forbidden', message: 'Please sign in to buy a membership.' });
  });
});
