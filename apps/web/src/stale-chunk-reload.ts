/**
 * After a new release, a tab opened before it may ask for page chunks that no longer exist.
 * Reloading once fetches the new release; this rule decides when that is worth doing.
 * Pure: no React, no globals.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'harbor_chunk_reload_at';

/** Never reload again within this time: a chunk that still fails is not a stale release. */
export const CHUNK_RELOAD_COOLDOWN_MS = 60_000;

export interface FailedChunkEnvironment {
  /** Usually window.sessionStorage: remembers the last reload for this tab only. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: number;
  /** navigator.onLine: offline, a reload would only swap our error page for the browser's. */
  online: boolean;
}

export function shouldReloadAfterFailedChunk({
  storage,
  now,
  online,
}: FailedChunkEnvironment): boolean {
  if (!online || !storage) return false;
  try {
    const lastReload = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (
      Number.isFinite(lastReload) &&
      lastReload > 0 &&
      now - lastReload < CHUNK_RELOAD_COOLDOWN_MS
    ) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    return true;
  } catch {
    // Without a way to remember the reload, it could loop: show the error page instead.
    return false;
  }
}
