import { challengesContent, loadChallengesLocale, type ChallengesLocale } from '../i18n';
import { recall, remember } from '../loaded-values';
import { localizeHub } from './localize-hub';
import type { HubContent } from './hub-content-types';
import type { HubSlug } from './hub-slugs';

type HubModule = { content: HubContent };

/**
 * One explicit `import()` per hub, so a bundler gives each hub its own small chunk and a visitor
 * downloads only the hub they open. A `Record` keyed by every slug, so a new hub cannot be
 * forgotten here.
 */
const hubModules: Readonly<Record<HubSlug, () => Promise<HubModule>>> = {
  'mental-health': () => import('./mental-health'),
  poverty: () => import('./poverty'),
  'parental-absence': () => import('./parental-absence'),
  'resource-access': () => import('./resource-access'),
  homelessness: () => import('./homelessness'),
  'family-instability': () => import('./family-instability'),
  'substance-abuse': () => import('./substance-abuse'),
  'loved-one': () => import('./loved-one'),
  'teenage-pregnancy': () => import('./teenage-pregnancy'),
  legal: () => import('./legal'),
  financial: () => import('./financial'),
  health: () => import('./health'),
  immigration: () => import('./immigration'),
  discrimination: () => import('./discrimination'),
  'abuse-at-home': () => import('./abuse-at-home'),
};

/** Loads the full content of one hub (its own small chunk). */
export function loadHubContent(slug: HubSlug): Promise<HubContent> {
  return remember(`hub:${slug}`, async () => (await hubModules[slug]()).content);
}

/** The hub's content when it is already loaded, else undefined. */
export function peekHubContent(slug: HubSlug): HubContent | undefined {
  return recall(`hub:${slug}`);
}

/**
 * The full content of one hub in `locale` (issue 25): the English hub with that language's words
 * laid over it (`localizeHub`), loading the language's words first (`loadChallengesLocale`). The
 * sources, services and links are the English hub's. English is `loadHubContent(slug)`.
 */
export function loadHubContentIn(locale: ChallengesLocale, slug: HubSlug): Promise<HubContent> {
  if (locale === 'en') return loadHubContent(slug);
  return remember(`hub:${locale}:${slug}`, async () => {
    const [english] = await Promise.all([loadHubContent(slug), loadChallengesLocale(locale)]);
    const content = challengesContent(locale);
    if (!content) throw new Error(`No ${locale} content for the ${slug} hub`);
    const words = await content.hubWords[slug]();
    return localizeHub(english, words, content.titles[slug], content.summaries[slug]);
  });
}
