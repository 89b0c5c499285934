/**
 * Which action a membership plan offers the person looking at it. Pure, no React.
 *
 * - Free, signed out: create an account. Free, signed in without a paid plan: "You're on Free".
 * - A paid plan, signed out: create an account (or sign in) first, then come back to buy.
 * - A paid plan, signed in: check out, unless it is the plan they have now: manage it.
 * - Someone with a paid plan looking at Free or another paid plan: their plan is managed in
 *   the billing portal; another paid plan can still be bought (it replaces the current one).
 * - Someone on a free hardship grant: every paid plan can be bought, its own Basic too.
 */
import type { AuthStatus, Membership, MembershipTier } from '@harbor-help/auth';

export type PaidTier = Exclude<MembershipTier, 'free'>;

export type PlanAction =
  | { kind: 'loading' }
  | { kind: 'sign-up' }
  | { kind: 'on-free' }
  | { kind: 'included-in-current'; currentTier: PaidTier }
  | { kind: 'sign-up-to-buy'; tier: PaidTier }
  | {
      kind: 'checkout';
      tier: PaidTier;
      currentTier: PaidTier | null;
      /** Set when the current plan is a free hardship grant: when it ends (the first payment's date). */
      hardshipEndsAt?: string;
    }
  | { kind: 'manage'; tier: PaidTier };

export interface Visitor {
  status: AuthStatus;
  membership: Membership | null;
  hasMembershipAccess: boolean;
}

/** The paid tier that gives the visitor access now, or null (signed out, free, expired, none). */
export function getCurrentPaidTier(visitor: Visitor): PaidTier | null {
  if (visitor.status !== 'signed-in' || !visitor.hasMembershipAccess || !visitor.membership)
    return null;
  const tier = visitor.membership.tier;
  return tier === 'free' ? null : tier;
}

export function getPlanAction(tier: MembershipTier, visitor: Visitor): PlanAction {
  if (visitor.status === 'loading') return { kind: 'loading' };
  const currentTier = getCurrentPaidTier(visitor);
  if (tier === 'free') {
    if (visitor.status === 'signed-out') return { kind: 'sign-up' };
    return currentTier ? { kind: 'included-in-current', currentTier } : { kind: 'on-free' };
  }
  if (visitor.status === 'signed-out') return { kind: 'sign-up-to-buy', tier };
  // A hardship grant is not paid for: there is nothing to manage, and any plan can be bought
  // (the first payment waits until the grant would have ended).
  const hardshipEndsAt =
    currentTier && visitor.membership?.source === 'hardship' ? visitor.membership.endDate : null;
  if (hardshipEndsAt) return { kind: 'checkout', tier, currentTier, hardshipEndsAt };
  if (currentTier === tier) return { kind: 'manage', tier };
  return { kind: 'checkout', tier, currentTier };
}
