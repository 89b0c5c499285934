import type { AuthError } from '@supabase/supabase-js';

// No value is imported from supabase-js here: this module is part of the provider, which must
// not pull supabase-js into a page that loads the client on demand (`loadClient`). The checks
// below are the ones auth-js makes (`isAuthError` looks for `__isAuthError`), and the errors are
// shaped as its `AuthRetryableFetchError` and `AuthUnknownError` are.

function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

function isAuthRetryableFetchError(error: unknown): boolean {
  return isAuthError(error) && error.name === 'AuthRetryableFetchError';
}

function authError(name: string, message: string, status: number | undefined, cause?: unknown) {
  const error = new Error(message, cause === undefined ? undefined : { cause }) as Error & {
    status: number | undefined;
    code: string | undefined;
    __isAuthError: true;
  };
  error.name = name;
  error.status = status;
  error.code = undefined;
  error.__isAuthError = true;
  return error as unknown as AuthError;
}

/**
 * Turns anything thrown by the client into an `AuthError`, so callers only
 * ever deal with `{ error }`. A thrown `TypeError` is what `fetch` throws when
 * the network is down: it becomes a retryable fetch error with status 0, the
 * shape auth-js itself uses for network failures.
 */
export function toAuthError(thrown: unknown): AuthError {
  if (isAuthError(thrown)) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  if (thrown instanceof TypeError) return authError('AuthRetryableFetchError', message, 0);
  return authError('AuthUnknownError', message, undefined, thrown);
}

/**
 * True when the service could not be reached (offline, DNS, timeout, gateway
 * errors), as opposed to the service answering "no". Use it to tell a person
 * to check their connection instead of their password.
 */
export function isNetworkAuthError(error: unknown): boolean {
  return isAuthRetryableFetchError(error) || (isAuthError(error) && error.status === 0);
}
