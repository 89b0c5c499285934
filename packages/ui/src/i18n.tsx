import { useEffect, useState, type ReactNode } from 'react';
import { ENGLISH, uiWords, type UiLocale } from './i18n-core';
import { UiI18nContext } from './i18n-context';
import { loadUiLocale } from './i18n-load';

export { UI_LOCALES, uiWords, type UiLocale, type UiWords } from './i18n-core';
export { loadUiLocale } from './i18n-load';
export { useUiI18n } from './i18n-context';

/** The props of `UiLocaleProvider`. */
export interface UiLocaleProviderProps {
  /** The language of the kit's own words (labels, alerts, form errors). Default `'en'`. */
  locale?: UiLocale;
  /** The part of the page in that language. */
  children?: ReactNode;
}

/**
 * Picks the language of the kit's own words for everything inside it. Without a provider, or
 * while another language's catalog is still loading (call `loadUiLocale` first to avoid that),
 * the words are English.
 */
export function UiLocaleProvider({ locale = 'en', children }: UiLocaleProviderProps) {
  const ready = uiWords(locale);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadUiLocale(locale).then(() => {
      if (live) setLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return <UiI18nContext.Provider value={ready ?? ENGLISH}>{children}</UiI18nContext.Provider>;
}
