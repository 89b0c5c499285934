/**
 * Whether a string looks like an email address: something, an @, a domain with a dot, no spaces.
 * The same rule as the database's CHECK (supabase/migrations/20261123010100_contact_and_stories.sql).
 */
const EMAIL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
