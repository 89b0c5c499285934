import { listKeys } from '@harbor-help/device-storage';

/** Prefix of every key supabase-js writes to browser storage (`sb-<project>-auth-token`, …). */
export const STORED_AUTH_KEY_PREFIX = 'sb-';

/**
 * Whether storage holds a session supabase-js saved (its `sb-<project>-auth-token` entry).
 * Missing or throwing storage holds none. Never throws.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null): boolean {
  return listKeys(storage).some(
    (key) => key.startsWith(STORED_AUTH_KEY_PREFIX) && key.endsWith('-auth-token'),
  );
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
