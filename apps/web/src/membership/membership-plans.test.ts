import { describe, expect, it } from 'vitest';
import {
  monthsFreeWithYearly,
  toMembershipPlan,
  yearlySavingsCents,
  type MembershipPlan,
} from './membership-plans';

const plan = (monthly: number, yearly: number): MembershipPlan => ({
  tier: 'basic',
  name: 'Basic',
  description: 'A plan.',
  monthlyPriceCents: monthly,
  yearlyPriceCents: yearly,
  benefits: [],
});

describe('toMembershipPlan', () => {
  it('maps a membership_plans row', () => {
    expect(
      toMembershipPlan({
        tier: 'premium',
        name: 'Premium',
        description: 'More.',
        monthly_price_cents: 1000,
        yearly_price_cents: 10000,
        benefits: ['Everything in Basic'],
      }),
    ).toEqual({
      tier: 'premium',
      name: 'Premium',
      description: 'More.',
      monthlyPriceCents: 1000,
      yearlyPriceCents: 10000,
      benefits: ['Everything in Basic'],
    });
  });

  // membership_plans.benefits is not null (the generated row type says so): no "missing" case.
  it('gives null for a tier the site does not know', () => {
    expect(
      toMembershipPlan({
        tier: 'platinum',
        name: 'Platinum',
        description: 'Unknown.',
        monthly_price_cents: 0,
        yearly_price_cents: 0,
        benefits: [],
      }),
    ).toBeNull();
  });
});

describe('yearlySavingsCents', () => {
  it('is what twelve months cost more than a year', () => {
    expect(yearlySavingsCents(plan(500, 5000))).toBe(1000);
  });

  it('is never negative', () => {
    expect(yearlySavingsCents(plan(500, 7000))).toBe(0);
  });
});

describe('monthsFreeWithYearly', () => {
  it('counts the months saved when every paid plan saves the same', () => {
    expect(monthsFreeWithYearly([plan(0, 0), plan(500, 5000), plan(1000, 10000)])).toBe(2);
  });

  it('is null when the plans save different amounts of months', () => {
    expect(monthsFreeWithYearly([plan(500, 5000), plan(1000, 11000)])).toBeNull();
  });

  it('is null when a year saves nothing or no plan is paid', () => {
    expect(monthsFreeWithYearly([plan(500, 6000)])).toBeNull();
    expect(monthsFreeWithYearly([plan(0, 0)])).toBeNull();
  });
});
