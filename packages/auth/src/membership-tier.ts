import type { MembershipTier } from './types';

/** Every membership tier, cheapest first. */
export const MEMBERSHIP_TIERS = [
  'free',
  'basic',
  'premium',
  'vip',
] as const satisfies readonly MembershipTier[];

/** The tiers that give membership access. `free` never does. */
export const PAID_MEMBERSHIP_TIERS = [
  'basic',
  'premium',
  'vip',
] as const satisfies readonly MembershipTier[];

/** Narrows an untrusted value (a database row, a JSON body) to a known tier. */
export function isMembershipTier(value: unknown): value is MembershipTier {
  return typeof value === 'string' && (MEMBERSHIP_TIERS as readonly string[]).includes(value);
}

/** True for basic, premium and vip; false for free and for anything that is not a tier. */
export function isPaidMembershipTier(
  value: unknown,
): value is (typeof PAID_MEMBERSHIP_TIERS)[number] {
  return typeof value === 'string' && (PAID_MEMBERSHIP_TIERS as readonly string[]).includes(value);
}
