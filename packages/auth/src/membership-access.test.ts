import { describe, expect, it } from 'vitest';
import { hasMembershipAccess, millisecondsUntilAccessEnds } from './membership-access';
import type { Membership } from './types';

const now = new Date('2026-06-15T12:00:00.000Z');
const oneMillisecondBefore = new Date(now.getTime() - 1).toISOString();
const oneMillisecondAfter = new Date(now.getTime() + 1).toISOString();

const membership = (overrides: Partial<Membership>): Membership => ({
  id: 'membership-1',
  tier: 'premium',
  isActive: true,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: null,
  ...overrides,
});

describe('hasMembershipAccess', () => {
  it.each([
    ['a free active membership with no end date', membership({ tier: 'free' }), false],
    ['a basic active membership with no end date', membership({ tier: 'basic' }), true],
    ['a premium active membership with no end date', membership({ tier: 'premium' }), true],
    ['a vip active membership with no end date', membership({ tier: 'vip' }), true],
    [
      'a premium membership that ended one millisecond ago',
      membership({ endDate: oneMillisecondBefore }),
      false,
    ],
    [
      'a premium membership that ends exactly now',
      membership({ endDate: now.toISOString() }),
      false,
    ],
    [
      'a premium membership that ends in one millisecond',
      membership({ endDate: oneMillisecondAfter }),
      true,
    ],
    ['an inactive premium membership with no end date', membership({ isActive: false }), false],
    [
      'an inactive vip membership that ends in the future',
      membership({ tier: 'vip', isActive: false, endDate: oneMillisecondAfter }),
      false,
    ],
    [
      'a free membership that ends in the future',
      membership({ tier: 'free', endDate: oneMillisecondAfter }),
      false,
    ],
    ['an unknown tier', membership({ tier: 'platinum' as Membership['tier'] }), false],
    ['a tier in the wrong case', membership({ tier: 'VIP' as Membership['tier'] }), false],
    ['an end date that is not a date', membership({ endDate: 'soon' }), false],
    [
      'isActive that is truthy but not true',
      membership({ isActive: 'yes' as unknown as boolean }),
      false,
    ],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('given %s, returns %s', (_label, input, expected) => {
    expect(hasMembershipAccess(input, now)).toBe(expected);
  });

  it('compares against the current time when no date is given', () => {
    expect(hasMembershipAccess(membership({ endDate: '2000-01-01T00:00:00.000Z' }))).toBe(false);
    expect(hasMembershipAccess(membership({ endDate: '2999-01-01T00:00:00.000Z' }))).toBe(true);
  });

  it('understands the timestamps PostgREST returns for timestamptz columns', () => {
    expect(hasMembershipAccess(membership({ endDate: '2026-06-15T12:00:00.001+00:00' }), now)).toBe(
      true,
    );
    expect(hasMembershipAccess(membership({ endDate: '2026-06-15T11:59:59.999+00:00' }), now)).toBe(
      false,
    );
  });
});

describe('millisecondsUntilAccessEnds', () => {
  it('counts down to the end date of a membership that gives access', () => {
    expect(
      millisecondsUntilAccessEnds(membership({ endDate: '2026-06-15T12:00:01.500Z' }), now),
    ).toBe(1500);
  });

  it('is null for a membership that never ends', () => {
    expect(millisecondsUntilAccessEnds(membership({ endDate: null }), now)).toBeNull();
  });

  it('is null for a membership that gives no access', () => {
    expect(
      millisecondsUntilAccessEnds(membership({ tier: 'free', endDate: oneMillisecondAfter }), now),
    ).toBeNull();
    expect(
      millisecondsUntilAccessEnds(membership({ endDate: oneMillisecondBefore }), now),
    ).toBeNull();
    expect(millisecondsUntilAccessEnds(null, now)).toBeNull();
  });
});
