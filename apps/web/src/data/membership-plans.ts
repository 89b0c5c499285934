/** public.membership_plans: the plans and their prices, readable by everyone. */
import {
  toMembershipPlan,
  type MembershipPlan,
  type PlanRow,
} from '../membership/membership-plans';
import type { ClientSource } from './client';
import type { DataResult } from './result';
import { runQuery } from './table';

/** Every plan, cheapest first. */
export function loadMembershipPlans(client: ClientSource): Promise<DataResult<MembershipPlan[]>> {
  return runQuery(
    client,
    (supabase) =>
      supabase
        .from('membership_plans')
        .select('tier, name, description, monthly_price_cents, yearly_price_cents, benefits')
        .order('sort_order', { ascending: true }),
    (data) => ((data ?? []) as PlanRow[]).map(toMembershipPlan),
  );
}
