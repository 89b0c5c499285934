import {
  CRISIS_LINES,
  loadCountryLines,
  resolveVisitorCountry,
  type ShownLine,
} from '@harbor-help/challenges';
import { startTransition, useEffect, useState } from 'react';
import { SPANISH_COUNTRY_LINES } from '../help/country-lines-es';
import { spanishLineTitle, UNNAMED_OWNER_LINES } from '../help/spanish-line-names';
import { MAX_ENTRIES, MAX_ENTRY_LENGTH } from './plan';

/**
 * The crisis lines a new plan starts with on /es/plan-de-seguridad (issue 25), written in Spanish:
 * "988 Suicide & Crisis Lifeline: llame al 988 y marque 2, o envíe AYUDA al 988". The numbers and
 * keywords are the lines' own (sourced) data; the words are the ones the Spanish help pages use
 * (docs/glossary-es.md), in a form the plan's number links read (plan-numbers.tsx).
 */

/**
 * A US line as the Spanish help pages name it: what the service is, in Spanish, then its owner's
 * English name in brackets (`help/spanish-line-names.ts`). Other lines keep their owners' names.
 */
function spanishName(line: Pick<ShownLine, 'id' | 'name'>): string {
  const title = spanishLineTitle(line.id);
  if (!title) return line.name;
  return addsOwnerName(line) ? `${title} (${line.name})` : title;
}

/** Whether the Spanish name carries the owner's English name in brackets. */
function addsOwnerName(line: Pick<ShownLine, 'id'>): boolean {
  return (
    spanishLineTitle(line.id) !== undefined &&
    !(UNNAMED_OWNER_LINES as readonly string[]).includes(line.id ?? '')
  );
}

/**
 * The owners' English names inside those Spanish names (the part in brackets), for the plan to
 * mark them `lang="en"` where it shows them.
 */
export const ENGLISH_LINE_NAMES: RegExp = new RegExp(
  CRISIS_LINES.filter(addsOwnerName)
    .map((line) => line.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** "Llame al 988 y marque 2" → "llame al 988 y marque 2", to follow a name and a colon. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** How to reach one line, in Spanish: its Spanish ways in where it has them, else its numbers. */
function waysInSpanish(line: ShownLine): string[] {
  const spanish = (line.otherWays ?? []).filter(
    (way) => way.kind === 'spanish' && (way.phone || way.text),
  );
  if (spanish.length > 0) return spanish.map((way) => lowerFirst(way.label));
  const { phone, text } = line;
  if (phone && text && !text.body && text.number === phone.tel) {
    return [`llame o envíe un mensaje de texto al ${phone.display}`];
  }
  const ways: string[] = [];
  if (phone) ways.push(`llame al ${phone.display}`);
  if (text) {
    ways.push(
      text.body
        ? `envíe ${text.body} al ${text.number}`
        : `envíe un mensaje de texto al ${text.number}`,
    );
  }
  return ways;
}

/** One crisis line as an entry of a Spanish plan, or null when it has no number to call or text. */
export function lineEntryEs(line: ShownLine): string | null {
  const ways = waysInSpanish(line);
  if (ways.length === 0) return null;
  const name = spanishName(line);
  return `${name}: ${ways.join(', o ')}`.slice(0, MAX_ENTRY_LENGTH);
}

/** Lines as the professionals step's first entries of a Spanish plan. */
export function crisisLineEntriesEs(lines: readonly ShownLine[]): string[] {
  return lines
    .map(lineEntryEs)
    .filter((entry): entry is string => entry !== null)
    .slice(0, MAX_ENTRIES);
}

/** The US lines in a new Spanish plan: what the prerendered page shows. */
export const US_LINE_ENTRIES_ES: readonly string[] = crisisLineEntriesEs(CRISIS_LINES);

/**
 * Mexico's and Spain's lines as the Spanish help pages write them ("Línea de la Vida: llame al
 * 800 911 2000"), or null for another country.
 */
export function spanishCountryEntries(code: string): string[] | null {
  const country = SPANISH_COUNTRY_LINES.find((candidate) => candidate.code === code);
  if (!country) return null;
  return country.lines.map((line) => `${line.name}: ${lowerFirst(line.call)}`);
}

/**
 * The crisis lines a new Spanish plan lists: the US lines at first (and on the prerendered page);
 * after mount, those of the country where the visitor seems to be. As on /es/get-help, the
 * browser's language is not asked, only a country chosen on this device or the time zone: many
 * Spanish speakers in the US have browsers set to `es-MX`.
 */
export function useSpanishPlanLines(): readonly string[] {
  const [entries, setEntries] = useState<readonly string[]>(US_LINE_ENTRIES_ES);
  useEffect(() => {
    let live = true;
    const show = (next: readonly string[] | null | undefined) => {
      if (live && next && next.length > 0) startTransition(() => setEntries(next));
    };
    void resolveVisitorCountry({ fromLanguages: false }).then(async (country) => {
      if (!country || country.code === 'US') return;
      const spanish = spanishCountryEntries(country.code);
      if (spanish) return show(spanish);
      try {
        const lines = await loadCountryLines(country.code);
        show(lines ? crisisLineEntriesEs(lines) : null);
      } catch {
        // The table did not load (offline?): the plan keeps the US lines.
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return entries;
}
