import type { StorageArea } from './stored-keys';

/**
 * `window.localStorage` or `window.sessionStorage`, or null where there is no window (a server, a
 * prerender) or the browser refuses it (storage disabled, some private modes throw on access).
 * Never throws. Prefer `localStore` / `sessionStore`, which also never throw on use.
 */
export function getBrowserStorage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Every key in `storage`, or none when it cannot be read. Never throws. */
export function listKeys(storage: Pick<Storage, 'length' | 'key'> | null): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
  } catch {
    // Storage went away mid-way: what could not be read is not listed.
  }
  return keys;
}
