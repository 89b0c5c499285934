import {
  AuthApiError,
  AuthRetryableFetchError,
  isAuthError,
  isAuthRetryableFetchError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { isNetworkAuthError, toAuthError } from './auth-errors';

describe('toAuthError', () => {
  it('returns an AuthError unchanged', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(toAuthError(error)).toBe(error);
  });

  it('turns a fetch TypeError into a retryable fetch error with status 0', () => {
    const error = toAuthError(new TypeError('Failed to fetch'));
    expect(error.name).toBe('AuthRetryableFetchError');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it('turns anything else into an unknown auth error keeping its message', () => {
    const error = toAuthError(new Error('boom'));
    expect(error.name).toBe('AuthUnknownError');
    expect(error.message).toBe('boom');
  });

  it('makes errors that supabase-js itself recognizes', () => {
    const network = toAuthError(new TypeError('Failed to fetch'));
    expect(isAuthError(network)).toBe(true);
    expect(isAuthRetryableFetchError(network)).toBe(true);
    expect(isAuthError(toAuthError(new Error('boom')))).toBe(true);
    expect(isAuthRetryableFetchError(toAuthError(new Error('boom')))).toBe(false);
  });

  it('accepts thrown values that are not errors', () => {
    expect(toAuthError('nope').message).toBe('nope');
  });
});

describe('isNetworkAuthError', () => {
  it('is true for a retryable fetch error', () => {
    expect(isNetworkAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(true);
  });

  it('is true for a gateway timeout reported as retryable', () => {
    expect(isNetworkAuthError(new AuthRetryableFetchError('Gateway Timeout', 504))).toBe(true);
  });

  it('is false for wrong credentials', () => {
    expect(
      isNetworkAuthError(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).toBe(false);
  });

  it('is false for null and for plain errors', () => {
    expect(isNetworkAuthError(null)).toBe(false);
    expect(isNetworkAuthError(new Error('Failed to fetch'))).toBe(false);
  });
});
