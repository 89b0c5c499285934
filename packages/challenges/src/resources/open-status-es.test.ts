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

const NAMI: ServiceHours = {
  kind: 'weekly',
  timeZone: 'America/New_York',
  periods: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], opens: '10:00', closes: '22:00' }],
};

const at = (iso: string) => new Date(iso);
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
    expect(formatHours(NAMI, undefined, es)).toBe(
      'De lunes a viernes, de 10 a. m. a 10 p. m., hora del Este',
    );
  });

  it("adds the visitor's own time, in Spanish", () => {
    expect(
      formatHours(NAMI, { timeZone: 'America/Los_Angeles', now: at('2026-11-27T18:00:00Z') }, es),
    ).toBe(
      'De lunes a viernes, de 10 a. m. a 10 p. m., hora del Este (de 7 a. m. a 7 p. m., en su hora)',
    );
  });

  it('names days and times in Spanish: lower-case days, noon and midnight', () => {
    expect(daysInWords(['SA', 'SU'], es)).toBe('sábado y domingo');
    expect(daysInWords(['MO', 'WE', 'FR'], es)).toBe('lunes, miércoles y viernes');
    expect(daysInWords(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], es)).toBe('todos los días');
    expect(clockInWords(0, es)).toBe('medianoche');
    expect(clockInWords(12 * 60, es)).toBe('mediodía');
    expect(clockInWords(13 * 60 + 30, es)).toBe('1:30 p. m.');
  });

  it('gives the open badge in Spanish: "a las 10", "al mediodía", in the zone or "en su hora"', () => {
    // Friday 2026-11-27, 3 p.m. in New York: open until 10 p.m.
    const friday = at('2026-11-27T20:00:00Z');
    expect(openStatusInWords(openStatus(NAMI, friday), NAMI, friday, undefined, es)).toBe(
      'Abierto ahora, cierra a las 10 p. m., hora del Este',
    );
    // Saturday: closed until Monday at 10 a.m.
    const saturday = at('2026-11-28T15:00:00Z');
    expect(
      openStatusInWords(openStatus(NAMI, saturday), NAMI, saturday, 'America/New_York', es),
    ).toBe('Cerrado ahora, abre el lunes a las 10 a. m.');
    const oneOClock: ServiceHours = {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [{ days: ['MO'], opens: '13:00', closes: '17:00' }],
    };
    expect(
      openStatusInWords(
        openStatus(oneOClock, saturday),
        oneOClock,
        saturday,
        'America/Chicago',
        es,
      ),
    ).toBe('Cerrado ahora, abre el lunes al mediodía, en su hora');
    expect(
      openStatusInWords({ state: 'always' }, { kind: 'always' }, saturday, undefined, es),
    ).toBe('Abierto ahora, 24/7');
  });

  it('says "a la 1" for one o\'clock', () => {
    const oneOClock: ServiceHours = {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [{ days: ['MO'], opens: '13:00', closes: '17:00' }],
    };
    const saturday = at('2026-11-28T15:00:00Z');
    expect(
      openStatusInWords(openStatus(oneOClock, saturday), oneOClock, saturday, undefined, es),
    ).toBe('Cerrado ahora, abre el lunes a la 1 p. m., hora del Este');
  });

  it('leaves English as it was', () => {
    expect(formatHours(NAMI)).toBe('Monday to Friday, 10 a.m. to 10 p.m. Eastern');
    const saturday = at('2026-11-28T15:00:00Z');
    expect(openStatusInWords(openStatus(NAMI, saturday), NAMI, saturday)).toBe(
      'Closed now, opens Monday at 10 a.m. Eastern',
    );
  });
});
