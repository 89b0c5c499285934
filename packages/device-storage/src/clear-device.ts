import { clearStoredKeys } from './clear-keys';
import type { ClearStoredKeysOptions } from './clear-keys';

// The asynchronous part of clearing (Cache Storage, service workers, IndexedDB), in a file of its
// own so that a bundler can keep it out of the first load until a page needs it.

/** What `clearDevice` removed. */
export interface ClearDeviceReport {
  /** `local:<key>` / `session:<key>` of each storage key removed. */
  keys: string[];
  /** Names of the Cache Storage caches deleted. */
  caches: string[];
  /** How many service workers were unregistered. */
  serviceWorkers: number;
  /** Names of the IndexedDB databases deleted. */
  databases: string[];
}

/**
 * Deletes every Cache Storage cache of this site (the offline copy) and unregisters its service
 * workers. Everything on this origin is Harbor's. Never rejects.
 */
export async function removeOfflineCopy(): Promise<
  Pick<ClearDeviceReport, 'caches' | 'serviceWorkers'>
> {
  const [caches, serviceWorkers] = await Promise.all([deleteCaches(), unregisterServiceWorkers()]);
  return { caches, serviceWorkers };
}

async function deleteCaches(): Promise<string[]> {
  try {
    if (typeof caches === 'undefined') return [];
    const names = await caches.keys();
    const deleted = await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
    return names.filter((_name, index) => deleted[index]);
  } catch {
    return [];
  }
}

async function unregisterServiceWorkers(): Promise<number> {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return 0;
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(
      registrations.map((registration) => registration.unregister().catch(() => false)),
    );
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}

function deleteDatabase(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => resolve(true);
      request.onerror = () => resolve(false);
      // Another tab holds it open: it is deleted once that tab lets go.
      request.onblocked = () => resolve(true);
    } catch {
      resolve(false);
    }
  });
}

async function deleteDatabases(): Promise<string[]> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
    const names = (await indexedDB.databases()).flatMap((info) => (info.name ? [info.name] : []));
    const deleted = await Promise.all(names.map(deleteDatabase));
    return names.filter((_name, index) => deleted[index]);
  } catch {
    return [];
  }
}

/**
 * "Clear this device": every key Harbor lists (`clearStoredKeys`), the offline copy and its
 * service worker (`removeOfflineCopy`), and the site's IndexedDB databases. The storage keys go
 * at once, before the first `await`; the rest follows. Never rejects. Signing out is the
 * caller's part (it needs the auth client).
 */
export async function clearDevice(
  options: ClearStoredKeysOptions = {},
): Promise<ClearDeviceReport> {
  const keys = clearStoredKeys(options);
  const [offline, databases] = await Promise.all([removeOfflineCopy(), deleteDatabases()]);
  return { keys, ...offline, databases };
}
