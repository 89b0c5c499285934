/**
 * What the console checks in a note or a reply before sending it, so a problem is told in words
 * and nothing typed is lost (the field keeps it): empty, too long, or text Postgres cannot store
 * (a NUL character, or half of an emoji: a lone UTF-16 surrogate). Notes and replies are plain
 * text: the console shows them as text (React escapes them), never as HTML.
 */

/** The same limits as public.staff_notes and public.staff_replies. */
export const MAX_NOTE_CHARS = 10_000;
export const MAX_REPLY_CHARS = 8_000;
export const MAX_SUBJECT_CHARS = 200;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const count = (value: number) => value.toLocaleString('en-US');

/** What is wrong with `text` as a note or reply of at most `max` characters, or null. */
export function textProblem(
  text: string,
  max: number,
  what: 'note' | 'reply' | 'subject',
): string | null {
  if (text.trim() === '')
    return what === 'subject' ? 'Give the reply a subject.' : `Write the ${what} first.`;
  if (text.includes('\u0000'))
    return `The ${what} has a null character, which can't be saved. Remove it (it may have come with pasted text), then try again.`;
  if (LONE_SURROGATE.test(text))
    return `The ${what} has half of an emoji or symbol, which can't be saved. Remove it or type it again, then try again.`;
  if (text.length > max)
    return `A ${what} can be at most ${count(max)} characters. This one has ${count(text.length)}: shorten it by ${count(text.length - max)}.`;
  return null;
}
