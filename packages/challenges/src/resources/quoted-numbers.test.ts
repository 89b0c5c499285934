import { describe, expect, it } from 'vitest';
import type { FactSource } from '../sources/fact-source';
import { CRISIS_LINES } from './crisis-lines';
import type { OtherWay, ResourcePhone, ResourceText } from './resource-types';
import { resources } from './resources';

/** The phone keypad's digit for each letter, for vanity numbers like 1-800-RUNAWAY. */
const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/**
 * The numbers a quote shows, each as the digits a person would dial: a run that starts with a
 * digit and goes on through digits, capital letters (read on the keypad) and the spaces, dashes,
 * dots and brackets people put inside numbers. '1-800-662-HELP (4357)' gives '18006624357' then
 * '4357'; a lower-case word ends the run.
 */
function quotedNumbers(quote: string): string[] {
  const runs = quote.match(/\d[\dA-Z\s\-.–—()]*/g) ?? [];
  return runs.map((run) =>
    run.replace(/[A-Z]/g, (letter) => KEYPAD[letter] ?? '').replace(/\D/g, ''),
  );
}

/** Whether one of the quotes shows `number` (with or without the country code 1 for a US number). */
function isQuoted(number: string, quotes: readonly string[]): boolean {
  const digits = number.replace(/^\+/, '');
  const national = /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
  return quotes.some((quote) =>
    quotedNumbers(quote).some((run) =>
      // A short code (988, 741741) starts its run; a full number may sit anywhere in it.
      national.length <= 6 ? run.startsWith(national) : run.includes(national),
    ),
  );
}

interface Shown {
  /** Where it is shown, for the failure message. */
  where: string;
  /** The number dialled or texted. */
  number: string;
  /** The sources attached to the fact that shows it. */
  sources: readonly FactSource[];
}

function numbersOf(item: { phone?: ResourcePhone; text?: ResourceText }): [string, string][] {
  return [
    ...(item.phone ? [['phone', item.phone.tel] as [string, string]] : []),
    ...(item.text ? [['text', item.text.number] as [string, string]] : []),
  ];
}

/**
 * Every number shown for a service or crisis line, with the sources of the fact that shows it: the
 * service's own sources for its phone and text, the other way's source for a TTY, videophone or
 * Spanish number (or, when the other way reuses the service's own number, as a Spanish option
 * does, the service's sources, which must show that number themselves).
 */
function shownNumbers(
  name: string,
  item: {
    phone?: ResourcePhone;
    text?: ResourceText;
    otherWays?: readonly OtherWay[];
    source: FactSource;
    alsoSources?: readonly FactSource[];
  },
): Shown[] {
  const own = [item.source, ...(item.alsoSources ?? [])];
  const ownNumbers = new Set(numbersOf(item).map(([, number]) => number));
  return [
    ...numbersOf(item).map(([kind, number]) => ({
      where: `${name} ${kind}`,
      number,
      sources: own,
    })),
    ...(item.otherWays ?? []).flatMap((way) =>
      numbersOf(way).map(([kind, number]) => ({
        where: `${name}, ${way.kind} "${way.label}" ${kind}`,
        number,
        sources: ownNumbers.has(number) ? [way.source, ...own] : [way.source],
      })),
    ),
  ];
}

const shown: Shown[] = [
  ...resources.flatMap((resource) => shownNumbers(`resource ${resource.id}`, resource)),
  ...CRISIS_LINES.flatMap((line) => shownNumbers(`crisis line ${line.name}`, line)),
];

describe('numbers shown for services and crisis lines', () => {
  it('reads quoted numbers as dialled, keypad letters included', () => {
    expect(isQuoted('+18006564673', ['When a caller dials 1.800.656.HOPE, a computer'])).toBe(true);
    expect(isQuoted('+18006624357', ['National Helpline, 1-800-662-HELP (4357) (also'])).toBe(true);
    expect(isQuoted('+18007997233', ['call 800–799–SAFE (7233), TTY'])).toBe(true);
    expect(isQuoted('741741', ['anyone can text AYUDA to 741741'])).toBe(true);
    expect(isQuoted('898211', ['send your zip code to 898211 (txt211).'])).toBe(true);
    expect(isQuoted('+18006624357', ['The service is open 24/7, 365 days a year.'])).toBe(false);
    expect(isQuoted('988', ['call 1-800-988-1234'])).toBe(false);
    expect(isQuoted('+18004224453', ['call 1-800-422-4454'])).toBe(false);
  });

  it('finds numbers to check', () => {
    expect(shown.length).toBeGreaterThan(30);
  });

  it('shows each phone and text number in a quote from a source of the fact that shows it', () => {
    const unquoted = shown
      .filter(
        (entry) =>
          !isQuoted(
            entry.number,
            entry.sources.map((source) => source.quote),
          ),
      )
      .map((entry) => `${entry.where} ${entry.number}`);
    expect(unquoted).toEqual([]);
  });
});
