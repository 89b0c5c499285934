import { getBrowserStorage } from './browser-storage';
import { memoryStore } from './memory-store';
import { isSharedComputerMode } from './shared-computer-mode';
import { STORED_KEYS, findStoredKey } from './stored-keys';
import type { StorageArea, StoredKey } from './stored-keys';

/**
 * The one way Harbor reads and writes the browser's storage. Its methods have `Storage`'s names,
 * so it can stand wherever a `Storage` is taken, but none of them ever throws: missing, blocked
 * or full storage reads as empty and writes as `false`.
 *
 * In shared-computer mode a personal key (see `STORED_KEYS`) goes to this page's memory instead
 * of the browser's storage.
 */
export interface SafeStorage {
  /** The value, or null when there is none or storage cannot be read. */
  getItem(key: string): string | null;
  /** Keeps the value. False when it could not be kept (storage missing, blocked or full). */
  setItem(key: string, value: string): boolean;
  /** Forgets the value, wherever it is kept. */
  removeItem(key: string): void;
}

/** After `stopWriting()`: this page keeps nothing more, anywhere. */
let writingStopped = false;

/**
 * Stops this page from keeping anything more: from now on every `setItem` of `localStore` and
 * `sessionStore` keeps nothing and answers `false`. For Quick exit, after clearing: a draft saved
 * as the page hides, or a flag written on the way out, would otherwise bring back what was just
 * removed. Lasts as long as this page (a new page load writes again).
 */
export function stopWriting(): void {
  writingStopped = true;
}

function keptInMemory(area: StorageArea, key: string): boolean {
  const id = findStoredKey(key, area);
  if (id === null) return false;
  const entry: StoredKey = STORED_KEYS[id];
  return entry.personal === true && isSharedComputerMode();
}

function createSafeStorage(area: StorageArea): SafeStorage {
  return {
    getItem(key) {
      if (keptInMemory(area, key)) return memoryStore.get(area, key);
      try {
        return getBrowserStorage(area)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (writingStopped) return false;
      if (keptInMemory(area, key)) {
        memoryStore.set(area, key, value);
        return true;
      }
      const storage = getBrowserStorage(area);
      if (!storage) return false;
      try {
        storage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    removeItem(key) {
      memoryStore.remove(area, key);
      try {
        getBrowserStorage(area)?.removeItem(key);
      } catch {
        // Blocked storage holds nothing we could remove.
      }
    },
  };
}

/** `localStorage`, safely (see `SafeStorage`). */
export const localStore: SafeStorage = createSafeStorage('local');

/** `sessionStorage`, safely (see `SafeStorage`). */
export const sessionStore: SafeStorage = createSafeStorage('session');
