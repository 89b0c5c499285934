import type { TablesInsert } from '@harbor-help/local-supabase/database-types';
import { EMAIL_MAX_LENGTH, emailProblem } from '../shared/email-address';

/** The columns of public.contact_messages a visitor writes. */
export type ContactMessageRow = Pick<
  TablesInsert<'contact_messages'>,
  'name' | 'email' | 'topic' | 'message' | 'listing_id' | 'language'
>;

/** The contact form's limits; the same numbers are CHECK constraints on public.contact_messages. */
export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  messageMin: 10,
  message: 5000,
} as const;

/** The topics a message can be about: the values public.contact_messages' CHECK allows, in order. */
export const CONTACT_TOPIC_VALUES = [
  'question',
  'feedback',
  'problem',
  'membership',
  'partnership',
  'wrong-fact',
  'other',
] as const;

export type ContactTopic = (typeof CONTACT_TOPIC_VALUES)[number];

/** The languages a message can be written from (public.contact_messages.language). */
export type ContactLanguage = 'en' | 'es';

/**
 * What the rules say, in one language: the topics' names, what is wrong with a field, and the
 * lines of a prefilled report. English here; Spanish in contact-words-es.tsx (issue 25).
 */
export interface ContactRuleWords {
  /** Stored with the message, so the team answers in it. */
  language: ContactLanguage;
  topics: Readonly<Record<ContactTopic, string>>;
  nameMissing: string;
  nameTooLong: (limit: number) => string;
  emailMissing: string;
  emailTooLong: (limit: number) => string;
  emailFormat: string;
  topicMissing: string;
  /** A report sent without saying what was seen, after `reportPrompt`. */
  reportUnfinished: (prompt: string) => string;
  messageTooShort: (min: number) => string;
  messageTooLong: (limit: number) => string;
  /** The line the visitor finishes in a prefilled report. */
  reportPrompt: string;
  /** A report's first line: the listing's name, and its id in brackets (`toContactRow` looks for it). */
  reportAbout: (about: string, id: string) => string;
  reportShown: (shown: string) => string;
}

/**
 * The last line of a prefilled report, in each language the form has. Both forms keep the same
 * draft, so a report started in one language may be sent from the other: either line left
 * unfinished is refused.
 */
export const REPORT_PROMPTS = { en: 'What I saw:', es: 'Lo que vi:' } as const;

export const CONTACT_RULE_WORDS: ContactRuleWords = {
  language: 'en',
  topics: {
    question: 'A question',
    feedback: 'Feedback or an idea',
    problem: "Something on the site isn't working",
    membership: 'Membership or payments',
    partnership: 'Working with Harbor',
    'wrong-fact': 'Report a wrong number or fact',
    other: 'Something else',
  },
  nameMissing: 'Enter your name, or the name you would like us to use.',
  nameTooLong: (limit) => `Your name can be up to ${limit} characters.`,
  emailMissing: 'Enter your email address, so we can reply.',
  emailTooLong: (limit) => `An email address can be up to ${limit} characters.`,
  emailFormat: 'Enter an email address like name@example.com.',
  topicMissing: 'Choose what your message is about.',
  reportUnfinished: (prompt) => `Tell us what you saw, after “${prompt}”.`,
  messageTooShort: (min) => `Write a little more: at least ${min} characters.`,
  messageTooLong: (limit) =>
    `Your message can be up to ${limit.toLocaleString('en-US')} characters. Please shorten it.`,
  reportPrompt: REPORT_PROMPTS.en,
  reportAbout: (about, id) => `About ${about} (${id}).`,
  reportShown: (shown) => `What Harbor shows: ${shown}`,
};

/** The topics as a select's options, in the words' language. */
export function contactTopicOptions(words: ContactRuleWords) {
  return CONTACT_TOPIC_VALUES.map((value) => ({ value, label: words.topics[value] }));
}

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

/** The listing named in a contact link's query, or null when there is none or it is not an id. */
export function reportedListing(params: URLSearchParams): ReportedListing | null {
  const id = params.get('listing') ?? '';
  if (!LISTING_ID.test(id)) return null;
  const about = (params.get('about') ?? '').trim().slice(0, 120) || id;
  const shown = (params.get('shown') ?? '').trim().slice(0, 400);
  return { id, about, shown };
}

/** The message a report starts with: the listing, what Harbor shows, and a line to finish. */
export function reportMessage(
  listing: ReportedListing,
  words: ContactRuleWords = CONTACT_RULE_WORDS,
): string {
  const lines = [words.reportAbout(listing.about, listing.id)];
  if (listing.shown) lines.push(words.reportShown(listing.shown));
  lines.push(`${words.reportPrompt} `);
  return lines.join('\n');
}
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', topic: '', message: '' };

/** The order fields appear in the form: the first with an error gets focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

export function isContactTopic(value: string): value is ContactTopic {
  return (CONTACT_TOPIC_VALUES as readonly string[]).includes(value);
}

/** What is wrong with each field, in words a visitor can act on. Empty when all is well. */
export function validateContact(
  values: ContactValues,
  words: ContactRuleWords = CONTACT_RULE_WORDS,
): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (name === '') errors.name = words.nameMissing;
  else if (name.length > CONTACT_LIMITS.name) errors.name = words.nameTooLong(CONTACT_LIMITS.name);

  const emailIssue = emailProblem(email);
  if (emailIssue === 'missing') errors.email = words.emailMissing;
  else if (emailIssue === 'too-long') errors.email = words.emailTooLong(CONTACT_LIMITS.email);
  else if (emailIssue === 'format') errors.email = words.emailFormat;

  if (!isContactTopic(values.topic)) errors.topic = words.topicMissing;

  const unfinished = [words.reportPrompt, ...Object.values(REPORT_PROMPTS)].find((prompt) =>
    message.endsWith(prompt),
  );
  if (unfinished) errors.message = words.reportUnfinished(unfinished);
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = words.messageTooShort(CONTACT_LIMITS.messageMin);
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = words.messageTooLong(CONTACT_LIMITS.message);

  return errors;
}

/**
 * The row sent to public.contact_messages: trimmed, and only the columns visitors may write, with
 * the language of the form it was written in. A
 * report of a wrong fact keeps the listing's id (`listing_id`) while the message still names it.
 */
export function toContactRow(
  values: ContactValues,
  listingId?: string | null,
  language: ContactLanguage = 'en',
): ContactMessageRow {
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
    language,
    ...(aboutListing ? { listing_id: listingId } : {}),
  };
}
