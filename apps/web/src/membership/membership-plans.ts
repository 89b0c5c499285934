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
  /**
   * Set on a Spanish page when the plan has no Spanish words yet: its name, description and
   * benefits are the English ones, and the page marks them `lang="en"`.
   */
  lang?: 'en';
}

/** The language a page shows the plans in. */
export type PlanLocale = 'en' | 'es';

/** One row as `membership-plans.data.ts` selects it: its columns as the migrations make them. */
export type PlanRow = Pick<
  Tables<'membership_plans'>,
  'tier' | 'name' | 'description' | 'monthly_price_cents' | 'yearly_price_cents' | 'benefits'
> &
  Partial<Pick<Tables<'membership_plans'>, 'name_es' | 'description_es' | 'benefits_es'>>;

/**
 * A row as a MembershipPlan in `locale`'s words; null for a tier the site does not know. In
 * Spanish, a row without its Spanish words (the migration sets all three or none) keeps its
 * English ones, marked `lang: 'en'`, never a mix of the two.
 */
export function toMembershipPlan(row: PlanRow, locale: PlanLocale = 'en'): MembershipPlan | null {
  if (!isMembershipTier(row.tier)) return null;
  const prices = {
    tier: row.tier,
    monthlyPriceCents: row.monthly_price_cents,
    yearlyPriceCents: row.yearly_price_cents,
  };
  if (locale === 'es') {
    const { name_es: name, description_es: description, benefits_es: benefits } = row;
    if (name && description && benefits) return { ...prices, name, description, benefits };
    return {
      ...prices,
      name: row.name,
      description: row.description,
      benefits: row.benefits,
      lang: 'en',
    };
  }
  return { ...prices, name: row.name, description: row.description, benefits: row.benefits };
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
