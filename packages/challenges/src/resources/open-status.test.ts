import { describe, expect, it } from 'vitest';
import {
  clockInWords,
  daysInWords,
  formatHours,
  instantOfWallTime,
  openStatus,
  openStatusInWords,
} from './open-status';
import type { ServiceHours } from './service-hours';
import { NAMI } from './test-hours';

/** Friday and Saturday evenings into the small hours, in London. */
const LATE: ServiceHours = {
  kind: 'weekly',
  timeZone: 'Europe/London',
  periods: [{ days: ['FR', 'SA'], opens: '20:00', closes: '02:00' }],
};

/** Saturday night into Sunday morning, in New York: spans both US clock changes of 2026. */
const SATURDAY_NIGHT: ServiceHours = {
  kind: 'weekly',
  timeZone: 'America/New_York',
  periods: [{ days: ['SA'], opens: '20:00', closes: '04:00' }],
};

const at = (iso: string) => new Date(iso);

describe('openStatus', () => {
  it('has no answer for hours nobody states, and none for hours that vary', () => {
    expect(openStatus(undefined, at('2026-11-28T12:00:00Z'))).toEqual({ state: 'unknown' });
    expect(openStatus({ kind: 'varies', note: 'By office.' }, at('2026-11-28T12:00:00Z'))).toEqual({
      state: 'varies',
    });
    expect(openStatus({ kind: 'always' }, at('2026-11-28T12:00:00Z'))).toEqual({
      state: 'always',
    });
  });

  it('is open in the service’s own hours, and says when it closes', () => {
    // Friday 27 November 2026, 10:00 in New York (EST, UTC−5).
    expect(openStatus(NAMI, at('2026-11-27T15:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-28T03:00:00Z'),
    });
    // 9:59 a.m. there: not yet.
    expect(openStatus(NAMI, at('2026-11-27T14:59:00Z'))).toEqual({
      state: 'closed',
      opensAt: at('2026-11-27T15:00:00Z'),
    });
  });

  it('after Friday’s close, opens on Monday', () => {
    expect(openStatus(NAMI, at('2026-11-28T03:30:00Z'))).toEqual({
      state: 'closed',
      opensAt: at('2026-11-30T15:00:00Z'),
    });
  });

  it('crosses the spring clock change (8 March 2026): Monday opens at 10 a.m. EDT', () => {
    expect(openStatus(NAMI, at('2026-03-07T12:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: at('2026-03-09T14:00:00Z'),
    });
    // Friday 6 March is still EST: 10 a.m. is 15:00 UTC.
    expect(openStatus(NAMI, at('2026-03-06T15:00:00Z')).state).toBe('open');
    // Monday 9 March is EDT: 10 a.m. is 14:00 UTC.
    expect(openStatus(NAMI, at('2026-03-09T14:00:00Z')).state).toBe('open');
    expect(openStatus(NAMI, at('2026-03-09T13:59:00Z')).state).toBe('closed');
  });

  it('crosses the autumn clock change (1 November 2026): Monday opens at 10 a.m. EST', () => {
    expect(openStatus(NAMI, at('2026-10-31T12:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: at('2026-11-02T15:00:00Z'),
    });
    // Friday 30 October is EDT: open until 22:00, which is 02:00 UTC.
    expect(openStatus(NAMI, at('2026-10-30T20:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-10-31T02:00:00Z'),
    });
  });

  it('keeps a night open past midnight, into the next day', () => {
    // Saturday 28 November 2026, 1 a.m. in London (GMT): Friday night's period.
    expect(openStatus(LATE, at('2026-11-28T01:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-28T02:00:00Z'),
    });
    // Sunday 1 a.m.: Saturday night's period.
    expect(openStatus(LATE, at('2026-11-29T01:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-29T02:00:00Z'),
    });
    // Sunday 3 a.m.: closed until Friday evening.
    expect(openStatus(LATE, at('2026-11-29T03:00:00Z'))).toEqual({
      state: 'closed',
      opensAt: at('2026-12-04T20:00:00Z'),
    });
    // Friday 7:59 p.m.
    expect(openStatus(LATE, at('2026-12-04T19:59:00Z')).state).toBe('closed');
  });

  it('runs a Sunday night into Monday morning, across the end of the week', () => {
    const sundayNight: ServiceHours = {
      kind: 'weekly',
      timeZone: 'UTC',
      periods: [{ days: ['SU'], opens: '22:00', closes: '06:00' }],
    };
    // Monday 30 November 2026, 5 a.m.
    expect(openStatus(sundayNight, at('2026-11-30T05:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-30T06:00:00Z'),
    });
  });

  it('joins a period that ends at midnight to one that starts then', () => {
    const joined: ServiceHours = {
      kind: 'weekly',
      timeZone: 'UTC',
      periods: [
        { days: ['MO'], opens: '22:00', closes: '24:00' },
        { days: ['TU'], opens: '00:00', closes: '06:00' },
      ],
    };
    expect(openStatus(joined, at('2026-11-30T23:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-12-01T06:00:00Z'),
    });
  });

  it('gives no closing time to weekly hours that never close', () => {
    const allWeek: ServiceHours = {
      kind: 'weekly',
      timeZone: 'America/Chicago',
      periods: [
        { days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], opens: '00:00', closes: '24:00' },
      ],
    };
    expect(openStatus(allWeek, at('2026-11-28T12:00:00Z'))).toEqual({ state: 'open' });
  });

  it('counts a night across the autumn change by the wall clock (an hour longer)', () => {
    // Sunday 1 November 2026, 00:30 EDT; 4 a.m. that morning is EST, 09:00 UTC.
    expect(openStatus(SATURDAY_NIGHT, at('2026-11-01T04:30:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-11-01T09:00:00Z'),
    });
  });

  it('counts a night across the spring change by the wall clock (an hour shorter)', () => {
    // Sunday 8 March 2026, 01:00 EST; 4 a.m. that morning is EDT, 08:00 UTC.
    expect(openStatus(SATURDAY_NIGHT, at('2026-03-08T06:00:00Z'))).toEqual({
      state: 'open',
      closesAt: at('2026-03-08T08:00:00Z'),
    });
  });
});

describe('instantOfWallTime', () => {
  it('moves a time the spring change skips past it, and takes the first of a repeated one', () => {
    expect(instantOfWallTime(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York')).toEqual(
      at('2026-03-08T07:30:00Z'),
    );
    expect(instantOfWallTime(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')).toEqual(
      at('2026-11-01T05:30:00Z'),
    );
  });
});

describe('hours in words', () => {
  it('says times and days plainly', () => {
    expect(clockInWords(0)).toBe('midnight');
    expect(clockInWords(720)).toBe('noon');
    expect(clockInWords(600)).toBe('10 a.m.');
    expect(clockInWords(17 * 60 + 30)).toBe('5:30 p.m.');
    expect(clockInWords(24 * 60)).toBe('midnight');
    expect(daysInWords(['MO', 'TU', 'WE', 'TH', 'FR'])).toBe('Monday to Friday');
    expect(daysInWords(['SA', 'SU'])).toBe('Saturday and Sunday');
    expect(daysInWords(['MO', 'WE', 'FR'])).toBe('Monday, Wednesday and Friday');
    expect(daysInWords(['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'])).toBe('Every day');
  });

  it('gives the service’s hours, and the visitor’s own time where it differs', () => {
    const november = at('2026-11-27T15:00:00Z');
    expect(formatHours({ kind: 'always' })).toBe('Open 24 hours a day, 7 days a week');
    expect(formatHours(NAMI)).toBe('Monday to Friday, 10 a.m. to 10 p.m. Eastern');
    expect(formatHours(NAMI, { timeZone: 'America/New_York', now: november })).toBe(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern',
    );
    expect(formatHours(NAMI, { timeZone: 'America/Los_Angeles', now: november })).toBe(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern (7 a.m. to 7 p.m. your time)',
    );
    expect(formatHours(NAMI, { timeZone: 'Europe/Berlin', now: november })).toBe(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern (4 p.m. to 4 a.m. your time)',
    );
    expect(formatHours(NAMI, { timeZone: 'Asia/Tokyo', now: november })).toBe(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern (Tuesday to Saturday, midnight to noon your time)',
    );
  });

  it('uses the offsets of the day: London is 5 hours ahead of New York, 4 in the weeks between the changes', () => {
    // 20 March 2026: New York already on EDT, London not yet on BST.
    expect(formatHours(NAMI, { timeZone: 'Europe/London', now: at('2026-03-20T12:00:00Z') })).toBe(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern (2 p.m. to 2 a.m. your time)',
    );
    expect(formatHours(NAMI, { timeZone: 'Europe/London', now: at('2026-11-27T12:00:00Z') })).toBe(
      'Monday to Friday, 10 a.m. to 10 p.m. Eastern (3 p.m. to 3 a.m. your time)',
    );
  });

  it('words the badge in the visitor’s time', () => {
    const fridayNight = at('2026-11-28T03:30:00Z');
    const status = openStatus(NAMI, fridayNight);
    expect(openStatusInWords(status, NAMI, fridayNight, 'America/New_York')).toBe(
      'Closed now, opens Monday at 10 a.m.',
    );
    expect(openStatusInWords(status, NAMI, fridayNight, 'America/Los_Angeles')).toBe(
      'Closed now, opens Monday at 7 a.m. your time',
    );
    expect(openStatusInWords(status, NAMI, fridayNight)).toBe(
      'Closed now, opens Monday at 10 a.m. Eastern',
    );
    const fridayMorning = at('2026-11-27T16:00:00Z');
    expect(
      openStatusInWords(openStatus(NAMI, fridayMorning), NAMI, fridayMorning, 'America/New_York'),
    ).toBe('Open now, closes at 10 p.m.');
    const thursdayNight = at('2026-11-27T03:30:00Z');
    expect(
      openStatusInWords(openStatus(NAMI, thursdayNight), NAMI, thursdayNight, 'America/New_York'),
    ).toBe('Closed now, opens tomorrow at 10 a.m.');
    const fridayEarly = at('2026-11-27T10:00:00Z');
    expect(
      openStatusInWords(openStatus(NAMI, fridayEarly), NAMI, fridayEarly, 'America/New_York'),
    ).toBe('Closed now, opens today at 10 a.m.');
    expect(openStatusInWords({ state: 'always' }, { kind: 'always' }, fridayNight)).toBe(
      'Open now, 24/7',
    );
    expect(openStatusInWords({ state: 'unknown' }, undefined, fridayNight)).toBeNull();
  });
});
