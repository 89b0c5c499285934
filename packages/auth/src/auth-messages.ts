import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { isNetworkAuthError } from './auth-errors';
import { messages as en } from './locales/en';

// The words @harbor-help/auth gives a visitor: what a failed sign-in, sign-up or password reset
// means, in src/locales/{en,es}.po (compiled to .ts by `lingui compile` before each build). Only
// the English catalog is bundled with this module; every other language is a chunk of its own,
// loaded by `loadAuthLocale`. Nothing here runs on import (the package has no side effects), so
// an app's bundler leaves these words out of the pages that never show an auth error.

/** The languages of the package's messages. */
export type AuthLocale = 'en' | 'es';

/** Every `AuthLocale`, English (the default) first. */
export const AUTH_LOCALES: readonly AuthLocale[] = ['en', 'es'];

const loaders: Record<Exclude<AuthLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('./locales/es'),
};
const instances = new Map<AuthLocale, I18n>();

function english(): I18n {
  let i18n = instances.get('en');
  if (!i18n) {
    i18n = setupI18n({ locale: 'en', messages: { en } });
    instances.set('en', i18n);
  }
  return i18n;
}

/**
 * Loads the messages for `locale` (a chunk of its own; English is built in), for
 * `authErrorMessage`. `useAuthErrorMessage` loads its provider's `locale` by itself.
 */
export async function loadAuthLocale(locale: AuthLocale): Promise<void> {
  if (locale === 'en' || instances.has(locale)) return;
  const { messages } = await loaders[locale]();
  instances.set(locale, setupI18n({ locale, messages: { [locale]: messages } }));
}

/** Whether the messages for `locale` are ready (English always is). */
export function isAuthLocaleLoaded(locale: AuthLocale): boolean {
  return locale === 'en' || instances.has(locale);
}

function field(error: unknown, name: 'code' | 'message'): unknown {
  return typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

/**
 * What a visitor is told when signing in, signing up or resetting a password fails, in
 * `locale`: the network is down ("We can't reach the service right now…"); the email is not
 * confirmed yet; the email address is not valid; a wrong email or password; an address already
 * registered; else, in English, the service's own message, and in another language what to fix
 * for a weak password, an email asked for again too soon or the same password, and otherwise a
 * plain "Something went wrong". Falls back to English while `locale`'s catalog is not loaded
 * (`loadAuthLocale`).
 */
export function authErrorMessage(error: unknown, locale: AuthLocale = 'en'): string {
  const i18n = instances.get(locale) ?? english();
  if (isNetworkFailure(error)) return i18n._('auth.network');
  const code = field(error, 'code');
  const message = field(error, 'message');
  if (code === 'email_not_confirmed') return i18n._('auth.emailNotConfirmed');
  if (
    code === 'validation_failed' &&
    typeof message === 'string' &&
    message.startsWith('Unable to validate email address')
  )
    return i18n._('auth.invalidEmail');
  if (code === 'invalid_credentials') return i18n._('auth.invalidCredentials');
  if (code === 'user_already_exists') return i18n._('auth.userAlreadyExists');
  // The service speaks English: its own words only where the visitor reads English.
  if (i18n.locale === 'en' && typeof message === 'string' && message.trim() !== '') return message;
  // In another language, what to fix where the service's words would have said it.
  if (code === 'weak_password') return i18n._('auth.weakPassword');
  if (code === 'over_email_send_rate_limit') return i18n._('auth.rateLimited');
  if (code === 'same_password') return i18n._('auth.samePassword');
  return i18n._('auth.unknown');
}

function isNetworkFailure(error: unknown): boolean {
  if (isNetworkAuthError(error)) return true;
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  // fetch() rejects with a TypeError when the network is down; a timeout aborts.
  return error instanceof TypeError || name === 'AbortError' || name === 'TimeoutError';
}
