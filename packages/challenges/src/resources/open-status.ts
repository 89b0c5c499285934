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

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

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

/** Minutes after midnight in plain words: "10 a.m.", "5:30 p.m.", "noon", "midnight". */
export function clockInWords(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  if (inDay === 0) return 'midnight';
  if (inDay === 12 * 60) return 'noon';
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const twelve = hour % 12 || 12;
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  return minute === 0
    ? `${twelve} ${suffix}`
    : `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** Days in plain words: "Every day", "Monday to Friday", "Saturday and Sunday", "Monday, Wednesday and Friday". */
export function daysInWords(days: readonly Weekday[]): string {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))]
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  if (indexes.length === 7) return 'Every day';
  const names = (list: number[]) => list.map((index) => DAY_NAMES[WEEKDAYS[index] ?? 'MO']);
  const first = indexes[0];
  const last = indexes.at(-1);
  if (
    first !== undefined &&
    last !== undefined &&
    indexes.length >= 3 &&
    last - first === indexes.length - 1
  ) {
    return `${names([first])[0]} to ${names([last])[0]}`;
  }
  const words = names(indexes);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What a time zone is called in a sentence: "Eastern", else the city in its name ("London time"). */
export function zoneInWords(timeZone: string): string {
  const known: Record<string, string> = {
    'America/New_York': 'Eastern',
    'America/Chicago': 'Central',
    'America/Denver': 'Mountain',
    'America/Phoenix': 'Arizona time',
    'America/Los_Angeles': 'Pacific',
    'America/Anchorage': 'Alaska time',
    'Pacific/Honolulu': 'Hawaii time',
  };
  const name = known[timeZone];
  if (name) return name;
  const city = timeZone.split('/').at(-1)?.replace(/_/g, ' ');
  return city ? `${city} time` : timeZone;
}

/** A period's days moved by `shift` days (a time zone ahead or behind). */
function shiftDays(days: readonly Weekday[], shift: number): Weekday[] {
  return days.map((day) => WEEKDAYS[(WEEKDAYS.indexOf(day) + shift + 7) % 7] ?? day);
}

/** One weekly period in words, in the service's zone: "Monday to Friday, 10 a.m. to 10 p.m.". */
function periodInWords(period: WeeklyPeriod): string {
  const opens = parseClock(period.opens) ?? 0;
  const closes = parseClock(period.closes) ?? 0;
  return `${daysInWords(period.days)}, ${clockInWords(opens)} to ${clockInWords(closes)}`;
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
export function formatHours(hours: ServiceHours, visitor?: VisitorClock): string {
  if (hours.kind === 'always') return 'Open 24 hours a day, 7 days a week';
  if (hours.kind === 'varies') return hours.note;
  const zone = zoneInWords(hours.timeZone);
  const difference = visitor
    ? zoneOffset(visitor.now, visitor.timeZone) - zoneOffset(visitor.now, hours.timeZone)
    : 0;
  const periods = hours.periods.map((period) => {
    const words = `${periodInWords(period)} ${zone}`;
    if (difference === 0) return words;
    const opens = (parseClock(period.opens) ?? 0) + difference;
    const closes = (parseClock(period.closes) ?? 0) + difference;
    const shift = Math.floor(opens / MINUTES_PER_DAY);
    const times = `${clockInWords(opens)} to ${clockInWords(closes)}`;
    const yours = shift === 0 ? times : `${daysInWords(shiftDays(period.days, shift))}, ${times}`;
    return `${words} (${yours} your time)`;
  });
  const text = periods.join('; ');
  return hours.note ? `${text}. ${hours.note}` : text;
}

/** The day of `instant` relative to `now` in `timeZone`: "today", "tomorrow" or "on Monday". */
function dayInWords(instant: Date, now: Date, timeZone: string): string {
  const day = Math.floor(wallTime(instant, timeZone).wall / (MINUTES_PER_DAY * MINUTE));
  const today = Math.floor(wallTime(now, timeZone).wall / (MINUTES_PER_DAY * MINUTE));
  if (day === today) return 'today';
  if (day === today + 1) return 'tomorrow';
  const weekday = WEEKDAYS[wallTime(instant, timeZone).weekday] ?? 'MO';
  return DAY_NAMES[weekday];
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
): string | null {
  if (status.state === 'always') return 'Open now, 24/7';
  if (status.state !== 'open' && status.state !== 'closed') return null;
  const serviceZone = hours?.kind === 'weekly' ? hours.timeZone : undefined;
  const zone = visitorTimeZone ?? serviceZone;
  if (!zone) return status.state === 'open' ? 'Open now' : 'Closed now';
  const sameClock = !serviceZone || zoneOffset(now, zone) === zoneOffset(now, serviceZone);
  const label = visitorTimeZone ? (sameClock ? '' : ' your time') : ` ${zoneInWords(zone)}`;
  const clock = (instant: Date) => `${clockInWords(wallTime(instant, zone).minutes)}${label}`;
  if (status.state === 'open') {
    return status.closesAt ? `Open now, closes at ${clock(status.closesAt)}` : 'Open now';
  }
  const day = dayInWords(status.opensAt, now, zone);
  return `Closed now, opens ${day} at ${clock(status.opensAt)}`;
}
