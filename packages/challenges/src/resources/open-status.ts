import type { I18n } from '@lingui/core';
import { challengesI18n } from '../i18n';
import { WEEKDAYS, type ServiceHours, type Weekday, type WeeklyPeriod } from './service-hours';

/**
 * Whether a service is open at a moment, worked out from its `ServiceHours` in the service's own
 * time zone with `Intl` (no date library), and the same hours in plain words.
 */
export type OpenStatus =
  | { state: 'open'; closesAt?: Date }
  | { state: 'closed'; opensAt: Date }
  | { state: 'always' }
  | { state: 'unknown' }
  | { state: 'varies' };

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const MINUTE = 60_000;

const SHORT_DAY: Readonly<Record<string, number>> = {
  Mon: 0,
  Tue: 1,
  Wed: 2,
  Thu: 3,
  Fri: 4,
  Sat: 5,
  Sun: 6,
};

/** `HH:MM` as minutes after midnight (`24:00` is 1440), or null when it is not a time. */
export function parseClock(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

// One formatter per time zone: the first one a page makes loads the browser's date data.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. */
interface WallTime {
  /** The wall clock's date and time as if it were UTC (ms), for arithmetic on wall times. */
  wall: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** Minutes after the wall clock's midnight. */
  minutes: number;
}

export function wallTime(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    hour,
    minute,
    Number(parts.second),
  );
  return { wall, weekday: SHORT_DAY[parts.weekday ?? ''] ?? 0, minutes: hour * 60 + minute };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
export function zoneOffset(instant: Date, timeZone: string): number {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallTime(new Date(seconds), timeZone).wall - seconds) / MINUTE);
}

/**
 * The instant a wall-clock time (given as if UTC, ms) happens in `timeZone`. A time skipped when
 * the clocks go forward is taken as the same time after the change; a time that happens twice
 * when they go back is the first.
 */
export function instantOfWallTime(wall: number, timeZone: string): Date {
  const day = MINUTES_PER_DAY * MINUTE;
  const before = zoneOffset(new Date(wall - day), timeZone);
  const after = zoneOffset(new Date(wall + day), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wallTime(new Date(instant), timeZone).wall === wall)
    .sort((a, b) => a - b);
  // Not on the clock that day (the hour skipped in spring): the offset before the change moves
  // the time past it ("2:30" is 3:30 once the clocks went forward).
  return new Date(candidates[0] ?? wall - before * MINUTE);
}

/** A weekly period's blocks as [start, end) in minutes after Monday 00:00 (may pass Sunday). */
function weeklyBlocks(periods: readonly WeeklyPeriod[]): [number, number][] {
  const blocks: [number, number][] = [];
  for (const period of periods) {
    const opens = parseClock(period.opens);
    const closes = parseClock(period.closes);
    if (opens === null || closes === null || opens === MINUTES_PER_DAY) continue;
    const length = closes > opens ? closes - opens : closes + MINUTES_PER_DAY - opens;
    for (const day of period.days) {
      const start = WEEKDAYS.indexOf(day) * MINUTES_PER_DAY + opens;
      blocks.push([start, start + length]);
    }
  }
  return blocks;
}

/**
 * The blocks over three weeks (last week, this week, next week), joined where one ends as the
 * next begins (10 p.m.–midnight, then midnight–6 a.m.), so "closes at" is the real closing time.
 */
function mergedBlocks(periods: readonly WeeklyPeriod[]): [number, number][] {
  const shifted = weeklyBlocks(periods).flatMap(([start, end]) =>
    [-1, 0, 1].map((week): [number, number] => [
      start + week * MINUTES_PER_WEEK,
      end + week * MINUTES_PER_WEEK,
    ]),
  );
  shifted.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const block of shifted) {
    const last = merged.at(-1);
    if (last && block[0] <= last[1]) last[1] = Math.max(last[1], block[1]);
    else merged.push([...block]);
  }
  return merged;
}

/**
 * Whether a service is open at `now`: open (with when it closes, unless it never does), closed
 * (with when it opens next), always open, hours that vary, or hours nobody states.
 */
export function openStatus(hours: ServiceHours | undefined, now: Date): OpenStatus {
  if (!hours) return { state: 'unknown' };
  if (hours.kind === 'always') return { state: 'always' };
  if (hours.kind === 'varies') return { state: 'varies' };
  const blocks = mergedBlocks(hours.periods);
  if (blocks.length === 0) return { state: 'unknown' };
  const here = wallTime(now, hours.timeZone);
  const minute = here.weekday * MINUTES_PER_DAY + here.minutes;
  // The wall clock at this minute's start, as if UTC: add minutes to it, then find the instant.
  const wallMinute = here.wall - (here.wall % MINUTE);
  const at = (weekMinute: number) =>
    instantOfWallTime(wallMinute + (weekMinute - minute) * MINUTE, hours.timeZone);
  const open = blocks.find(([start, end]) => start <= minute && minute < end);
  if (open) {
    // Open all week long: no closing time to give.
    if (open[1] - open[0] >= 3 * MINUTES_PER_WEEK - MINUTES_PER_DAY) return { state: 'open' };
    return { state: 'open', closesAt: at(open[1]) };
  }
  const next = blocks.find(([start]) => start > minute);
  if (!next) return { state: 'unknown' };
  return { state: 'closed', opensAt: at(next[0]) };
}

