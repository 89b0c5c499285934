import { lineId } from '../listing-details';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../country/countries';
import { checkFacts } from '../sources/check-sources';
import { collectFacts } from '../sources/collect-facts';
import { CRISIS_LINES } from './crisis-lines';
import { COUNTRY_LINES, type CountryLine, type CountryLineKind } from './country-lines';

/** Country calling codes, for checking that a full number belongs to its country. */
const CALLING_CODES: Record<string, string> = {
  AT: '43',
  AU: '61',
  BE: '32',
  BG: '359',
  CA: '1',
  DE: '49',
  FI: '358',
  FR: '33',
  GB: '44',
  IE: '353',
  IT: '39',
  JP: '81',
  MX: '52',
  NL: '31',
  NO: '47',
  NZ: '64',
  PT: '351',
  RO: '40',
  SE: '46',
  SK: '421',
  US: '1',
  ZA: '27',
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

/**
 * The number as a person reads it: the digits in brackets when the brackets hold the number
 * ('1800RESPECT (1800 737 732)'), else what comes before them ('808 24 24 24 (option 4)').
 */
function shownNumber(display: string): string {
  const inBrackets = display.match(/\(([^)]*)\)/)?.[1] ?? '';
  return inBrackets.replace(/\D/g, '').length >= 6 ? inBrackets : display.replace(/\(.*$/, '');
}

/** Text with the spaces, dashes, dots, slashes and brackets people put inside numbers removed. */
function squeezed(text: string): string {
  return text.replace(/[\s\-./()–]/g, '');
}

const nonUs = COUNTRY_LINES.filter((entry) => entry.code !== 'US') as {
  code: string;
  lines: readonly CountryLine[];
}[];

const allCountryLines = nonUs.flatMap((entry) =>
  entry.lines.map((line) => [entry.code, line.name, line] as const),
);

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
    '%s starts with its one emergency number, then its lines grouped by kind in order',
    (_code, entry) => {
      expect(entry.lines[0]?.kind).toBe('emergency');
      const kinds = entry.lines.map((line) => line.kind);
      expect(kinds.filter((kind) => kind === 'emergency')).toHaveLength(1);
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
        // What is shown has the same digits as what is dialled (ignoring +, the country code and
        // the trunk 0).
        if (line.phone) {
          const shownDigits = shownNumber(line.phone.display).replace(/\D/g, '');
          const dialled = line.phone.tel.replace(/^\+/, '');
          expect(
            dialled === shownDigits ||
              (line.phone.tel.startsWith('+') &&
                dialled === `${CALLING_CODES[code]}${shownDigits.replace(/^0/, '')}`),
            `${line.name}: ${line.phone.display} vs ${line.phone.tel}`,
          ).toBe(true);
        }
      }
    },
  );

  it.each(allCountryLines)(
    '%s %s: has a FactSource on an https page, with a check date and a quote',
    (_code, _name, line) => {
      for (const fact of [line.source, ...(line.alsoSources ?? [])]) {
        expect(isHttpsUrl(fact.url), fact.url).toBe(true);
        expect(fact.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${fact.checked}T00:00:00Z`).toISOString().slice(0, 10)).toBe(fact.checked);
        expect(fact.quote.trim().length).toBeGreaterThanOrEqual(10);
      }
      if (line.url) expect(isHttpsUrl(line.url), line.url).toBe(true);
      if (line.hours !== undefined) expect(line.hours.trim()).not.toBe('');
      expect(line.offers.trim()).not.toBe('');
    },
  );

  it.each(allCountryLines)(
    '%s %s: a quote from its owner shows the number it gives (call and text)',
    (_code, _name, line) => {
      const quotes = [line.source, ...(line.alsoSources ?? [])].map((fact) => squeezed(fact.quote));
      const shown = [
        ...(line.phone ? [shownNumber(line.phone.display)] : []),
        ...(line.text ? [line.text.display] : []),
      ];
      for (const number of shown) {
        const digits = number.replace(/\D/g, '');
        // A lettered number ('1800RESPECT') may be quoted as written.
        const written = squeezed(line.phone?.display.replace(/\s*\(.*$/, '') ?? '');
        expect(
          quotes.some((quote) => quote.includes(digits) || (written && quote.includes(written))),
          `${number} in ${quotes.join(' | ')}`,
        ).toBe(true);
      }
    },
  );

  it.each([
    ['GB', 'NHS 111, mental health option (England)', 'crisis', '111'],
    ['GB', 'Shout 85258', 'crisis', '85258'],
    ['GB', 'Childline', 'crisis', '+448001111'],
    ['ES', '024 (Línea de atención a la conducta suicida)', 'crisis', '024'],
    ['NZ', '1737, Need to talk?', 'crisis', '1737'],
    ['IN', 'Tele-MANAS (14416)', 'crisis', '14416'],
    ['SG', 'Samaritans of Singapore (SOS)', 'crisis', '1767'],
    ['SG', 'national mindline 1771', 'crisis', '1771'],
    ['MX', 'Línea de la Vida', 'crisis', '+528009112000'],
  ] as const)('%s lists %s (%s) on %s', (code, name, kind, number) => {
    const line = nonUs
      .find((entry) => entry.code === code)
      ?.lines.find((candidate) => candidate.name === name);
    expect(line?.kind).toBe(kind);
    expect(numbersOf(line ?? {})).toContain(number);
  });

  it('texts Shout with its keyword, and 1737 by call or text', () => {
    const gb = nonUs.find((entry) => entry.code === 'GB')?.lines ?? [];
    expect(gb.find((line) => line.name === 'Shout 85258')?.text?.body).toBe('SHOUT');
    const nz = nonUs.find((entry) => entry.code === 'NZ')?.lines ?? [];
    const needToTalk = nz.find((line) => line.name === '1737, Need to talk?');
    expect(needToTalk?.phone?.tel).toBe('1737');
    expect(needToTalk?.text?.number).toBe('1737');
  });

  it('gives the Mexican and Spanish lines their Spanish words, marked as Spanish', () => {
    for (const [code, name] of [
      ['MX', 'Línea de la Vida'],
      ['ES', '024 (Línea de atención a la conducta suicida)'],
    ] as const) {
      const line = nonUs
        .find((entry) => entry.code === code)
        ?.lines.find((candidate) => candidate.name === name);
      const spanish = line?.otherWays?.find((way) => way.kind === 'spanish');
      expect(spanish?.lang, name).toBe('es');
      expect(spanish?.phone?.tel, name).toBe(line?.phone?.tel);
    }
  });

  it('marks the lines confirmed second-hand, each with a second report on another site', () => {
    const sources = nonUs.flatMap((entry) =>
      entry.lines.flatMap((line) => [
        line.source,
        ...(line.alsoSources ?? []),
        ...(line.otherWays ?? []).map((way) => way.source),
      ]),
    );
    const secondHand = sources.filter((fact) => fact.confirmed === 'second-hand');
    expect(secondHand.length).toBeGreaterThan(0);
    for (const fact of secondHand) {
      expect(fact.alsoReportedBy?.url, fact.url).toBeDefined();
      expect(new URL(fact.alsoReportedBy?.url ?? fact.url).hostname, fact.url).not.toBe(
        new URL(fact.url).hostname,
      );
    }
  });

  it('names each line once within a country (names are the list keys)', () => {
    for (const entry of COUNTRY_LINES) {
      const names = entry.lines.map((line) => line.name);
      expect(new Set(names).size, entry.code).toBe(names.length);
    }
  });

  it("is listed by check:sources, every source on its owner's site or a listed public body", async () => {
    const facts = (await collectFacts()).filter((fact) => fact.where.startsWith('country '));
    const expected = nonUs.reduce(
      (sum, entry) =>
        sum +
        entry.lines.reduce(
          (n, line) => n + 1 + (line.alsoSources?.length ?? 0) + (line.otherWays?.length ?? 0),
          0,
        ),
      0,
    );
    expect(facts).toHaveLength(expected);
    const { problems } = checkFacts(facts, new Date('2026-11-27T12:00:00Z'));
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([]);
  });
});

describe('report ids', () => {
  it('gives every line a unique id for reports of a problem, in the form the database takes', () => {
    const ids = COUNTRY_LINES.flatMap((entry) =>
      entry.lines.map((line) => line.id ?? lineId(entry.code, line.name)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
    expect(ids).toContain('988-lifeline');
    expect(ids).toContain('gb-samaritans');
  });
});
