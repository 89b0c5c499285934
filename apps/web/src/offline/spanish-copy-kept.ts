/**
 * The start of the copy in Spanish's cache name: build/offline-pages.mjs's SPANISH_COPY_CACHE_PREFIX
 * (a test holds them equal; importing it would make a chunk of its own, one more file in the
 * entry's preload map).
 */
export const SPANISH_COPY_CACHE_PREFIX = 'harbor-offline-es-';

/**
 * Whether this device keeps the copy in Spanish (issue 25) with every page of `paths` in it: the
 * service worker keeps it in a cache of its own (build/service-worker.mjs, `spanishCopyWorker`)
 * once a page in Spanish asks. False where the browser has no Cache Storage or refuses it.
 */
export async function spanishPagesKept(
  paths: readonly string[],
  storage: Pick<CacheStorage, 'keys' | 'open'> | undefined = globalThis.caches,
): Promise<boolean> {
  if (!storage || paths.length === 0) return false;
  try {
    for (const name of await storage.keys()) {
      if (!name.startsWith(SPANISH_COPY_CACHE_PREFIX)) continue;
      const cache = await storage.open(name);
      const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
      if (paths.every((path) => kept.has(path))) return true;
    }
  } catch {
    // Storage blocked: nothing can be known to be kept.
  }
  return false;
}
