/**
 * After a new release, a tab opened before it may ask for page chunks that no longer exist.
 * Reloading once fetches the new release; this rule decides when that is worth doing. Offline,
 * a page outside Harbor's offline copy has no chunk to load: reloading once shows the copy's
 * offline page instead of an error.
 * Pure: no React, no globals.
 */
import { STORED_KEYS } from '@harbor-help/device-storage';

export const CHUNK_RELOAD_STORAGE_KEY = STORED_KEYS.chunkReload.key;

/** Never reload again within this time: a chunk that still fails is not a stale release. */
export const CHUNK_RELOAD_COOLDOWN_MS = 60_000;

export interface FailedChunkEnvironment {
  /**
   * Usually `sessionStore` of `@harbor-help/device-storage`: remembers the last reload for this tab
   * only. Its `setItem` answers `false` when it could not keep the value; a plain `Storage` works too.
   */
  storage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): boolean | void;
  } | null;
  now: number;
  /**
   * navigator.onLine. Offline, a reload would only swap our error page for the browser's, unless
   * Harbor's offline copy controls the page: then it answers the reload with its offline page
   * (crisis lines and the pages that open offline).
   */
  online: boolean;
  /** Harbor's offline copy (its service worker) controls this page. */
  offlineCopy?: boolean;
}

export function shouldReloadAfterFailedChunk({
  storage,
  now,
  online,
  offlineCopy = false,
}: FailedChunkEnvironment): boolean {
  if ((!online && !offlineCopy) || !storage) return false;
  try {
    const lastReload = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (
      Number.isFinite(lastReload) &&
      lastReload > 0 &&
      now - lastReload < CHUNK_RELOAD_COOLDOWN_MS
    ) {
      return false;
    }
    return storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now)) !== false;
  } catch {
    // Without a way to remember the reload, it could loop: show the error page instead.
    return false;
  }
}
