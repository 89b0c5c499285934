import { getBrowserStorage, listKeys } from './browser-storage';
import { findStoredKey } from './stored-keys';
import type { StorageArea } from './stored-keys';

const AREAS = ['local', 'session'] as const satisfies readonly StorageArea[];

/** How Harbor's own keys start, old and new: `harbor:…`, `harbor-…`, `harbor_…`. */
const HARBOR_KEY_PATTERN = /^harbor[:_-]/;

/**
 * For the version reset (spec section 4): removes what an older release left that this release
 * no longer lists: any key in Harbor's own name space (`harbor:`, `harbor-`, `harbor_`) that
 * `STORED_KEYS` does not list. Everything listed is kept: the person's answers, drafts and
 * session are read defensively and survive an update. Never throws.
 */
export function removeUnlistedKeys(): string[] {
  const removed: string[] = [];
  for (const area of AREAS) {
    const storage = getBrowserStorage(area);
    for (const key of listKeys(storage)) {
      if (!HARBOR_KEY_PATTERN.test(key) || findStoredKey(key, area) !== null) continue;
      try {
        storage?.removeItem(key);
        removed.push(`${area}:${key}`);
      } catch {
        // Blocked mid-way.
      }
    }
  }
  return removed;
}
