/**
 * The message a visitor sees when signing in, signing up or resetting a password fails.
 * Pure: no React.
 */
import { isAuthRetryableFetchError } from '@supabase/supabase-js';

export const NETWORK_ERROR_MESSAGE =
  "We can't reach the service right now. Please check your connection and try again.";
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';
/** Instead of the service's bare "Email not confirmed": what to do about it. */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Please confirm your email address first: open the link we sent you when you signed up, then sign in.';
/** Instead of the service's "Unable to validate email address: invalid format". */
export const INVALID_EMAIL_MESSAGE = 'Enter an email address like name@example.com.';

function isNetworkFailure(error: unknown): boolean {
  if (isAuthRetryableFetchError(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  if ('status' in error && error.status === 0) return true;
  if ('name' in error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return true;
  // fetch() rejects with a TypeError when the network is down.
  return error instanceof TypeError;
}

/**
 * The words of `authErrorMessageIn`, in one language: English here, Spanish in
 * auth-error-words-es.ts (the same sentences as @harbor-help/auth's Spanish catalog, tested).
 */
export interface AuthErrorWords {
  network: string;
  unknown: string;
  emailNotConfirmed: string;
  invalidEmail: string;
  /**
   * A wrong email or password, and an address already registered. Left out in English, where
   * the service's own words are shown; a language the service does not speak says these, and
   * `unknown` for anything else.
   */
  ownWords?: {
    invalidCredentials: string;
    userAlreadyExists: string;
    /** The password is too short or too easy (`weak_password`). */
    weakPassword: string;
    /** Too many emails to one address in a short time (`over_email_send_rate_limit`). */
    rateLimited: string;
    /** A new password the same as the old one (`same_password`). */
    samePassword: string;
  };
}

/** The service's error codes a language of its own says in its words (`ownWords`). */
const OWN_WORDS_OF_CODE: Partial<Record<string, keyof NonNullable<AuthErrorWords['ownWords']>>> = {
  invalid_credentials: 'invalidCredentials',
  user_already_exists: 'userAlreadyExists',
  weak_password: 'weakPassword',
  over_email_send_rate_limit: 'rateLimited',
  same_password: 'samePassword',
};

const ENGLISH: AuthErrorWords = {
  network: NETWORK_ERROR_MESSAGE,
  unknown: UNKNOWN_ERROR_MESSAGE,
  emailNotConfirmed: EMAIL_NOT_CONFIRMED_MESSAGE,
  invalidEmail: INVALID_EMAIL_MESSAGE,
};

export function getAuthErrorMessage(error: unknown): string {
  return authErrorMessageIn(ENGLISH, error);
}

/** What a failed sign-in, sign-up or password reset means, in `words`' language. */
export function authErrorMessageIn(words: AuthErrorWords, error: unknown): string {
  if (isNetworkFailure(error)) return words.network;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    if (error.code === 'email_not_confirmed') return words.emailNotConfirmed;
    if (
      error.code === 'validation_failed' &&
      'message' in error &&
      typeof error.message === 'string' &&
      error.message.startsWith('Unable to validate email address')
    )
      return words.invalidEmail;
    const own = typeof error.code === 'string' ? OWN_WORDS_OF_CODE[error.code] : undefined;
    if (words.ownWords && own) return words.ownWords[own];
  }
  if (words.ownWords) return words.unknown;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = error.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return words.unknown;
}
