import { getBrowserStorage, listKeys } from './browser-storage';
import { memoryStore } from './memory-store';
import { recordSharedComputerMode } from './shared-computer-mode';
import { STORED_KEYS, findStoredKey } from './stored-keys';
import type { StorageArea, StoredKey } from './stored-keys';

// Turning shared-computer mode on or off: only the sign-in and sign-up forms do, so this file is
// apart from the mode's reading (shared-computer-mode.ts), which every page needs.

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
  if (on) movePersonalValuesToMemory();
  else memoryStore.clear();
  recordSharedComputerMode(on);
}
