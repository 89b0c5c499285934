import { isSharedComputerMode, localStore, sessionStore } from '@harbor-help/device-storage';

/**
 * The language the visitor chose (issue 25), kept under the storage registry's `language` key:
 * `'es'` once they open a Spanish page, `'en'` once they follow "English" from one or dismiss the
 * offer to read in Spanish. Harbor never redirects on it: it only keeps the offer from showing
 * again. Kept in `localStorage`, or for this tab only (`sessionStorage`) in shared-computer mode;
 * "Clear this device" and Quick exit remove it with every other key. Lazily loaded code only
 * (the Spanish layout and the offer): it is in no English page's first load.
 */
export const LANGUAGE_KEY = 'harbor:language';

export type ChosenLanguage = 'en' | 'es';

/** The language chosen on this device (this tab first), or null when none was. */
export function chosenLanguage(): ChosenLanguage | null {
  const value = sessionStore.getItem(LANGUAGE_KEY) ?? localStore.getItem(LANGUAGE_KEY);
  return value === 'en' || value === 'es' ? value : null;
}

/** Remembers the visitor's language, for this tab only in shared-computer mode. */
export function rememberLanguage(language: ChosenLanguage): void {
  if (isSharedComputerMode()) {
    sessionStore.setItem(LANGUAGE_KEY, language);
  } else {
    localStore.setItem(LANGUAGE_KEY, language);
    sessionStore.removeItem(LANGUAGE_KEY);
  }
}

/** Whether the browser's languages put Spanish before English (`navigator.languages`). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.find((tag) => /^(es|en)\b/i.test(tag));
  return first !== undefined && /^es\b/i.test(first);
}
