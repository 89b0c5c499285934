/**
 * When a service answers, as data: what the directory's "Open now" badge, the HSDS export's
 * `schedules` and the JSON-LD `hoursAvailable` are computed from.
 *
 * The model never guesses: a service whose hours its owner doesn't state has no `hours` at all
 * (the card says "Hours not listed: check with them"), and one whose owner says hours change has
 * `{ kind: 'varies' }` with the owner's words.
 */

/** Days of the week, as iCalendar (RFC 5545) and HSDS's `byday` write them. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** A day of the week: `MO` … `SU`. */
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One block of weekly opening time: on each of `days`, from `opens` to `closes` (24-hour `HH:MM`
 * in the service's time zone). `closes` earlier than `opens` runs past midnight into the next day.
 */
export interface WeeklyPeriod {
  /** The days these hours apply to. */
  days: readonly Weekday[];
  /** `HH:MM`, 24-hour, in the service's time zone. */
  opens: string;
  /** `HH:MM`, 24-hour, in the service's time zone; `24:00` is the end of the day. */
  closes: string;
}

/** When a service answers. */
export type ServiceHours =
  /** Every hour of every day (24/7). */
  | { kind: 'always' }
  /** Fixed weekly hours in one time zone (an IANA name, e.g. `America/New_York`). */
  | { kind: 'weekly'; timeZone: string; periods: readonly WeeklyPeriod[]; note?: string }
  /** The owner says hours change (by office, by season): their words, shown as they are. */
  | { kind: 'varies'; note: string };
