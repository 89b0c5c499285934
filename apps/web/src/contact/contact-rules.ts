import type { TablesInsert } from '@harbor-help/local-supabase/database-types';
import { EMAIL_MAX_LENGTH, emailProblem } from '../shared/email-address';

/** The columns of public.contact_messages a visitor writes. */
export type ContactMessageRow = Pick<
  TablesInsert<'contact_messages'>,
  'name' | 'email' | 'topic' | 'message' | 'listing_id'
>;

/** The contact form's limits; the same numbers are CHECK constraints on public.contact_messages. */
export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  messageMin: 10,
  message: 5000,
} as const;

export const CONTACT_TOPICS = [
  { value: 'question', label: 'A question' },
  { value: 'feedback', label: 'Feedback or an idea' },
  { value: 'problem', label: "Something on the site isn't working" },
  { value: 'membership', label: 'Membership or payments' },
  { value: 'partnership', label: 'Working with Harbor' },
  { value: 'wrong-fact', label: 'Report a wrong number or fact' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export interface ContactValues {
  name: string;
  email: string;
  topic: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/**
 * The listing a "Report a problem" link is about: its id (the directory's, e.g. '988-lifeline',
 * or a crisis line's, 'gb-samaritans'), its name and what it shows, from
 * `/contact?topic=wrong-fact&listing=<id>&about=<name>&shown=<what it shows>`.
 */
export interface ReportedListing {
  id: string;
  about: string;
  shown: string;
}

/** A listing id as `contact_messages.listing_id` takes it (the same check as the database's). */
export const LISTING_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The line the visitor finishes in a prefilled report. */
export const REPORT_PROMPT = 'What I saw:';

/** The listing named in a contact link's query, or null when there is none or it is not an id. */
export function reportedListing(params: URLSearchParams): ReportedListing | null {
  const id = params.get('listing') ?? '';
  if (!LISTING_ID.test(id)) return null;
  const about = (params.get('about') ?? '').trim().slice(0, 120) || id;
  const shown = (params.get('shown') ?? '').trim().slice(0, 400);
  return { id, about, shown };
}

/** The message a report starts with: the listing, what Harbor shows, and a line to finish. */
export function reportMessage(listing: ReportedListing): string {
  const lines = [`About ${listing.about} (${listing.id}).`];
  if (listing.shown) lines.push(`What Harbor shows: ${listing.shown}`);
  lines.push(`${REPORT_PROMPT} `);
  return lines.join('\n');
}
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', topic: '', message: '' };

/** The order fields appear in the form: the first with an error gets focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

export function isContactTopic(value: string): value is ContactTopic {
  return CONTACT_TOPICS.some((topic) => topic.value === value);
}

/** What is wrong with each field, in words a visitor can act on. Empty when all is well. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (name === '') errors.name = 'Enter your name, or the name you would like us to use.';
  else if (name.length > CONTACT_LIMITS.name)
    errors.name = `Your name can be up to ${CONTACT_LIMITS.name} characters.`;

  const emailIssue = emailProblem(email);
  if (emailIssue === 'missing') errors.email = 'Enter your email address, so we can reply.';
  else if (emailIssue === 'too-long')
    errors.email = `An email address can be up to ${CONTACT_LIMITS.email} characters.`;
  else if (emailIssue === 'format') errors.email = 'Enter an email address like name@example.com.';

  if (!isContactTopic(values.topic)) errors.topic = 'Choose what your message is about.';

  if (message.endsWith(REPORT_PROMPT))
    errors.message = `Tell us what you saw, after “${REPORT_PROMPT}”.`;
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = `Write a little more: at least ${CONTACT_LIMITS.messageMin} characters.`;
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = `Your message can be up to ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters. Please shorten it.`;

  return errors;
}

/**
 * The row sent to public.contact_messages: trimmed, and only the columns visitors may write. A
 * report of a wrong fact keeps the listing's id (`listing_id`) while the message still names it.
 */
export function toContactRow(values: ContactValues, listingId?: string | null): ContactMessageRow {
  const message = values.message.trim();
  const aboutListing =
    listingId &&
    LISTING_ID.test(listingId) &&
    values.topic === 'wrong-fact' &&
    message.includes(`(${listingId})`);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    message,
    ...(aboutListing ? { listing_id: listingId } : {}),
  };
}
