// The form kit's words: a catalog of their own (src/locales/forms/*.po), so the English of the
// forms loads with the forms, not with every page's first load. Spanish (and any other language)
// loads with `loadUiLocale`, both catalogs at once.
import type { I18n } from '@lingui/core';
import { ENGLISH, uiI18n, type UiLocale } from './i18n-core';
import { useUiI18n } from './i18n';
import { messages as formsEnglish } from './locales/forms/en';

let registered = false;

function withFormsEnglish(): I18n {
  if (!registered) {
    ENGLISH.load('en', formsEnglish);
    registered = true;
  }
  return ENGLISH;
}

/** The form kit's messages in `locale` (English while that catalog is not loaded). */
export function formsI18n(locale: UiLocale = 'en'): I18n {
  withFormsEnglish();
  return uiI18n(locale) ?? ENGLISH;
}

/** The form kit's messages in the language `UiLocaleProvider` picked. */
export function useFormsI18n(): I18n {
  withFormsEnglish();
  return useUiI18n();
}
