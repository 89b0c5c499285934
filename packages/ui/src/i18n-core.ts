// The kit's catalogs, without React (quick-exit.ts and other plain modules use it too).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as en } from './locales/en';

/** The languages the kit's own words come in. */
export type UiLocale = 'en' | 'es';

/** Every `UiLocale`, English (the default) first. */
export const UI_LOCALES: readonly UiLocale[] = ['en', 'es'];

// English is in the first load (the form kit's English loads with the forms, i18n-forms.ts);
// every other language is a chunk of its own (both its catalogs), loaded only when a page asks
// for it. The catalogs are compiled at build time (`lingui compile`), so no ICU parser runs in
// the browser.
const loaders: Record<Exclude<UiLocale, 'en'>, () => Promise<Messages>> = {
  es: () =>
    Promise.all([import('./locales/es'), import('./locales/forms/es')]).then(([page, forms]) => ({
      ...page.messages,
      ...forms.messages,
    })),
};
const instances = new Map<UiLocale, I18n>([['en', setupI18n({ locale: 'en', messages: { en } })]]);
/** The kit's English messages (always loaded). */
export const ENGLISH = instances.get('en') as I18n;

/** The kit's messages in `locale`, if that catalog is loaded (English always is). */
export function uiI18n(locale: UiLocale = 'en'): I18n | undefined {
  return instances.get(locale);
}

/**
 * Loads the kit's catalog for `locale` (a chunk of its own; English is built in). Await it
 * before the first render of a page in that language, so the page shows no English first.
 */
export async function loadUiLocale(locale: UiLocale): Promise<void> {
  if (instances.has(locale)) return;
  const messages = await loaders[locale as Exclude<UiLocale, 'en'>]();
  // A message missing from a catalog is said in English, never shown as its id.
  const missing = (_: string, id: string) => ENGLISH._(id);
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages }, missing }));
}
