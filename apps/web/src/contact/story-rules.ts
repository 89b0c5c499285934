import type { TablesInsert } from '@harbor-help/local-supabase/database-types';
import { EMAIL_MAX_LENGTH, emailProblem } from '../shared/email-address';

/** The columns of public.stories a visitor writes. */
export type StoryRow = Pick<
  TablesInsert<'stories'>,
  'name' | 'email' | 'story' | 'consent_to_publish' | 'show_name' | 'language'
>;

/** The languages a story can be written from (public.stories.language). */
export type StoryLanguage = 'en' | 'es';

/**
 * What the rules say, in one language: what is wrong with a field. English below; Spanish in
 * story-words-es.tsx (issue 25).
 */
export interface StoryRuleWords {
  language: StoryLanguage;
  nameTooLong: (limit: number) => string;
  emailTooLong: (limit: number) => string;
  emailFormat: string;
  storyMissing: string;
  storyTooShort: (min: number) => string;
  storyTooLong: (limit: number) => string;
}

export const STORY_RULE_WORDS: StoryRuleWords = {
  language: 'en',
  nameTooLong: (limit) => `Your name can be up to ${limit} characters.`,
  emailTooLong: (limit) => `An email address can be up to ${limit} characters.`,
  emailFormat: 'Enter an email address like name@example.com, or leave it empty.',
  storyMissing: 'Write your story here.',
  storyTooShort: (min) => `Write a little more: at least ${min} characters.`,
  storyTooLong: (limit) =>
    `Your story can be up to ${limit.toLocaleString('en-US')} characters. Please shorten it.`,
};

/** The story form's limits; the same numbers are CHECK constraints on public.stories. */
export const STORY_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  storyMin: 20,
  story: 10000,
} as const;

export interface StoryValues {
  name: string;
  email: string;
  story: string;
  consent: boolean;
  /** Show the name with the story if it is published (only with a name and consent). */
  showName: boolean;
}

export type StoryField = keyof StoryValues;
export type StoryErrors = Partial<Record<StoryField, string>>;

export const EMPTY_STORY: StoryValues = {
  name: '',
  email: '',
  story: '',
  consent: false,
  showName: false,
};

export const STORY_FIELDS: readonly StoryField[] = [
  'name',
  'email',
  'story',
  'consent',
  'showName',
];

/**
 * What is wrong with each field. Name and email are optional, and so is permission to publish:
 * without it the story goes to the team only and is never published.
 */
export function validateStory(
  values: StoryValues,
  words: StoryRuleWords = STORY_RULE_WORDS,
): StoryErrors {
  const errors: StoryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const story = values.story.trim();

  if (name.length > STORY_LIMITS.name) errors.name = words.nameTooLong(STORY_LIMITS.name);

  const emailIssue = emailProblem(email);
  if (emailIssue === 'too-long') errors.email = words.emailTooLong(STORY_LIMITS.email);
  else if (emailIssue === 'format') errors.email = words.emailFormat;

  if (story === '') errors.story = words.storyMissing;
  else if (story.length < STORY_LIMITS.storyMin)
    errors.story = words.storyTooShort(STORY_LIMITS.storyMin);
  else if (story.length > STORY_LIMITS.story) errors.story = words.storyTooLong(STORY_LIMITS.story);

  return errors;
}

/**
 * The row sent to public.stories: empty optional fields become null; never a status; the
 * language of the form it was written in.
 */
export function toStoryRow(values: StoryValues, language: StoryLanguage = 'en'): StoryRow {
  const name = values.name.trim();
  const email = values.email.trim();
  return {
    name: name === '' ? null : name,
    email: email === '' ? null : email,
    story: values.story.trim(),
    consent_to_publish: values.consent,
    show_name: values.showName && values.consent && name !== '',
    language,
  };
}
