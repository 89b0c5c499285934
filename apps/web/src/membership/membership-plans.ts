/** The membership plans and their prices (public.membership_plans): read by `data/membership-plans.ts`. */
import type { MembershipTier } from '@harbor-help/auth';

export interface MembershipPlan {
  tier: MembershipTier;
  name: string;
  description: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  benefits: string[];
}

/** One row as `data/membership-plans.ts` selects it. */
export interface PlanRow {
  tier: MembershipTier;
  name: string;
  description: string;
  monthly_price_cents: number;
  yearly_price_cents: number;
  benefits: string[] | null;
}

export function toMembershipPlan(row: PlanRow): MembershipPlan {
  return {
    tier: row.tier,
    name: row.name,
    description: row.description,
    monthlyPriceCents: row.monthly_price_cents,
    yearlyPriceCents: row.yearly_price_cents,
    benefits: row.benefits ?? [],
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
