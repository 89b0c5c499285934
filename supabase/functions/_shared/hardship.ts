// A hardship member who starts paying for Basic loses no day of the free access they were given:
// the checkout starts the paid subscription with a trial that ends when the grant would have
// ended, so Stripe takes the first payment then (status `trialing` gives access meanwhile, and the
// paid membership replaces the hardship one at once). Stripe Checkout wants a trial_end at least
// 48 hours away, so a grant with less left gets those 48 hours (a day or two more, never less).
// The grant is Basic, and stays Basic: Premium or VIP is paid for from the first day (no trial),
// so a grant can never be turned into a free higher tier.
const MIN_TRIAL_SECONDS = 48 * 60 * 60 + 5 * 60;

export interface CurrentMembership {
  source?: unknown;
  start_date?: unknown;
  end_date?: unknown;
}

/** The tier a hardship grant gives, and the only one its free time carries over to. */
export const HARDSHIP_TIER = 'basic';

/**
 * The trial_end (Unix seconds) for a checkout of `tier`, or null: when the member has no running
 * (started) hardship grant, or chose a tier above the grant's Basic (charged at once).
 */
export function hardshipTrialEnd(
  current: CurrentMembership | null | undefined,
  tier: string,
  nowMs: number = Date.now(),
): number | null {
  if (tier !== HARDSHIP_TIER) return null;
  if (!current || current.source !== 'hardship' || typeof current.end_date !== 'string')
    return null;
  const endsAt = Date.parse(current.end_date);
  if (Number.isNaN(endsAt) || endsAt <= nowMs) return null;
  // A grant still waiting for its one-day check has given nothing yet: paying now is charged at
  // once, as for anyone (a trial would open access before the check).
  const startsAt = typeof current.start_date === 'string' ? Date.parse(current.start_date) : NaN;
  if (!Number.isNaN(startsAt) && startsAt > nowMs) return null;
  return Math.max(Math.ceil(endsAt / 1000), Math.ceil(nowMs / 1000) + MIN_TRIAL_SECONDS);
}
