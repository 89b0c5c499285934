import { isActivitySlug } from './activities/activity-types';
import { loadActivityIn } from './activities/load-activity';
import { loadHub } from './hub-view';
import { isHubSlug } from './hubs/hub-slugs';
import type { ChallengesLocale } from './i18n';
import { loadResourcesIn } from './resources/load-resources-in';

/**
 * Loads everything the challenge page for `slug` loads on demand (a hub's content and services,
 * or a check-in's questions), in `locale`'s words (English unless told; the page's language, as
 * `UiLocaleProvider` sets it), so that `ChallengePage` then renders it on its first render. Use it
 * before rendering the page to HTML, and before hydrating that HTML in the browser: without it,
 * the page renders its loading line first. An unknown slug loads nothing. Rejects when a chunk
 * cannot be loaded (the page then loads it itself, with its error and retry).
 */
export async function preloadChallengePage(
  slug: string,
  locale: ChallengesLocale = 'en',
): Promise<void> {
  if (isHubSlug(slug)) await loadHub(slug, locale);
  if (isActivitySlug(slug))
    await Promise.all([loadActivityIn(locale, slug), loadResourcesIn(locale)]);
}
