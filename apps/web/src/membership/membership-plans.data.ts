/** public.membership_plans: the plans and their prices, readable by everyone. */
import type { ClientSource } from '../data/client';
import type { DataResult } from '../data/result';
import { runQuery } from '../data/table';
import { toMembershipPlan, type MembershipPlan } from './membership-plans';

/** The plans' key among the build's data (src/data/build-data.ts). */
export const PLANS_BUILD_KEY = 'membership-plans';

/** Every plan, cheapest first (a row of a tier the site does not know is left out). */
export function loadMembershipPlans(client: ClientSource): Promise<DataResult<MembershipPlan[]>> {
  return runQuery(
    client,
    (supabase) =>
      supabase
        .from('membership_plans')
        .select('tier, name, description, monthly_price_cents, yearly_price_cents, benefits')
        .order('sort_order', { ascending: true }),
    (rows) => (rows ?? []).flatMap((row) => toMembershipPlan(row) ?? []),
  );
}
