// membership-plans.data.ts against the fake client the pages' tests use: what it asks for, and the one result
// shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SERVICE_UNREACHABLE_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { createFakeSupabase } from '../shared/test/fake-supabase';
import { loadMembershipPlans } from './membership-plans.data';
import { PLAN_ROWS } from './test/plans';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('membership-plans', () => {
  it('reads every plan, cheapest first', async () => {
    const fake = createFakeSupabase({
      tables: { membership_plans: { data: PLAN_ROWS, error: null } },
    });
    const result = await loadMembershipPlans(fake.client);
    expect(result.ok && result.data.map((plan) => plan.tier)).toEqual([
      'free',
      'basic',
      'premium',
      'vip',
    ]);
    expect(fake.reads[0]?.calls).toContainEqual(['order', ['sort_order', { ascending: true }]]);
  });

  it('fails as network when the client cannot load', async () => {
    const result = await loadMembershipPlans(() => Promise.reject(new Error('chunk failed')));
    expect(errorOf(result)).toMatchObject({
      kind: 'network',
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
