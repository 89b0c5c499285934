import { challengesContent, loadChallengesLocale, type ChallengesLocale } from '../i18n';
import { recall, remember } from '../loaded-values';
import { localizeResource } from '../localize-resource';
import { loadResources, peekResources } from './load-resources';
import type { Resource } from './resource-types';

// Apart from load-resources.ts, so a page that lists the services in English only carries none
// of the words of another language, nor the code that loads them.

/**
 * Every service in `locale`'s words (what each offers, whom it is for, how to call or text it,
 * its other ways in), loading that language's words with them (`loadChallengesLocale`); the
 * names, numbers and sources are the same in every language. English is `loadResources()`.
 */
export function loadResourcesIn(locale: ChallengesLocale): Promise<readonly Resource[]> {
  if (locale === 'en') return loadResources();
  return remember(`resources:${locale}`, async () => {
    const [all] = await Promise.all([loadResources(), loadChallengesLocale(locale)]);
    const content = challengesContent(locale);
    return content ? all.map((resource) => localizeResource(resource, content)) : all;
  });
}

/** Every service in `locale`'s words when already loaded (`loadResourcesIn`), else undefined. */
export function peekResourcesIn(locale: ChallengesLocale): readonly Resource[] | undefined {
  return locale === 'en' ? peekResources() : recall(`resources:${locale}`);
}
