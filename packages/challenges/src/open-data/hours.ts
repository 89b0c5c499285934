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
 * A UTC offset in minutes (`zoneOffset` of resources/open-status.ts) as HSDS writes it: `-300` →
 * `-05:00`; `0` → `Z`. HSDS schedules carry an offset, not a zone name, so the export writes the
 * offset of the day it was made and names the zone in the schedule's description.
 */
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
