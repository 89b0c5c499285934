import type { Membership } from '@harbor-help/auth';
import { describe, expect, it } from 'vitest';
import { getCurrentPaidTier, getPlanAction, type Visitor } from './membership-action';

const membership = (tier: Membership['tier'], endDate: string | null = null): Membership => ({
  id: `m-${tier}`,
  tier,
  isActive: true,
  startDate: '2026-01-01T00:00:00Z',
  endDate,
});

const signedOut: Visitor = { status: 'signed-out', membership: null, hasMembershipAccess: false };
const loading: Visitor = { status: 'loading', membership: null, hasMembershipAccess: false };
const withoutMembership: Visitor = {
  status: 'signed-in',
  membership: null,
  hasMembershipAccess: false,
};
const onFree: Visitor = {
  status: 'signed-in',
  membership: membership('free'),
  hasMembershipAccess: false,
};
const onPremium: Visitor = {
  status: 'signed-in',
  membership: membership('premium'),
  hasMembershipAccess: true,
};
const expiredPremium: Visitor = {
  status: 'signed-in',
  membership: membership('premium', '2026-02-01T00:00:00Z'),
  hasMembershipAccess: false,
};

describe('getPlanAction', () => {
  describe('while the visitor is not known yet', () => {
    it('waits, for every tier', () => {
      for (const tier of ['free', 'basic', 'premium', 'vip'] as const) {
        expect(getPlanAction(tier, loading)).toEqual({ kind: 'loading' });
      }
    });
  });

  describe('given a visitor who is signed out', () => {
    it('offers Free as a sign-up', () => {
      expect(getPlanAction('free', signedOut)).toEqual({ kind: 'sign-up' });
    });

    it('asks them to create an account or sign in before buying a paid plan', () => {
      expect(getPlanAction('premium', signedOut)).toEqual({
        kind: 'sign-up-to-buy',
        tier: 'premium',
      });
      expect(getPlanAction('vip', signedOut)).toEqual({ kind: 'sign-up-to-buy', tier: 'vip' });
    });
  });

  describe('given a signed-in member on Free', () => {
    it("says they're on Free", () => {
      expect(getPlanAction('free', onFree)).toEqual({ kind: 'on-free' });
    });

    it('offers checkout for each paid plan', () => {
      expect(getPlanAction('basic', onFree)).toEqual({
        kind: 'checkout',
        tier: 'basic',
        currentTier: null,
      });
      expect(getPlanAction('premium', onFree)).toEqual({
        kind: 'checkout',
        tier: 'premium',
        currentTier: null,
      });
    });
  });

  describe('given a signed-in person with no membership row', () => {
    it('treats them as on Free', () => {
      expect(getPlanAction('free', withoutMembership)).toEqual({ kind: 'on-free' });
      expect(getPlanAction('vip', withoutMembership)).toEqual({
        kind: 'checkout',
        tier: 'vip',
        currentTier: null,
      });
    });
  });

  describe('given a member with an active Premium plan', () => {
    it('offers to manage Premium, their current plan', () => {
      expect(getPlanAction('premium', onPremium)).toEqual({ kind: 'manage', tier: 'premium' });
    });

    it('says Free is included in what they have', () => {
      expect(getPlanAction('free', onPremium)).toEqual({
        kind: 'included-in-current',
        currentTier: 'premium',
      });
    });

    it('offers checkout for another paid plan, naming the current one', () => {
      expect(getPlanAction('vip', onPremium)).toEqual({
        kind: 'checkout',
        tier: 'vip',
        currentTier: 'premium',
      });
    });
  });

  describe('given a member whose Premium plan has ended', () => {
    it('offers Premium again as a checkout, not as their current plan', () => {
      expect(getPlanAction('premium', expiredPremium)).toEqual({
        kind: 'checkout',
        tier: 'premium',
        currentTier: null,
      });
      expect(getPlanAction('free', expiredPremium)).toEqual({ kind: 'on-free' });
    });
  });
});

describe('getCurrentPaidTier', () => {
  it('is the tier only while it gives access', () => {
    expect(getCurrentPaidTier(onPremium)).toBe('premium');
    expect(getCurrentPaidTier(expiredPremium)).toBeNull();
    expect(getCurrentPaidTier(onFree)).toBeNull();
    expect(getCurrentPaidTier(signedOut)).toBeNull();
  });
});

describe('a member on a hardship grant', () => {
  const hardship: Visitor = {
    status: 'signed-in',
    membership: {
      ...membership('basic', '2027-03-01T00:00:00Z'),
      source: 'hardship',
    },
    hasMembershipAccess: true,
  };

  it('can buy every paid plan, Basic included, with the date the first payment waits for', () => {
    for (const tier of ['basic', 'premium', 'vip'] as const) {
      expect(getPlanAction(tier, hardship)).toEqual({
        kind: 'checkout',
        tier,
        currentTier: 'basic',
        hardshipEndsAt: '2027-03-01T00:00:00Z',
      });
    }
  });

  it('is offered no billing portal, having nothing paid to manage', () => {
    expect(getPlanAction('basic', hardship).kind).not.toBe('manage');
  });

  it('is treated as before once the grant has ended', () => {
    expect(getPlanAction('basic', { ...hardship, hasMembershipAccess: false })).toEqual({
      kind: 'checkout',
      tier: 'basic',
      currentTier: null,
    });
  });
});
