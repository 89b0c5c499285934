import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatLongDateTime,
  refusalMessage,
  scheduledMessage,
} from './hardship-messages';

const STARTS_AT = '2026-11-26T09:30:00.000Z';
const ENDS_AT = '2027-02-24T09:30:00.000Z';
const NEXT_AT = '2027-11-26T09:30:00.000Z';

describe('formatLongDateTime', () => {
  it('says the date and the time, in the visitor’s time zone', () => {
    const said = formatLongDateTime(STARTS_AT);
    expect(said.startsWith(formatLongDate(STARTS_AT))).toBe(true);
    expect(said).toMatch(/ at \d{1,2}:\d{2}\s?[AP]M$/);
    const local = new Date(STARTS_AT);
    const hour = local.getHours() % 12 || 12;
    const minutes = String(local.getMinutes()).padStart(2, '0');
    expect(said).toContain(`${hour}:${minutes}`);
  });

  it('gives back what it cannot read', () => {
    expect(formatLongDateTime('not a date')).toBe('not a date');
  });
});

describe('scheduledMessage', () => {
  it('says the request is accepted and when it starts, with nothing more to do', () => {
    expect(
      scheduledMessage({ startsAt: STARTS_AT, endsAt: ENDS_AT, nextRequestAt: NEXT_AT }),
    ).toEqual({
      title: 'We’ve got your request.',
      when: `Your free Basic access starts on ${formatLongDateTime(STARTS_AT)} (new accounts wait one day, so we can keep the offer fair). You don’t need to do anything else.`,
      after: `It runs until ${formatLongDate(ENDS_AT)} and ends by itself — nothing to cancel, no card. You can ask again from ${formatLongDate(NEXT_AT)}.`,
    });
  });

  it('says a request asked again is already in', () => {
    const message = scheduledMessage({
      startsAt: STARTS_AT,
      endsAt: ENDS_AT,
      nextRequestAt: NEXT_AT,
      alreadyScheduled: true,
    });
    expect(message.title).toBe('Your request is already in.');
    expect(message.when).toContain(formatLongDateTime(STARTS_AT));
  });
});

describe('refusalMessage', () => {
  it('words an older server’s account_too_new calmly, with the time', () => {
    expect(refusalMessage({ code: 'account_too_new', error: 'x', availableAt: STARTS_AT })).toEqual(
      {
        code: 'account_too_new',
        message: `New accounts wait one day, so we can keep the offer fair. Please ask again from ${formatLongDateTime(STARTS_AT)}.`,
      },
    );
  });
});
