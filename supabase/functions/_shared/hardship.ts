// A hardship member who starts paying loses no day of the free access they were given: the
// checkout starts the paid subscription with a trial that ends when the grant would have ended,
// so Stripe takes the first payment then (status `trialing` gives access meanwhile, and the paid
// membership replaces the hardship one at once). Stripe Checkout wants a trial_end at least 48
// hours away, so a grant with less left gets those 48 hours (a day or two more, never less).
const MIN_TRIAL_SECONDS = 48 * 60 * 60 + 5 * 60;

export interface CurrentMembership {
  source?: unknown;
  start_date?: unknown;
  end_date?: unknown;
}

/** The trial_end (Unix seconds) for a checkout, or null when the member has no running (started) hardship grant. */
export function hardshipTrialEnd(
  current: CurrentMembership | null | undefined,
  nowMs: number = Date.now(),
): number | null {
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
