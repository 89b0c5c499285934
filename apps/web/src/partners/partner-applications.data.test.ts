// partner-applications.data.ts against the fake client the pages' tests use: the row it adds, and
// the one sentence any failure is told in.
import { describe, expect, it } from 'vitest';
import type { DataResult } from '../data/result';
import { createFakeSupabase } from '../shared/test/fake-supabase';
import { PARTNER_SEND_FAILED_MESSAGE, sendPartnerApplication } from './partner-applications.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('partner-applications', () => {
  it('tells every failed partner application in its one sentence', async () => {
    const fake = createFakeSupabase({ insertError: { message: 'boom', code: '42501' } });
    const values = {
      fullName: 'Rosa Diaz',
      email: 'rosa@example.test',
      organization: '',
      website: '',
      audience: 'We run a weekly drop-in for renters.',
    };
    expect(errorOf(await sendPartnerApplication(fake.client, values))).toMatchObject({
      kind: 'forbidden',
      message: PARTNER_SEND_FAILED_MESSAGE,
    });
    expect(fake.inserts[0]).toMatchObject({ table: 'partner_applications' });
  });
});
