import { challengesContent, loadChallengesLocale, type ChallengesLocale } from '../i18n';
import { recall, remember } from '../loaded-values';
import { localizeActivity } from './localize-activity';
import type { Activity, ActivitySlug } from './activity-types';

type ActivityModule = { activity: Activity };

/** One explicit `import()` per activity, so each is its own small chunk. */
const activityModules: Readonly<Record<ActivitySlug, () => Promise<ActivityModule>>> = {
  'poverty-challenge': () => import('./poverty-challenge'),
  'health-challenge': () => import('./health-challenge'),
  'immigration-challenge': () => import('./immigration-challenge'),
  'discrimination-challenge': () => import('./discrimination-challenge'),
};

/** Loads the questions and plan content of one guided activity. */
export function loadActivity(slug: ActivitySlug): Promise<Activity> {
  return remember(`activity:${slug}`, async () => (await activityModules[slug]()).activity);
}

/** The activity when it is already loaded, else undefined. */
export function peekActivity(slug: ActivitySlug): Activity | undefined {
  return recall(`activity:${slug}`);
}

/**
 * One check-in in `locale` (issue 25): the English check-in with that language's words laid over
 * it (`localizeActivity`), loading the language's words first. English is `loadActivity(slug)`.
 */
export function loadActivityIn(locale: ChallengesLocale, slug: ActivitySlug): Promise<Activity> {
  if (locale === 'en') return loadActivity(slug);
  return remember(`activity:${locale}:${slug}`, async () => {
    const [english] = await Promise.all([loadActivity(slug), loadChallengesLocale(locale)]);
    const content = challengesContent(locale);
    if (!content) throw new Error(`No ${locale} content for the ${slug} check-in`);
    return localizeActivity(english, await content.activityWords[slug]());
  });
}

/** The check-in in `locale` when it is already loaded, else undefined. */
export function peekActivityIn(locale: ChallengesLocale, slug: ActivitySlug): Activity | undefined {
  return locale === 'en' ? peekActivity(slug) : recall(`activity:${locale}:${slug}`);
}
