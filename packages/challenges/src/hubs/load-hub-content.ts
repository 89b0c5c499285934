import type { HubContent } from './hub-content-types';
import type { HubSlug } from './hub-slugs';

type HubModule = { content: HubContent };

/**
 * One explicit `import()` per hub, so a bundler gives each hub its own chunk and a visitor
 * downloads only the hub they open.
 */
const hubModules: Readonly<Partial<Record<HubSlug, () => Promise<HubModule>>>> = {
  'mental-health': () => import('./mental-health'),
};

/** Loads the full content of one hub (its own small chunk). */
export async function loadHubContent(slug: HubSlug): Promise<HubContent> {
  const load = hubModules[slug];
  if (!load) throw new Error(`No content for the hub "${slug}" yet.`);
  const module = await load();
  return module.content;
}
