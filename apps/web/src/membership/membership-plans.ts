/** The membership plans and their prices (public.membership_plans): read by `membership-plans.data.ts`. */
import { isMembershipTier, type MembershipTier } from '@harbor-help/auth';
import type { Tables } from '@harbor-help/local-supabase/database-types';

export interface MembershipPlan {
  tier: MembershipTier;
  name: string;
  description: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  benefits: string[];
}

/** One row as `membership-plans.data.ts` selects it: its columns as the migrations make them. */
export type PlanRow = Pick<
  Tables<'membership_plans'>,
  'tier' | 'name' | 'description' | 'monthly_price_cents' | 'yearly_price_cents' | 'benefits'
>;

/** A row as a MembershipPlan; null for a tier the site does not know. */
export function toMembershipPlan(row: PlanRow): MembershipPlan | null {
  if (!isMembershipTier(row.tier)) return null;
  return {
    tier: row.tier,
    name: row.name,
    description: row.description,
    monthlyPriceCents: row.monthly_price_cents,
    yearlyPriceCents: row.yearly_price_cents,
    benefits: row.benefits,
  };
}

/** What a year costs less than twelve months, in cents (0 when it costs the same or more). */
export function yearlySavingsCents(plan: MembershipPlan): number {
  return Math.max(0, plan.monthlyPriceCents * 12 - plan.yearlyPriceCents);
}

/**
 * How many months a yearly plan saves, when it is the same whole number for every paid plan
 * ("2 months free"); null otherwise.
 */
export function monthsFreeWithYearly(plans: readonly MembershipPlan[]): number | null {
  const paid = plans.filter((plan) => plan.monthlyPriceCents > 0);
  if (paid.length === 0) return null;
  const months = paid.map((plan) => yearlySavingsCents(plan) / plan.monthlyPriceCents);
  const [first] = months;
  if (first === undefined || first <= 0 || !Number.isInteger(first)) return null;
  return months.every((value) => value === first) ? first : null;
}
