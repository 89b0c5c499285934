// Loading another language's catalogs: a chunk per language, both its catalogs at once. The
// catalogs are compiled at build time (`lingui compile`), so no ICU parser runs in the browser.
import { addUiCatalogs, hasUiCatalogs, type LoadedUiCatalogs, type UiLocale } from './i18n-core';

const loaders: Record<Exclude<UiLocale, 'en'>, () => Promise<LoadedUiCatalogs>> = {
  es: () =>
    Promise.all([import('./locales/es'), import('./locales/forms/es')]).then(([page, forms]) => ({
      page: page.messages,
      forms: forms.messages,
    })),
};

/**
 * Loads the kit's catalog for `locale` (a chunk of its own; English is built in). Await it
 * before the first render of a page in that language, so the page shows no English first.
 */
export async function loadUiLocale(locale: UiLocale): Promise<void> {
  if (hasUiCatalogs(locale)) return;
  addUiCatalogs(locale, await loaders[locale as Exclude<UiLocale, 'en'>]());
}
