// hardship-access.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { SERVICE_UNREACHABLE_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { answer, createFakeSupabase, unreachable } from '../shared/test/fake-supabase';
import { requestHardshipAccess } from './hardship-access.data';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('hardship-access', () => {
  it('answers the grant, sending the reason trimmed', async () => {
    const grant = { endsAt: '2027-03-03T00:00:00Z', nextRequestAt: '2027-12-01T00:00:00Z' };
    const fake = createFakeSupabase({ functions: { 'hardship-access': () => answer(grant) } });
    expect(await requestHardshipAccess(fake.client, '  rent went up  ')).toEqual({
      ok: true,
      data: grant,
    });
    expect(fake.invoke).toHaveBeenCalledWith('hardship-access', {
      body: { reason: 'rent went up' },
    });
  });

  it("tells a refusal in Harbor's words, with the function's code", async () => {
    const refusal = new Response(
      JSON.stringify({ code: 'paid_plan', error: 'You already have a paid plan.' }),
      { status: 409, headers: { 'content-type': 'application/json' } },
    );
    const fake = createFakeSupabase({
      functions: {
        'hardship-access': () => ({ data: null, error: new FunctionsHttpError(refusal) }),
      },
    });
    const error = errorOf(await requestHardshipAccess(fake.client, ''));
    expect(error).toMatchObject({ kind: 'server', status: 409, code: 'paid_plan' });
    expect(error?.message).toContain('cancel it under “Manage your plan”');
    expect(fake.invoke).toHaveBeenCalledWith('hardship-access', { body: {} });
  });

  it('fails as network, with no code, when the service is not reached', async () => {
    const fake = createFakeSupabase({ functions: { 'hardship-access': unreachable } });
    expect(errorOf(await requestHardshipAccess(fake.client, 'x'))).toMatchObject({
      kind: 'network',
      code: null,
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
