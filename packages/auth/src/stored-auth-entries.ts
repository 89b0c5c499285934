/** Prefix of every key supabase-js writes to browser storage (`sb-<project>-auth-token`, …). */
export const STORED_AUTH_KEY_PREFIX = 'sb-';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** `window.localStorage`, or null where there is no window or storage is blocked. Never throws. */
export function getBrowserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Removes every stored Supabase auth entry. Storage that is missing or throws
 * (private browsing, disabled storage) is ignored: signing out must not fail
 * because of it. Returns the keys it removed.
 */
export function removeStoredAuthEntries(storage: KeyedStorage | null): string[] {
  if (!storage) return [];
  const removed: string[] = [];
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(STORED_AUTH_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      storage.removeItem(key);
      removed.push(key);
    }
  } catch {
    // Storage became unavailable mid-way; nothing more we can do.
  }
  return removed;
}

/**
 * Whether storage holds a session supabase-js saved (its `sb-<project>-auth-token` entry).
 * Missing or throwing storage holds none. Never throws.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(STORED_AUTH_KEY_PREFIX) && key.endsWith('-auth-token')) return true;
    }
  } catch {
    // Storage became unavailable: nothing stored that we can use.
  }
  return false;
}

/**
 * Whether an address carries an auth answer for supabase-js to take in: the tokens (or error) of
 * an email link in the fragment (`#access_token=…`, `#error_description=…`, the implicit flow) or
 * a PKCE `?code=`. A password-reset or confirmation link lands on such an address, and the client
 * must load at once to turn it into a session. Never throws.
 */
export function urlCarriesAuthResponse(
  location: Pick<Location, 'hash' | 'search'> | null,
): boolean {
  if (!location) return false;
  try {
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    if (fragment.has('access_token') || fragment.has('error_description')) return true;
    return new URLSearchParams(location.search).has('code');
  } catch {
    return false;
  }
}
