import { getBrowserStorage, listKeys } from './browser-storage';
import { memoryStore } from './memory-store';
import { isSharedComputerMode } from './shared-computer-mode';
import { STORED_KEYS, findStoredKey } from './stored-keys';
import type { StorageArea, StoredKey, StoredKeyId } from './stored-keys';

const AREAS = ['local', 'session'] as const satisfies readonly StorageArea[];

/**
 * Removes from both storages every key the registry lists whose entry `shouldRemove` accepts.
 * Returns what it removed, as `local:<key>` / `session:<key>`. Never throws.
 */
function removeListedKeys(shouldRemove: (id: StoredKeyId, entry: StoredKey) => boolean): string[] {
  const removed: string[] = [];
  for (const area of AREAS) {
    const storage = getBrowserStorage(area);
    for (const key of listKeys(storage)) {
      const id = findStoredKey(key, area);
      if (id === null || !shouldRemove(id, STORED_KEYS[id])) continue;
      try {
        storage?.removeItem(key);
        removed.push(`${area}:${key}`);
      } catch {
        // Blocked mid-way: nothing more to do here.
      }
    }
  }
  return removed;
}

/** Options for `clearStoredKeys` and `clearDevice`. */
export interface ClearStoredKeysOptions {
  /** Keys to leave in place (for Quick exit: its own setting). */
  keep?: readonly StoredKeyId[];
}

/**
 * Removes every key Harbor lists from `localStorage` and `sessionStorage`, and every personal
 * value kept in memory. Shared-computer mode stays on in a tab where it is on: it says to keep
 * nothing, which is never wrong after clearing. Returns the removed keys. Never throws.
 */
export function clearStoredKeys({ keep = [] }: ClearStoredKeysOptions = {}): string[] {
  const kept = new Set<StoredKeyId>(keep);
  if (isSharedComputerMode()) kept.add('sharedComputerMode');
  memoryStore.clear();
  return removeListedKeys((id) => !kept.has(id));
}

/**
 * What signing out removes: the keys marked `clearedOnSignOut` (the session), and, in
 * shared-computer mode, every personal value this page kept in memory. Never throws.
 */
export function clearStoredKeysOnSignOut(): string[] {
  if (isSharedComputerMode()) memoryStore.clear();
  return removeListedKeys((_id, entry) => entry.clearedOnSignOut === true);
}
