import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../country/countries';
import { CRISIS_LINES } from './crisis-lines';
import { COUNTRY_LINES, type CountryLine, type CountryLineKind } from './country-lines';

/** Country calling codes, for checking that a full number belongs to its country. */
const CALLING_CODES: Record<string, string> = {
  AT: '43',
  BE: '32',
  FI: '358',
  AU: '61',
  CA: '1',
  DE: '49',
  FR: '33',
  GB: '44',
  IE: '353',
  IT: '39',
  MX: '52',
  NL: '31',
  NO: '47',
  NZ: '64',
  PT: '351',
  US: '1',
};

const E164 = /^\+[1-9]\d{7,14}$/;
/** A national short code (112, 999, 116 123, 13 11 14): dialled as is, only inside the country. */
const SHORT_CODE = /^\d{3,6}$/;
const KIND_ORDER: readonly CountryLineKind[] = ['emergency', 'crisis', 'domestic-violence'];

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function numbersOf(line: { phone?: { tel: string }; text?: { number: string } }): string[] {
  return [line.phone?.tel, line.text?.number].filter((n): n is string => n !== undefined);
}

const nonUs = COUNTRY_LINES.filter((entry) => entry.code !== 'US') as {
  code: string;
  lines: readonly CountryLine[];
}[];

describe('COUNTRY_LINES', () => {
  it('has an entry for every country in the chooser, and only those, once each', () => {
    const codes = COUNTRY_LINES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(COUNTRIES.map((country) => country.code).sort());
  });

  it('reuses the site-wide US crisis lines for the US', () => {
    expect(COUNTRY_LINES.find((entry) => entry.code === 'US')?.lines).toBe(CRISIS_LINES);
  });

  it.each(nonUs.map((entry) => [entry.code, entry] as const))(
    '%s starts with its emergency number, then its lines in order, each kind once',
    (_code, entry) => {
      expect(entry.lines[0]?.kind).toBe('emergency');
      const kinds = entry.lines.map((line) => line.kind);
      expect(new Set(kinds).size).toBe(kinds.length);
      expect(kinds).toEqual(
        [...kinds].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b)),
      );
    },
  );

  it.each(COUNTRY_LINES.map((entry) => [entry.code, entry] as const))(
    "%s: every number is a valid tel: target (E.164 of the country's own code, or a short code)",
    (code, entry) => {
      for (const line of entry.lines) {
        const numbers = numbersOf(line);
        expect(numbers.length, line.name).toBeGreaterThan(0);
        for (const number of numbers) {
          if (number.startsWith('+')) {
            expect(number, line.name).toMatch(E164);
            expect(number.slice(1).startsWith(CALLING_CODES[code] ?? '?'), line.name).toBe(true);
          } else {
            expect(number, line.name).toMatch(SHORT_CODE);
          }
        }
        // What is shown has the same digits as what is dialled (ignoring +, country code, and
        // letters such as 1800RESPECT, shown with the digits beside them).
        if (line.phone) {
          const display = line.phone.display.match(/\(([^)]*)\)/)?.[1] ?? line.phone.display;
          const shownDigits = display.replace(/\D/g, '');
          const dialled = line.phone.tel.replace(/^\+/, '');
          expect(
            dialled.endsWith(shownDigits.replace(/^0/, '')) || shownDigits.endsWith(dialled),
            line.name,
          ).toBe(true);
        }
      }
    },
  );

  it.each(nonUs.map((entry) => [entry.code, entry] as const))(
    '%s: every line has an https source on its owner, hours, a check date and something to say',
    (_code, entry) => {
      for (const line of entry.lines) {
        expect(isHttpsUrl(line.source), line.name).toBe(true);
        if (line.url) expect(isHttpsUrl(line.url), line.name).toBe(true);
        expect(line.hours.trim(), line.name).not.toBe('');
        expect(line.checked, line.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(line.checked)), line.name).toBe(false);
        expect(line.offers.trim(), line.name).not.toBe('');
        expect(line.name.trim(), line.name).not.toBe('');
      }
    },
  );

  it('names each line once within a country (names are the list keys)', () => {
    for (const entry of COUNTRY_LINES) {
      const names = entry.lines.map((line) => line.name);
      expect(new Set(names).size, entry.code).toBe(names.length);
    }
  });
});
