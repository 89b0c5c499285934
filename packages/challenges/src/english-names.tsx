import { Fragment, type ReactNode } from 'react';
import { linkNumbers } from './linked-numbers';

/** Names Harbor's Spanish words keep in English that are not a service's name in the directory. */
const OTHER_ENGLISH_NAMES = ['Social Security', 'Office for Civil Rights', 'EEO counselor'];

/**
 * The English names in Harbor's words in another language (issue 25): the services' names as
 * those words write them, a directory name without its note in brackets ("HOPE Hotline
 * (homeowners)" is "HOPE Hotline"), and a few others. None with a digit ("988 Suicide & Crisis
 * Lifeline"): its number stays a one-tap link. A pattern of whole names, longest first.
 */
export function englishNamesPattern(serviceNames: Iterable<string>): RegExp {
  const names = new Set(OTHER_ENGLISH_NAMES);
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
