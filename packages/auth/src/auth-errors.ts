import {
  AuthRetryableFetchError,
  AuthUnknownError,
  isAuthError,
  isAuthRetryableFetchError,
} from '@supabase/supabase-js';
import type { AuthError } from '@supabase/supabase-js';

/**
 * Turns anything thrown by the client into an `AuthError`, so callers only
 * ever deal with `{ error }`. A thrown `TypeError` is what `fetch` throws when
 * the network is down: it becomes a retryable fetch error with status 0, the
 * shape auth-js itself uses for network failures.
 */
export function toAuthError(thrown: unknown): AuthError {
  if (isAuthError(thrown)) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  if (thrown instanceof TypeError) return new AuthRetryableFetchError(message, 0);
  return new AuthUnknownError(message, thrown);
}

/**
 * True when the service could not be reached (offline, DNS, timeout, gateway
 * errors), as opposed to the service answering "no". Use it to tell a person
 * to check their connection instead of their password.
 */
export function isNetworkAuthError(error: unknown): boolean {
  return isAuthRetryableFetchError(error) || (isAuthError(error) && error.status === 0);
}
