/** public.membership_plans: the plans and their prices, readable by everyone. */
import { readPublicRows, type PublicSource } from '../data/public-rows';
import type { DataResult } from '../data/result';
import { toMembershipPlan, type MembershipPlan } from './membership-plans';

/** The plans' key among the build's data (src/data/build-data.ts). */
export const PLANS_BUILD_KEY = 'membership-plans';

const PLAN_COLUMNS = [
  'tier',
  'name',
  'description',
  'monthly_price_cents',
  'yearly_price_cents',
  'benefits',
] as const;

/**
 * Every plan, cheapest first (a row of a tier the site does not know is left out), read with a
 * plain fetch (no supabase-js, see data/public-rows.ts).
 */
export function loadMembershipPlans(
  source: PublicSource | null,
): Promise<DataResult<MembershipPlan[]>> {
  return readPublicRows(
    source,
    { table: 'membership_plans', columns: PLAN_COLUMNS, order: ['sort_order'] },
    (rows) => rows.flatMap((row) => toMembershipPlan(row) ?? []),
  );
}
