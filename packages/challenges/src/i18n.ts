import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useUiI18n } from '@harbor-help/ui/locale';
import type { ActivitySlug } from './activities/activity-types';
import type { ActivityWords } from './activities/activity-words';
import type { ChallengeSlug } from './challenge-slugs';
import type { HubSlug } from './hubs/hub-slugs';
import type { HubWords } from './hubs/hub-words';
import { addLinkWords } from './i18n-links';
import { messages as en } from './locales/en';

// The words of the service directory and its cards (labels, counts, hours, "Open now"), in
// src/locales/{en,es}.po, compiled to .ts by `lingui compile` before each build. Only English is
// bundled with the components; every other language is a chunk of its own, loaded by
// `loadChallengesLocale` together with the services' own words in that language. The language
// is the one `UiLocaleProvider` (@harbor-help/ui/locale) picked, so one provider sets both.

/** The languages of the package's words. */
export type ChallengesLocale = 'en' | 'es';

/** Every `ChallengesLocale`, English (the default) first. */
export const CHALLENGES_LOCALES: readonly ChallengesLocale[] = ['en', 'es'];

/**
 * The package's content in a language other than English: the challenges' names, and each
 * service's words (what it offers, whom it is for, how to call or text it, its other ways in).
 * English is the content itself.
 */
export interface ChallengesContent {
  /** Every challenge's name. */
  readonly titles: Readonly<Record<ChallengeSlug, string>>;
  /** Each service's `offers` and `forWhom`, by its id. */
  readonly resources: Readonly<
    Record<string, { readonly offers: string; readonly forWhom: string }>
  >;
  /** Each other way in's label, by its English label. */
  readonly otherWayLabels: Readonly<Record<string, string>>;
  /** A phone's or text line's `display` that is a sentence ("Dial 988, then press 1"), by its English. */
  readonly displays: Readonly<Record<string, string>>;
  /** Every challenge page's introduction, under its name. */
  readonly summaries: Readonly<Record<ChallengeSlug, string>>;
  /** Each hub's words, loaded with its page (a chunk each: `loadHubContentIn`). */
  readonly hubWords: Readonly<Record<HubSlug, () => Promise<HubWords>>>;
  /** Each check-in's words, loaded with its page (a chunk each: `loadActivityIn`). */
  readonly activityWords: Readonly<Record<ActivitySlug, () => Promise<ActivityWords>>>;
}

interface Loaded {
  messages: Messages;
  links: Messages;
  content: ChallengesContent;
}

const loaders: Record<Exclude<ChallengesLocale, 'en'>, () => Promise<Loaded>> = {
  es: () =>
    Promise.all([
      import('./locales/es'),
      import('./locales/links/es'),
      import('./content-es'),
      import('./locales/pages/es'),
    ]).then(([words, links, content, pages]) => ({
      messages: { ...words.messages, ...pages.messages },
      links: links.messages,
      content: content.CONTENT_ES,
    })),
};
const instances = new Map<ChallengesLocale, I18n>();
const contents = new Map<ChallengesLocale, ChallengesContent>();

/** The content in `locale` once loaded (`loadChallengesLocale`); undefined for English. */
export function challengesContent(locale: string): ChallengesContent | undefined {
  return contents.get(locale as ChallengesLocale);
}

function english(): I18n {
  let i18n = instances.get('en');
  if (!i18n) {
    i18n = setupI18n({ locale: 'en', messages: { en } });
    instances.set('en', i18n);
  }
  return i18n;
}

/** The package's words in `locale`: English while that catalog is not loaded. */
export function challengesI18n(locale: string = 'en'): I18n {
  return instances.get(locale as ChallengesLocale) ?? english();
}

/** Whether the words for `locale` are loaded (English always is). */
export function isChallengesLocaleLoaded(locale: ChallengesLocale): boolean {
  return locale === 'en' || instances.has(locale);
}

/**
 * Loads the package's words for `locale` (a chunk of its own; English is built in). Await it,
 * with `preloadResourceDirectory(locale)`, before the first render of a page in that language,
 * so the page shows no English first.
 */
export async function loadChallengesLocale(locale: ChallengesLocale): Promise<void> {
  if (isChallengesLocaleLoaded(locale)) return;
  const { messages, links, content } = await loaders[locale as Exclude<ChallengesLocale, 'en'>]();
  addLinkWords(locale, links);
  // A message missing from a catalog is said in English, never shown as its id.
  const missing = (_: string, id: string) => english()._(id);
  contents.set(locale, content);
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages }, missing }));
}

/** The package's words in the language `UiLocaleProvider` picked (English without one). */
export function useChallengesI18n(): I18n {
  return challengesI18n(useUiI18n().locale);
}
