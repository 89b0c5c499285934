// The words of the call, text and website buttons (`ContactLinks`), in a catalog of their own
// (src/locales/links/*.po): the crisis box on the home page and on every hub shows them, so they
// are part of a first load. Like @harbor-help/ui's first-load words, they are read without
// @lingui/core: these messages hold only text and plain `{placeholders}` (no plural, no select;
// i18n-links.test.ts checks it), which Lingui compiles to a list of text and `[name]` parts. The
// Spanish catalog loads with the rest of the package's Spanish (`loadChallengesLocale`).
import type { Messages } from '@lingui/core';
import { messages as en } from './locales/links/en';

const catalogs = new Map<string, Messages>([['en', en]]);

/** Adds a language's button words, once loaded (i18n.ts). */
export function addLinkWords(locale: string, messages: Messages): void {
  catalogs.set(locale, messages);
}

/**
 * A compiled message with its placeholders filled in, or undefined when it holds anything else
 * (a plural or a select, which these messages never do).
 */
export function fillMessage(
  message: Messages[string] | undefined,
  values: Readonly<Record<string, string>>,
): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') text += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string')
      text += values[part[0]] ?? '';
    else return undefined;
  }
  return text;
}

/** The button words in one language: `i18n._(id, values)`, as with @lingui/core. */
export interface LinkWords {
  readonly locale: string;
  _(id: string, values?: Readonly<Record<string, string>>): string;
}

/** The button words in `locale` (English while that catalog is not loaded, or for a missing id). */
export function linkWords(locale: string): LinkWords {
  const catalog = catalogs.get(locale) ?? en;
  return {
    locale,
    _: (id, values = {}) => fillMessage(catalog[id], values) ?? fillMessage(en[id], values) ?? id,
  };
}
