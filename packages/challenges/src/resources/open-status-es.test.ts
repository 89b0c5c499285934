import { beforeAll, describe, expect, it } from 'vitest';
import { challengesI18n, loadChallengesLocale } from '../i18n';
import {
  clockInWords,
  daysInWords,
  formatHours,
  openStatus,
  openStatusInWords,
} from './open-status';
import type { ServiceHours } from './service-hours';
import { NAMI } from './test-hours';

/** Monday 1 p.m. to 5 p.m. in New York. */
const ONE_O_CLOCK: ServiceHours = {
  kind: 'weekly',
  timeZone: 'America/New_York',
  periods: [{ days: ['MO'], opens: '13:00', closes: '17:00' }],
};

const at = (iso: string) => new Date(iso);
/** Friday 2026-11-27, 3 p.m. in New York. */
const FRIDAY = at('2026-11-27T20:00:00Z');
/** Saturday 2026-11-28, 10 a.m. in New York. */
const SATURDAY = at('2026-11-28T15:00:00Z');

/** The words with their no-break spaces ("10 a. m." never splits) read as plain spaces. */
const plain = (words: string | null) => words?.replace(/\u00a0/g, ' ');

let es: ReturnType<typeof challengesI18n>;

beforeAll(async () => {
  await loadChallengesLocale('es');
  es = challengesI18n('es');
});

describe('hours in Spanish', () => {
  it('says the hours as a Spanish speaker reads them, zone included', () => {
    expect(formatHours({ kind: 'always' }, undefined, es)).toBe(
      'Abierto las 24 horas, los 7 días de la semana',
    );
    expect(plain(formatHours(NAMI, undefined, es))).toBe(
      'De lunes a viernes, de 10 a. m. a 10 p. m., hora del Este',
    );
  });

  it("adds the visitor's own time, in Spanish", () => {
    const visitor = { timeZone: 'America/Los_Angeles', now: FRIDAY };
    expect(plain(formatHours(NAMI, visitor, es))).toBe(
      'De lunes a viernes, de 10 a. m. a 10 p. m., hora del Este (de 7 a. m. a 7 p. m., hora de donde usted está)',
    );
  });

  it('names days and times in Spanish: lower-case days, noon and midnight', () => {
    expect(daysInWords(['SA', 'SU'], es)).toBe('sábado y domingo');
    expect(daysInWords(['MO', 'WE', 'FR'], es)).toBe('lunes, miércoles y viernes');
    expect(daysInWords(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], es)).toBe('todos los días');
    expect(clockInWords(0, es)).toBe('medianoche');
    expect(clockInWords(12 * 60, es)).toBe('mediodía');
    expect(plain(clockInWords(13 * 60 + 30, es))).toBe('1:30 p. m.');
  });

  it('keeps "10 a. m." on one line: its spaces do not break', () => {
    expect(clockInWords(10 * 60, es)).toBe('10\u00a0a.\u00a0m.');
  });

  it('gives the open badge in Spanish: "a las 10", "al mediodía", in the zone or where the visitor is', () => {
    expect(plain(openStatusInWords(openStatus(NAMI, FRIDAY), NAMI, FRIDAY, undefined, es))).toBe(
      'Abierto ahora, cierra a las 10 p. m., hora del Este',
    );
    expect(
      plain(openStatusInWords(openStatus(NAMI, SATURDAY), NAMI, SATURDAY, 'America/New_York', es)),
    ).toBe('Cerrado ahora, abre el lunes a las 10 a. m.');
    expect(
      plain(
        openStatusInWords(
          openStatus(ONE_O_CLOCK, SATURDAY),
          ONE_O_CLOCK,
          SATURDAY,
          'America/Chicago',
          es,
        ),
      ),
    ).toBe('Cerrado ahora, abre el lunes al mediodía, hora de donde usted está');
    expect(
      openStatusInWords({ state: 'always' }, { kind: 'always' }, SATURDAY, undefined, es),
    ).toBe('Abierto ahora, las 24 horas');
  });

  it('says "a la 1" for one o\'clock', () => {
    expect(
      plain(
        openStatusInWords(openStatus(ONE_O_CLOCK, SATURDAY), ONE_O_CLOCK, SATURDAY, undefined, es),
      ),
    ).toBe('Cerrado ahora, abre el lunes a la 1 p. m., hora del Este');
  });

  it('leaves English as it was', () => {
    expect(formatHours(NAMI)).toBe('Monday to Friday, 10 a.m. to 10 p.m. Eastern');
    expect(openStatusInWords(openStatus(NAMI, SATURDAY), NAMI, SATURDAY)).toBe(
      'Closed now, opens Monday at 10 a.m. Eastern',
    );
  });
});
