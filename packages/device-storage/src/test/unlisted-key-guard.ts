import { findStoredKey } from '../stored-keys';
import type { StorageArea } from '../stored-keys';

/** Watches every `setItem` on a `Storage` and remembers the keys `STORED_KEYS` does not list. */
export interface UnlistedKeyGuard {
  /** The unlisted writes since the last call, as `local:<key>` / `session:<key>`; then forgets them. */
  take(): string[];
  /** Puts the original `setItem` back. */
  uninstall(): void;
}

function areaOf(storage: Storage): StorageArea {
  try {
    return storage === window.sessionStorage ? 'session' : 'local';
  } catch {
    return 'local';
  }
}

/**
 * Wraps `Storage.prototype.setItem` so that every write, by the app, a package or a test, is
 * checked against the registry. The write still happens: the test fails afterwards, with the key
 * named, rather than the code under test seeing a different storage.
 */
export function guardStorageWrites(prototype: Storage = Storage.prototype): UnlistedKeyGuard {
  const original = prototype.setItem;
  let unlisted: string[] = [];
  prototype.setItem = function setItem(this: Storage, key: string, value: string) {
    const area = areaOf(this);
    if (findStoredKey(String(key), area) === null) unlisted.push(`${area}:${String(key)}`);
    return original.call(this, key, value);
  };
  return {
    take() {
      const taken = unlisted;
      unlisted = [];
      return taken;
    },
    uninstall() {
      prototype.setItem = original;
    },
  };
}
