/** The membership plans and their prices (public.membership_plans), readable by everyone. */
import type { MembershipTier } from '@harbor/auth';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface MembershipPlan {
  tier: MembershipTier;
  name: string;
  description: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
  benefits: string[];
}

interface PlanRow {
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

/** Every plan, cheapest first. */
export async function fetchMembershipPlans(client: SupabaseClient): Promise<MembershipPlan[]> {
  const { data, error } = await client
    .from('membership_plans')
    .select('tier, name, description, monthly_price_cents, yearly_price_cents, benefits')
    .order('sort_order', { ascending: true });
  if (error) throw error;
  return ((data ?? []) as PlanRow[]).map(toMembershipPlan);
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
