import { callLabel, textLabel, type Resource } from '@harbor-help/challenges';

/**
 * "Send my list" (issue 28): the text of a message listing the saved services, made on this
 * device, and the `sms:` and `mailto:` links that open the visitor's own messages or email app
 * with it. Harbor sends nothing: the visitor chooses whom to send it to, or not to.
 */

/** The message's words: its language (for the calls and texts), title and the email's subject. */
export interface ShareWords {
  /** The language the calls and texts are written in ("Call 988"; "Llame al 988"). */
  readonly locale: 'en' | 'es';
  /** The message's first line. */
  readonly title: string;
  /** The email's subject. */
  readonly subject: string;
}

/** The message in English. */
export const SHARE_WORDS: ShareWords = {
  locale: 'en',
  title: 'Services I saved',
  subject: 'My list of services',
};

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
  // As the list's buttons say them (ContactLinks): "Call 988", but "Dial 211" as it is.
  if (resource.phone) lines.push(callLabel(resource.phone, words.locale));
  if (resource.text) lines.push(textLabel(resource.text, words.locale));
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
export function mailtoShareHref(text: string, subject = SHARE_WORDS.subject): string {
  const body = text.replace(/\r?\n/g, '\r\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
