// membership-plans.data.ts against a fake PostgREST (the fetch the pages' tests use): what it asks
// for, and the one result shape it answers with, for success and for each way it can fail.
import { describe, expect, it } from 'vitest';
import { SERVICE_UNREACHABLE_MESSAGE } from '../data/messages';
import type { DataResult } from '../data/result';
import { createFakeRest } from '../shared/test/fake-rest';
import { loadMembershipPlans } from './membership-plans.data';
import { PLAN_ROWS } from './test/plans';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

describe('membership-plans', () => {
  it('reads every plan, cheapest first', async () => {
    const rest = createFakeRest({ membership_plans: { data: PLAN_ROWS, error: null } });
    const result = await loadMembershipPlans(rest.source);
    expect(result.ok && result.data.map((plan) => plan.tier)).toEqual([
      'free',
      'basic',
      'premium',
      'vip',
    ]);
    expect(rest.requestsOf('membership_plans')[0]?.searchParams.get('order')).toBe(
      'sort_order.asc',
    );
  });

  it('fails as network when no answer comes', async () => {
    const rest = createFakeRest({
      membership_plans: { data: null, error: { message: 'Failed to fetch' } },
    });
    expect(errorOf(await loadMembershipPlans(rest.source))).toMatchObject({
      kind: 'network',
      message: SERVICE_UNREACHABLE_MESSAGE,
    });
  });
});
