import { Fragment, type ReactNode } from 'react';
import { linkNumbers } from './linked-numbers';

/** Names Harbor's Spanish words keep in English that are not a service's name in the directory. */
const OTHER_ENGLISH_NAMES = ['Social Security', 'Office for Civil Rights', 'EEO counselor'];

/**
 * What Harbor's Spanish words quote in English for the reader to say or ask in English (at the
 * door, to a police officer, to a service): marked like the names, so a screen reader says them
 * in English. A new quote in English in the Spanish words goes here (challenge-page-es.test.tsx
 * finds any “…” quote in English that is not).
 */
export const ENGLISH_PHRASES = [
  'I will remain silent',
  'I do not consent to a search',
  'I want to speak with a lawyer',
  'I want to remain silent',
  'I want a lawyer',
  'Who else could help me with this?',
];

/**
 * The English names in Harbor's words in another language (issue 25): the services' names as
 * those words write them, a directory name without its note in brackets ("HOPE Hotline
 * (homeowners)" is "HOPE Hotline"), and a few others. None with a digit ("988 Suicide & Crisis
 * Lifeline"): its number stays a one-tap link. A pattern of whole names, longest first.
 */
export function englishNamesPattern(serviceNames: Iterable<string>): RegExp {
  const names = new Set([...OTHER_ENGLISH_NAMES, ...ENGLISH_PHRASES]);
  for (const name of serviceNames) {
    const base = name.replace(/\s*\([^)]*\)\s*$/, '').trim();
    if (/[a-z]/.test(base) && !/\d/.test(base)) names.add(base);
  }
  const alternatives = [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, 'gu');
}

/**
 * Text in a language other than English: its English names (`englishNamesPattern`) marked
 * `lang="en"`, so a screen reader says them in English (WCAG 3.1.2), and its numbers one-tap
 * links (`linkNumbers`). Without a pattern (an English page), `linkNumbers(text)`.
 */
export function textWithEnglishNames(text: string, names: RegExp | null): ReactNode {
  if (!names) return linkNumbers(text);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(names)) {
    if (match.index > last) {
      parts.push(
        <Fragment key={`t${last}`}>{linkNumbers(text.slice(last, match.index))}</Fragment>,
      );
    }
    parts.push(
      <span key={`n${match.index}`} lang="en">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return linkNumbers(text);
  if (last < text.length)
    parts.push(<Fragment key={`t${last}`}>{linkNumbers(text.slice(last))}</Fragment>);
  return parts;
}

/** Stands for the name while a message is written, then is split on (it is in no words). */
const NAME_SLOT = '\u0000';

/**
 * A message that names a service (`words(slot)` writes it with the name in `slot`), its name
 * marked `lang={nameLang}` when given: "Guardó <span lang="en">HOPE Hotline</span> en su lista."
 * The message's own words keep their order in every language.
 */
export function withMarkedName(
  words: (slot: string) => string,
  name: string,
  nameLang: string | undefined,
): ReactNode {
  if (!nameLang) return words(name);
  const [before = '', ...rest] = words(NAME_SLOT).split(NAME_SLOT);
  return (
    <>
      {before}
      <span lang={nameLang}>{name}</span>
      {rest.join(name)}
    </>
  );
}
