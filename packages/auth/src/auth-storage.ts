import { getBrowserStorage, listKeys, localStore, sessionStore } from '@harbor-help/device-storage';
import type { SafeStorage } from '@harbor-help/device-storage';
import { STORED_AUTH_KEY_PREFIX } from './stored-auth-entries';

/**
 * Where a session is kept:
 * - `'local'`: `localStorage`, so the person stays signed in after closing the browser
 *   (supabase-js's own default);
 * - `'tab'`: `sessionStorage` only, so closing the tab signs them out (for a shared or public
 *   computer). Nothing about the session is left in `localStorage`.
 */
export type SessionPersistence = 'local' | 'tab';

/**
 * The storage to give supabase-js (`createClient(url, key, { auth: { storage } })`) and
 * `AuthProvider` (`storage`), so the provider can choose, at sign-in, where the session is kept.
 * Its `getItem` / `setItem` / `removeItem` never throw: blocked storage reads as empty.
 */
export interface AuthStorage {
  /** Reads an entry from where sessions are kept now; null when absent or storage is blocked. */
  getItem(key: string): string | null;
  /** Writes an entry where sessions are kept now; does nothing when storage is blocked. */
  setItem(key: string, value: string): void;
  /** Removes an entry from where sessions are kept now; does nothing when storage is blocked. */
  removeItem(key: string): void;
  /** Where sessions are kept now. */
  readonly persistence: SessionPersistence;
  /**
   * Keeps sessions in `localStorage` or in `sessionStorage` from now on. What supabase-js had
   * stored (a session, a code verifier) moves along, so nothing is left behind in the other.
   */
  setPersistence(persistence: SessionPersistence): void;
  /** Whether a session is stored where sessions are kept now. */
  hasSession(): boolean;
  /** Removes every supabase-js entry (`sb-…`) from both `localStorage` and `sessionStorage`. */
  clear(): void;
}

/** Options for `createAuthStorage`. */
export interface AuthStorageOptions {
  /** Where sessions are kept at first. Default `'local'`. */
  persistence?: SessionPersistence;
}

function storeOf(persistence: SessionPersistence): SafeStorage {
  return persistence === 'tab' ? sessionStore : localStore;
}

/** The supabase-js entries (`sb-…`) stored where `persistence` keeps sessions. */
function authEntries(persistence: SessionPersistence): string[] {
  return listKeys(getBrowserStorage(persistence === 'tab' ? 'session' : 'local')).filter((key) =>
    key.startsWith(STORED_AUTH_KEY_PREFIX),
  );
}

/**
 * Removes every supabase-js entry (`sb-…`) from `localStorage` and `sessionStorage`. Never throws.
 */
export function clearStoredAuthEntries(): void {
  for (const persistence of ['local', 'tab'] as const) {
    for (const key of authEntries(persistence)) storeOf(persistence).removeItem(key);
  }
}

/** Creates the storage for supabase-js that lets `AuthProvider` choose where a session lives. */
export function createAuthStorage({ persistence = 'local' }: AuthStorageOptions = {}): AuthStorage {
  let current: SessionPersistence = persistence;

  return {
    getItem: (key) => storeOf(current).getItem(key),
    setItem(key, value) {
      // Full or blocked storage: the session lasts for this page, as with no storage at all.
      storeOf(current).setItem(key, value);
    },
    removeItem(key) {
      localStore.removeItem(key);
      sessionStore.removeItem(key);
    },
    get persistence() {
      return current;
    },
    setPersistence(next) {
      if (next === current) return;
      const previous = current;
      const from = storeOf(previous);
      const to = storeOf(next);
      current = next;
      for (const key of authEntries(previous)) {
        const value = from.getItem(key);
        if (value !== null) to.setItem(key, value);
        from.removeItem(key);
      }
    },
    hasSession: () => authEntries(current).some((key) => key.endsWith('-auth-token')),
    clear: clearStoredAuthEntries,
  };
}
