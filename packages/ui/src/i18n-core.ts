// The kit's catalogs, without React (quick-exit.ts and other plain modules use it too).
//
// Every page's first load reads the kit's words here, and only here: the catalogs of
// src/locales/{en,es}.po hold words without arguments (no plural, no placeholder; the catalog
// test checks it), which Lingui compiles to their text, so the first load reads them as they are
// and needs no ICU runtime. The form kit's words take arguments (counts, plurals, Intl numbers):
// they are read through @lingui/core in i18n-forms.ts, which loads with the forms. English
// first-load JS grows by the words and this module, not by @lingui/core (~2 kB gzip).
import type { Messages } from '@lingui/core';
import { messages as en } from './locales/en';

/** The languages the kit's own words come in. */
export type UiLocale = 'en' | 'es';

/** Every `UiLocale`, English (the default) first. */
export const UI_LOCALES: readonly UiLocale[] = ['en', 'es'];

/** The kit's words in one language, as its components read them. */
export interface UiWords {
  /** The language of the words. */
  readonly locale: UiLocale;
  /** The words of message `id` (the English ones if this language's catalog lacks it). */
  _(id: string): string;
}

/** One language's catalogs: the first load's words, and the form kit's. */
interface UiCatalogs {
  page: Messages;
  forms?: Messages;
}

/** One language's catalogs, as `loadUiLocale` (i18n-load.ts) brings them. */
export type LoadedUiCatalogs = Required<UiCatalogs>;

// English is in the first load (the form kit's English loads with the forms, i18n-forms.ts);
// every other language is a chunk of its own, loaded by `loadUiLocale` (i18n-load.ts, which
// only the provider and the apps import: the components that read words need no loader).
const catalogs = new Map<UiLocale, UiCatalogs>([['en', { page: en }]]);
const words = new Map<UiLocale, UiWords>();

/**
 * The text of a compiled message without arguments: Lingui compiles one to its text, or to a list
 * of pieces of text. Anything else (a message with arguments) is not read here.
 */
function textOf(message: Messages[string] | undefined): string | undefined {
  if (typeof message === 'string') return message;
  return message?.every((piece) => typeof piece === 'string') ? message.join('') : undefined;
}

/** The kit's words in `locale`, if that catalog is loaded (English always is). */
export function uiWords(locale: UiLocale = 'en'): UiWords | undefined {
  let found = words.get(locale);
  const catalog = catalogs.get(locale);
  if (!found && catalog) {
    // A message missing from a catalog is said in English, never shown as its id.
    found = { locale, _: (id) => textOf(catalog.page[id]) ?? textOf(en[id]) ?? id };
    words.set(locale, found);
  }
  return found;
}

/** The kit's English words (always loaded). */
export const ENGLISH = uiWords('en') as UiWords;

/** The form kit's compiled catalog in `locale`, if loaded (i18n-forms.ts has the English one). */
export function uiFormsCatalog(locale: UiLocale): Messages | undefined {
  return catalogs.get(locale)?.forms;
}

/** Whether the kit's catalogs for `locale` are loaded (English always is). */
export function hasUiCatalogs(locale: UiLocale): boolean {
  return catalogs.has(locale);
}

/** Adds a language's catalogs, once loaded. */
export function addUiCatalogs(locale: UiLocale, loaded: LoadedUiCatalogs): void {
  catalogs.set(locale, loaded);
}
