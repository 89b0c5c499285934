// contact-messages.data.ts against the fake client the pages' tests use: the row it adds, and the
// one result shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SERVER_FAILURE } from '../data/messages';
import type { DataResult } from '../data/result';
import { createFakeSupabase } from '../shared/test/fake-supabase';
import { sendContactMessage } from './contact-messages.data';
import { toContactRow } from './contact-rules';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

const MESSAGE = toContactRow({
  name: 'Sam',
  email: 's@example.test',
  topic: 'question',
  message: 'Hi',
});

describe('contact-messages', () => {
  it('adds the row to contact_messages', async () => {
    const fake = createFakeSupabase();
    expect(await sendContactMessage(fake.client, MESSAGE)).toEqual({ ok: true, data: undefined });
    expect(fake.inserts).toEqual([{ table: 'contact_messages', row: MESSAGE }]);
  });

  it('tells an unknown database error as our fault', async () => {
    const fake = createFakeSupabase({ insertError: { message: 'boom' } });
    expect(errorOf(await sendContactMessage(fake.client, MESSAGE))?.message).toBe(SERVER_FAILURE);
  });
});
