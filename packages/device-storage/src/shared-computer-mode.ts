import { getBrowserStorage, listKeys } from './browser-storage';
import { memoryStore } from './memory-store';
import { STORED_KEYS, findStoredKey } from './stored-keys';
import type { StorageArea, StoredKey } from './stored-keys';

const MODE_KEY = STORED_KEYS.sharedComputerMode.key;

/** On for this page even though `sessionStorage` could not remember it (blocked or full). */
let onWithoutStorage = false;
const listeners = new Set<() => void>();

/**
 * Whether this tab is in shared-computer mode: the person said this is a shared or public
 * computer. Then nothing personal is written to storage (see `STORED_KEYS[…].personal`), the
 * session lasts for this tab only, and the offline copy is not kept. Remembered for this tab
 * only (`sessionStorage`). Never throws; false on a server.
 */
export function isSharedComputerMode(): boolean {
  if (onWithoutStorage) return true;
  try {
    return getBrowserStorage('session')?.getItem(MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Moves every personal value out of the browser's storage into this page's memory. */
function movePersonalValuesToMemory(): void {
  for (const area of ['local', 'session'] as const satisfies readonly StorageArea[]) {
    const storage = getBrowserStorage(area);
    if (!storage) continue;
    try {
      for (const key of listKeys(storage)) {
        const id = findStoredKey(key, area);
        const entry: StoredKey | null = id === null ? null : STORED_KEYS[id];
        if (!entry?.personal) continue;
        const value = storage.getItem(key);
        if (value !== null) memoryStore.set(area, key, value);
        storage.removeItem(key);
      }
    } catch {
      // Storage went away mid-way: what could not be read cannot be shown either.
    }
  }
}

/**
 * Turns shared-computer mode on or off for this tab. On: personal values already in storage
 * move into this page's memory (so the page keeps showing them, and the device keeps nothing).
 * Off: this page forgets them. Never throws.
 */
export function setSharedComputerMode(on: boolean): void {
  const storage = getBrowserStorage('session');
  if (on) {
    let remembered: boolean;
    try {
      storage?.setItem(MODE_KEY, 'on');
      remembered = storage !== null;
    } catch {
      remembered = false;
    }
    onWithoutStorage = !remembered;
    movePersonalValuesToMemory();
  } else {
    onWithoutStorage = false;
    try {
      storage?.removeItem(MODE_KEY);
    } catch {
      // Nothing stored to forget.
    }
    memoryStore.clear();
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever shared-computer mode is turned on or off in this page. Returns the
 * function that stops it. Fits React's `useSyncExternalStore(subscribe, isSharedComputerMode)`.
 */
export function subscribeToSharedComputerMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
