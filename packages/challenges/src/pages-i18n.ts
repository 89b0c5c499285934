import type { I18n } from '@lingui/core';
import { challengesI18n, useChallengesI18n } from './i18n';
import { messages as english } from './locales/pages/en';

// The challenge pages' words (hubs, check-ins, the action plan: src/locales/pages/{en,es}.po) are
// a catalog of their own, so a page that shows only the service directory (/resources) carries
// none of them. The English ones join the package's English words when this module loads, with
// the first challenge page's code; another language's come with `loadChallengesLocale`.
challengesI18n('en').load('en', english);

/** The challenge pages' words in the language `UiLocaleProvider` picked (English without one). */
export function usePagesI18n(): I18n {
  return useChallengesI18n();
}

/** The challenge pages' words in `locale` (English unless told, or while it is not loaded). */
export function pagesI18n(locale?: string): I18n {
  return challengesI18n(locale);
}
