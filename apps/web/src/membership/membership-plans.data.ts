/** public.membership_plans: the plans and their prices, readable by everyone. */
import { readPublicRows, type PublicSource } from '../data/public-rows';
import type { DataResult } from '../data/result';
import { toMembershipPlan, type MembershipPlan, type PlanLocale } from './membership-plans';

/** The plans' key among the build's data (src/data/build-data.ts), in the words of `locale`. */
export function plansBuildKey(locale: PlanLocale = 'en'): string {
  return locale === 'es' ? 'membership-plans-es' : 'membership-plans';
}

const PLAN_COLUMNS = [
  'tier',
  'name',
  'description',
  'monthly_price_cents',
  'yearly_price_cents',
  'benefits',
] as const;

/** A Spanish page reads the Spanish words too (and the English ones, for a plan without them). */
const PLAN_COLUMNS_ES = [...PLAN_COLUMNS, 'name_es', 'description_es', 'benefits_es'] as const;

/**
 * Every plan, cheapest first (a row of a tier the site does not know is left out), in `locale`'s
 * words, read with a plain fetch (no supabase-js, see data/public-rows.ts). An English page
 * reads only the English columns.
 */
export function loadMembershipPlans(
  source: PublicSource | null,
  locale: PlanLocale = 'en',
): Promise<DataResult<MembershipPlan[]>> {
  return readPublicRows(
    source,
    {
      table: 'membership_plans',
      columns: locale === 'es' ? PLAN_COLUMNS_ES : PLAN_COLUMNS,
      order: ['sort_order'],
    },
    (rows) => rows.flatMap((row) => toMembershipPlan(row, locale) ?? []),
  );
}
