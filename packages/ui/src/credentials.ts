/**
 * The message for a sign-in or sign-up without an email or a password: the same words the
 * authentication service answers with, so the visitor sees one message whichever side catches it.
 */
export const MISSING_CREDENTIALS_MESSAGE =
  'You must provide either an email or phone number and a password';

/** Whether both an email (not just spaces) and a password were given. */
export function hasCredentials(email: string, password: string): boolean {
  return email.trim() !== '' && password !== '';
}
