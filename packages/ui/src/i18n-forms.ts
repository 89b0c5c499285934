// The form kit's words: a catalog of their own (src/locales/forms/*.po), so the English of the
// forms loads with the forms, not with every page's first load. They take arguments (counts,
// plurals, numbers), so they are read through @lingui/core, which loads with them too. Spanish
// (and any other language) loads with `loadUiLocale`, both catalogs at once.
import { setupI18n, type I18n } from '@lingui/core';
import { uiFormsCatalog, type UiLocale } from './i18n-core';
import { useUiI18n } from './i18n-context';
import { messages as formsEnglish } from './locales/forms/en';

const instances = new Map<UiLocale, I18n>();

function english(): I18n {
  let i18n = instances.get('en');
  if (!i18n) {
    i18n = setupI18n({ locale: 'en', messages: { en: formsEnglish } });
    instances.set('en', i18n);
  }
  return i18n;
}

/** The form kit's messages in `locale` (English while that catalog is not loaded). */
export function formsI18n(locale: UiLocale = 'en'): I18n {
  let i18n = instances.get(locale);
  const catalog = uiFormsCatalog(locale);
  if (!i18n && catalog) {
    // A message missing from a catalog is said in English, never shown as its id.
    const missing = (_: string, id: string) => english()._(id);
    i18n = setupI18n({ locale, messages: { [locale]: catalog }, missing });
    instances.set(locale, i18n);
  }
  return i18n ?? english();
}

/** The form kit's messages in the language `UiLocaleProvider` picked. */
export function useFormsI18n(): I18n {
  return formsI18n(useUiI18n().locale);
}
