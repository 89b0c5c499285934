/**
 * Harbor's one email rule, used by every form that asks for an address (contact, stories, partner
 * applications, the newsletter). Pure, no React.
 *
 * - At most 254 characters: RFC 5321's limit on a path (256 octets including the angle brackets),
 *   so no longer address can receive mail.
 * - Something, an @, a domain with a dot, no spaces, and a last label of at least two characters
 *   (no top-level domain has one letter, so `name@example.c` is a typo).
 *
 * Every address this accepts also passes the databases' CHECK constraints
 * (supabase/migrations/20261123010100_contact_and_stories.sql, 20261123022000_partner_applications.sql)
 * and the newsletter-subscribe function's check, which are looser (same shape, up to 320 characters).
 */
const EMAIL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_REQUIRED_MESSAGE = 'Enter your email address.';
export const EMAIL_FORMAT_MESSAGE = 'Enter an email address like name@example.com.';

/** What is wrong with an address, if anything. Surrounding spaces are ignored. */
export type EmailProblem = 'missing' | 'too-long' | 'format';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'missing';
  if (email.length > EMAIL_MAX_LENGTH) return 'too-long';
  if (!EMAIL_ADDRESS.test(email)) return 'format';
  return null;
}

/** Whether a (trimmed) string is an address the forms accept. */
export function isEmailAddress(value: string): boolean {
  return emailProblem(value) === null;
}

/**
 * Null when the address is usable, otherwise the message to show next to the field: the forms
 * that do not explain the length limit separately say "like name@example.com" for a long one too.
 */
export function checkEmailAddress(value: string): string | null {
  const problem = emailProblem(value);
  if (problem === 'missing') return EMAIL_REQUIRED_MESSAGE;
  if (problem) return EMAIL_FORMAT_MESSAGE;
  return null;
}
