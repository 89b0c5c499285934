import type { Resource } from '@harbor-help/challenges';

/**
 * "Send my list" (issue 28): the text of a message listing the saved services, made on this
 * device, and the `sms:` and `mailto:` links that open the visitor's own messages or email app
 * with it. Harbor sends nothing: the visitor chooses whom to send it to, or not to.
 */

/** The message's words: its title, the email's subject, and how to call and text. */
export interface ShareWords {
  /** The message's first line. */
  readonly title: string;
  /** The email's subject. */
  readonly subject: string;
  /** "Call 988". */
  readonly call: (number: string) => string;
  /** "Text 741741". */
  readonly text: (number: string) => string;
}

/** The message's first line. */
export const SHARE_TITLE = 'Services I saved';
/** The email's subject. */
export const SHARE_SUBJECT = 'My list of services';

/** The message in English. */
export const SHARE_WORDS: ShareWords = {
  title: SHARE_TITLE,
  subject: SHARE_SUBJECT,
  call: (number) => `Call ${number}`,
  text: (number) => `Text ${number}`,
};

/**
 * "Call 988", or the number's own words when they already say how ("Dial 211"; in Spanish, as
 * the directory words them, "Marque…").
 */
export function callLine(phone: NonNullable<Resource['phone']>, words = SHARE_WORDS): string {
  return /^(call|dial|llame|marque)\b/i.test(phone.display)
    ? phone.display
    : words.call(phone.display);
}

/**
 * "Text 741741", or the line's own words when they already say how ("Text HOME to 741741"; in
 * Spanish "Envíe HOME…").
 */
export function textLine(text: NonNullable<Resource['text']>, words = SHARE_WORDS): string {
  return /^(text|envíe)\b/i.test(text.display) ? text.display : words.text(text.display);
}

/** A web address worth sending: https only, as the directory links them. */
function webLine(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** One service in the message: its name, then how to call, text and find it, one per line. */
export function serviceLines(resource: Resource, words = SHARE_WORDS): string[] {
  const lines = [resource.name];
  if (resource.phone) lines.push(callLine(resource.phone, words));
  if (resource.text) lines.push(textLine(resource.text, words));
  const web = webLine(resource.url);
  if (web) lines.push(web);
  return lines;
}

/** The whole message: a title, then each service, a blank line between them. */
export function shareText(resources: readonly Resource[], words = SHARE_WORDS): string {
  return [
    `${words.title}:`,
    ...resources.map((resource) => serviceLines(resource, words).join('\n')),
  ].join('\n\n');
}

/** An `sms:` link with no one to send to yet and the message filled in (`?&body=`: iOS and Android). */
export function smsShareHref(text: string): string {
  return `sms:?&body=${encodeURIComponent(text)}`;
}

/** A `mailto:` link with no one to send to yet, the subject and the message (lines as CRLF, RFC 6068). */
export function mailtoShareHref(text: string, subject = SHARE_SUBJECT): string {
  const body = text.replace(/\r?\n/g, '\r\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
