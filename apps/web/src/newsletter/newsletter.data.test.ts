// newsletter.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { answer, createFakeSupabase } from '../shared/test/fake-supabase';
import { subscribeToNewsletter } from './newsletter.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('newsletter', () => {
  it('subscribes with consent, sending a first name only when there is one', async () => {
    const fake = createFakeSupabase({
      functions: { 'newsletter-subscribe': () => answer({ status: 'check-your-inbox' }) },
    });
    expect(
      await subscribeToNewsletter(fake.client, { email: 'a@example.test', firstName: '' }),
    ).toEqual({
      ok: true,
      data: 'check-your-inbox',
    });
    expect(fake.invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { email: 'a@example.test', consent: true },
    });
  });

  it('fails as server for an answer it does not know', async () => {
    const fake = createFakeSupabase({
      functions: { 'newsletter-subscribe': () => answer({ status: 'maybe' }) },
    });
    expect(
      errorOf(await subscribeToNewsletter(fake.client, { email: 'a@example.test' })),
    ).toMatchObject({
      kind: 'server',
      message: SOMETHING_WENT_WRONG_MESSAGE,
    });
  });
});