/** A weekday's name: "Monday" ("lunes" in Spanish). */
function dayName(day: Weekday, i18n: I18n): string {
  // Each id written out, so `lingui extract` finds it.
  const names: Record<Weekday, () => string> = {
    MO: () => i18n._('day.MO'),
    TU: () => i18n._('day.TU'),
    WE: () => i18n._('day.WE'),
    TH: () => i18n._('day.TH'),
    FR: () => i18n._('day.FR'),
    SA: () => i18n._('day.SA'),
    SU: () => i18n._('day.SU'),
  };
  return names[day]();
}

/**
 * What kind of clock time `minutes` is, for the words around it: Spanish says "a la medianoche",
 * "al mediodía", "a la 1 p. m." and "a las 10 p. m.".
 */
function clockKind(minutes: number): 'midnight' | 'noon' | 'one' | 'other' {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (inDay === 0) return 'midnight';
  if (inDay === 12 * 60) return 'noon';
  return Math.floor(inDay / 60) % 12 === 1 ? 'one' : 'other';
}

/**
 * Minutes after midnight in plain words: "10 a.m.", "5:30 p.m.", "noon", "midnight" (in Spanish
 * "10 a. m.", "mediodía", "medianoche").
 */
export function clockInWords(minutes: number, i18n: I18n = challengesI18n()): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (inDay === 0) return i18n._('clock.midnight');
  if (inDay === 12 * 60) return i18n._('clock.noon');
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const twelve = hour % 12 || 12;
  const time = minute === 0 ? `${twelve}` : `${twelve}:${String(minute).padStart(2, '0')}`;
  return hour < 12 ? i18n._('clock.am', { time }) : i18n._('clock.pm', { time });
}

/**
 * Days in plain words: "Every day", "Monday to Friday", "Saturday and Sunday", "Monday, Wednesday
 * and Friday" (in Spanish, in lower case: "todos los días", "de lunes a viernes").
 */
export function daysInWords(days: readonly Weekday[], i18n: I18n = challengesI18n()): string {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))]
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  if (indexes.length === 7) return i18n._('days.every');
  const names = (list: number[]) => list.map((index) => dayName(WEEKDAYS[index] ?? 'MO', i18n));
  const first = indexes[0];
  const last = indexes.at(-1);
  if (
    first !== undefined &&
    last !== undefined &&
    indexes.length >= 3 &&
    last - first === indexes.length - 1
  ) {
    return i18n._('days.range', { first: names([first])[0], last: names([last])[0] });
  }
  const words = names(indexes);
  if (words.length <= 1) return words[0] ?? '';
  return i18n._('days.list', { list: words.slice(0, -1).join(', '), last: words.at(-1) });
}

/** The US time zones a sentence names ("Eastern"), by IANA name (each id written out for extraction). */
const ZONE_WORDS: Readonly<Record<string, (i18n: I18n) => string>> = {
  'America/New_York': (i18n) => i18n._('zone.eastern'),
  'America/Chicago': (i18n) => i18n._('zone.central'),
  'America/Denver': (i18n) => i18n._('zone.mountain'),
  'America/Phoenix': (i18n) => i18n._('zone.arizona'),
  'America/Los_Angeles': (i18n) => i18n._('zone.pacific'),
  'America/Anchorage': (i18n) => i18n._('zone.alaska'),
  'Pacific/Honolulu': (i18n) => i18n._('zone.hawaii'),
};

/**
 * What a time zone is called in a sentence: "Eastern", else the city in its name ("London time";
 * in Spanish "hora del Este", "hora de London").
 */
export function zoneInWords(timeZone: string, i18n: I18n = challengesI18n()): string {
  const known = Object.hasOwn(ZONE_WORDS, timeZone) ? ZONE_WORDS[timeZone] : undefined;
  if (known) return known(i18n);
  const city = timeZone.split('/').at(-1)?.replace(/_/g, ' ');
  return city ? i18n._('zone.city', { city }) : timeZone;
}

/** A period's days moved by `shift` days (a time zone ahead or behind). */
function shiftDays(days: readonly Weekday[], shift: number): Weekday[] {
  return days.map((day) => WEEKDAYS[(WEEKDAYS.indexOf(day) + shift + 7) % 7] ?? day);
}

/** Opening and closing times in words: "10 a.m. to 10 p.m." ("de 10 a. m. a 10 p. m."). */
function timesInWords(opens: number, closes: number, i18n: I18n): string {
  return i18n._('hours.times', {
    opens: clockInWords(opens, i18n),
    closes: clockInWords(closes, i18n),
  });
}

