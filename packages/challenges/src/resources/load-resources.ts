import type { ChallengesLocale } from '../i18n';
import { recall, remember } from '../loaded-values';
import type { Resource } from './resource-types';

/** Loads every service in the directory (its own chunk, so pages that do not list it stay small). */
export function loadResources(): Promise<readonly Resource[]> {
  return remember('resources', async () => (await import('./resources')).resources);
}

/** Every service when the directory is already loaded, else undefined. */
export function peekResources(): readonly Resource[] | undefined {
  return recall('resources');
}

/**
 * Every service in `locale`'s words (what each offers, whom it is for, how to call or text it,
 * its other ways in), loading that language's words with them (`loadChallengesLocale`); the
 * names, numbers and sources are the same in every language. English is `loadResources()`.
 */
export function loadResourcesIn(locale: ChallengesLocale): Promise<readonly Resource[]> {
  if (locale === 'en') return loadResources();
  return remember(`resources:${locale}`, async () => {
    // Loaded only for another language, so an English page carries none of it.
    const [all, i18n, { localizeResource }] = await Promise.all([
      loadResources(),
      import('../i18n'),
      import('../localize-resource'),
    ]);
    await i18n.loadChallengesLocale(locale);
    const content = i18n.challengesContent(locale);
    return content ? all.map((resource) => localizeResource(resource, content)) : all;
  });
}

/** Every service in `locale`'s words when already loaded (`loadResourcesIn`), else undefined. */
export function peekResourcesIn(locale: ChallengesLocale): readonly Resource[] | undefined {
  return locale === 'en' ? peekResources() : recall(`resources:${locale}`);
}
