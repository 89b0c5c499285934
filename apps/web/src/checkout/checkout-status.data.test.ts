// checkout-status.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import type { DataResult } from '../data/result';
import { answer, createFakeSupabase, httpError } from '../shared/test/fake-supabase';
import { loadCheckoutStatus, UNREADABLE_ANSWER } from './checkout-status.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('checkout-status', () => {
  const paid = {
    status: 'complete',
    fulfilled: true,
    kind: 'donation',
    description: 'A donation',
    amountCents: 1000,
    currency: 'usd',
  };

  it('answers the checked status of the session', async () => {
    const fake = createFakeSupabase({ functions: { 'checkout-status': () => answer(paid) } });
    expect(await loadCheckoutStatus(fake.client, 'cs_test_1234567890')).toEqual({
      ok: true,
      data: paid,
    });
    expect(fake.invoke).toHaveBeenCalledWith('checkout-status', {
      body: { sessionId: 'cs_test_1234567890' },
    });
  });

  it('fails as not-found for a session the function does not know', async () => {
    const fake = createFakeSupabase({
      functions: { 'checkout-status': () => httpError(404, 'No such checkout session.') },
    });
    expect(errorOf(await loadCheckoutStatus(fake.client, 'cs_test_x'))?.kind).toBe('not-found');
  });

  it('fails with its own sentence for an answer it cannot read', async () => {
    const fake = createFakeSupabase({ functions: { 'checkout-status': () => answer({}) } });
    expect(errorOf(await loadCheckoutStatus(fake.client, 'cs_test_x'))).toMatchObject({
      kind: 'server',
      message: UNREADABLE_ANSWER,
    });
  });
});
