import type { ServiceHours, WeeklyPeriod } from '../resources/service-hours';

/**
 * A service's hours as the export reads them: the structured `ServiceHours`, or (until every
 * service has been moved to it) the owner's hours as plain words, or nothing.
 */
export type HoursInput = ServiceHours | string | undefined;

/** The structured hours, when they are structured. */
export function structuredHours(hours: HoursInput): ServiceHours | undefined {
  return typeof hours === 'object' ? hours : undefined;
}

/**
 * The UTC offset of an IANA time zone on `date`, in minutes (`America/New_York` in winter: -300).
 * HSDS schedules carry an offset, not a zone name, so the export writes the offset of the day it
 * was made and names the zone in the schedule's description.
 */
export function utcOffsetMinutes(timeZone: string, date: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `-300` → `-05:00`; `0` → `Z`. */
export function offsetSuffix(minutes: number): string {
  if (minutes === 0) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A weekly period's days as HSDS's `byday` writes them: `MO,TU,WE`. */
export function byday(period: WeeklyPeriod): string {
  return period.days.join(',');
}
