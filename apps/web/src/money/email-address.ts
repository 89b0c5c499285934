/** A light check of an email address, as forms need before sending. Pure, no React. */
export const EMAIL_REQUIRED_MESSAGE = 'Enter your email address.';
export const EMAIL_FORMAT_MESSAGE = 'Enter an email address like name@example.com.';

/** Null when the address looks usable, otherwise the message to show next to the field. */
export function checkEmailAddress(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  if (email.length > 320 || !/^[^@\s]+@[^@\s]+\.[^@\s.]{2,}$/.test(email))
    return EMAIL_FORMAT_MESSAGE;
  return null;
}
