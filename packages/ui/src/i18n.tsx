import type { I18n } from '@lingui/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ENGLISH, loadUiLocale, uiI18n, type UiLocale } from './i18n-core';

export { loadUiLocale, uiI18n, UI_LOCALES, type UiLocale } from './i18n-core';

const UiI18nContext = createContext<I18n>(ENGLISH);

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
  const ready = uiI18n(locale);
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

/** The kit's messages in the language `UiLocaleProvider` picked (English without one). */
export function useUiI18n(): I18n {
  return useContext(UiI18nContext);
}