/** One weekly period in words, in the service's zone: "Monday to Friday, 10 a.m. to 10 p.m.". */
function periodInWords(period: WeeklyPeriod, i18n: I18n): string {
  const opens = parseClock(period.opens) ?? 0;
  const closes = parseClock(period.closes) ?? 0;
  return i18n._('hours.period', {
    days: daysInWords(period.days, i18n),
    times: timesInWords(opens, closes, i18n),
  });
}

/** A sentence's first letter in capitals ("de lunes a viernes" starts "De lunes"). */
function sentenceCase(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Where the visitor is, to add their own time to the hours: their zone and the moment now. */
export interface VisitorClock {
  timeZone: string;
  now: Date;
}

/**
 * The hours in plain words, in the service's own time zone: "Open 24 hours a day, 7 days a week",
 * "Monday to Friday, 10 a.m. to 10 p.m. Eastern". Given the visitor's time zone and the moment,
 * adds their own time where it differs: "… Eastern (7 a.m. to 7 p.m. your time)".
 */
export function formatHours(
  hours: ServiceHours,
  visitor?: VisitorClock,
  i18n: I18n = challengesI18n(),
): string {
  if (hours.kind === 'always') return i18n._('hours.always');
  if (hours.kind === 'varies') return hours.note;
  const zone = zoneInWords(hours.timeZone, i18n);
  const difference = visitor
    ? zoneOffset(visitor.now, visitor.timeZone) - zoneOffset(visitor.now, hours.timeZone)
    : 0;
  const periods = hours.periods.map((period) => {
    const words = i18n._('hours.inZone', { period: periodInWords(period, i18n), zone });
    if (difference === 0) return words;
    const opens = (parseClock(period.opens) ?? 0) + difference;
    const closes = (parseClock(period.closes) ?? 0) + difference;
    const shift = Math.floor(opens / MINUTES_PER_DAY);
    const times = timesInWords(opens, closes, i18n);
    const yours =
      shift === 0
        ? times
        : i18n._('hours.period', {
            days: daysInWords(shiftDays(period.days, shift), i18n),
            times,
          });
    return i18n._('hours.yourTime', { words, yours });
  });
  const text = sentenceCase(periods.join('; '));
  return hours.note ? `${text}. ${hours.note}` : text;
}

/** The day of `instant` relative to `now` in `timeZone`: "today", "tomorrow" or "Monday" ("el lunes"). */
function dayInWords(instant: Date, now: Date, timeZone: string, i18n: I18n): string {
  const day = Math.floor(wallTime(instant, timeZone).wall / (MINUTES_PER_DAY * MINUTE));
  const today = Math.floor(wallTime(now, timeZone).wall / (MINUTES_PER_DAY * MINUTE));
  if (day === today) return i18n._('day.today');
  if (day === today + 1) return i18n._('day.tomorrow');
  const weekday = WEEKDAYS[wallTime(instant, timeZone).weekday] ?? 'MO';
  return i18n._('day.on', { day: dayName(weekday, i18n) });
}

/**
 * The badge for a status, or null when there is none to show (hours that vary or nobody states):
 * "Open now", "Open now, closes at 10 p.m.", "Closed now, opens Monday at 10 a.m.". Times are in
 * the visitor's zone when it is known ("your time" when it is not the service's), else the
 * service's.
 */
export function openStatusInWords(
  status: OpenStatus,
  hours: ServiceHours | undefined,
  now: Date,
  visitorTimeZone?: string,
  i18n: I18n = challengesI18n(),
): string | null {
  if (status.state === 'always') return i18n._('badge.always');
  if (status.state !== 'open' && status.state !== 'closed') return null;
  const serviceZone = hours?.kind === 'weekly' ? hours.timeZone : undefined;
  const zone = visitorTimeZone ?? serviceZone;
  if (!zone) return status.state === 'open' ? i18n._('badge.open') : i18n._('badge.closed');
  const sameClock = !serviceZone || zoneOffset(now, zone) === zoneOffset(now, serviceZone);
  // "at 10 p.m.", "at 10 p.m. your time", "at 10 p.m. Eastern" ("a las 10 p. m., hora del Este").
  const at = (instant: Date) => {
    const minutes = wallTime(instant, zone).minutes;
    const time = clockInWords(minutes, i18n);
    const labelled = visitorTimeZone
      ? sameClock
        ? time
        : i18n._('clock.yourTime', { time })
      : i18n._('clock.inZone', { time, zone: zoneInWords(zone, i18n) });
    return i18n._('clock.at', { kind: clockKind(minutes), time: labelled });
  };
  if (status.state === 'open') {
    return status.closesAt
      ? i18n._('badge.closesAt', { at: at(status.closesAt) })
      : i18n._('badge.open');
  }
  const day = dayInWords(status.opensAt, now, zone, i18n);
  return i18n._('badge.opensAt', { day, at: at(status.opensAt) });
}
