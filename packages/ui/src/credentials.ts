import { formsI18n } from './i18n-forms';
/**
 * The message for a sign-in or sign-up without an email or a password: the same words the
 * authentication service answers with, so the visitor sees one message whichever side catches it
 * (in English; the forms say it in `UiLocaleProvider`'s language).
 */
export const MISSING_CREDENTIALS_MESSAGE = formsI18n()._('credentials.missing');

/** Whether both an email (not just spaces) and a password were given. */
export function hasCredentials(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}
