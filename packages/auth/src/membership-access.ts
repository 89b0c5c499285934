import { isPaidMembershipTier } from './membership-tier';
import type { Membership } from './types';

/**
 * The membership-access rule (spec §4, §6). True only when the membership
 * - is active,
 * - has a paid tier (basic, premium or vip; free and unknown tiers never count), and
 * - has no end date, or an end date strictly after `now`.
 *
 * Pure and framework-free: safe to call on a server, in a worker or in a test.
 * An end date that cannot be parsed denies access.
 */
export function hasMembershipAccess(
  membership: Membership | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!membership) return false;
  if (membership.isActive !== true) return false;
  if (!isPaidMembershipTier(membership.tier)) return false;
  if (membership.endDate === null || membership.endDate === undefined) return true;
  const endsAt = Date.parse(membership.endDate);
  if (Number.isNaN(endsAt)) return false;
  return endsAt > now.getTime();
}

/**
 * How many milliseconds from `now` until a membership that gives access stops
 * giving it, because its end date passes. Null when it gives no access now, or
 * never ends. Lets a long-open page take the Premium badge away on time.
 */
export function millisecondsUntilAccessEnds(
  membership: Membership | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!membership?.endDate || !hasMembershipAccess(membership, now)) return null;
  return Date.parse(membership.endDate) - now.getTime();
}
