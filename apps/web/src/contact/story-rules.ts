import type { TablesInsert } from '@harbor-help/local-supabase/database-types';
import { EMAIL_MAX_LENGTH, emailProblem } from '../shared/email-address';

/** The columns of public.stories a visitor writes. */
export type StoryRow = Pick<
  TablesInsert<'stories'>,
  'name' | 'email' | 'story' | 'consent_to_publish' | 'show_name'
>;

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
export function validateStory(values: StoryValues): StoryErrors {
  const errors: StoryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const story = values.story.trim();

  if (name.length > STORY_LIMITS.name)
    errors.name = `Your name can be up to ${STORY_LIMITS.name} characters.`;

  const emailIssue = emailProblem(email);
  if (emailIssue === 'too-long')
    errors.email = `An email address can be up to ${STORY_LIMITS.email} characters.`;
  else if (emailIssue === 'format')
    errors.email = 'Enter an email address like name@example.com, or leave it empty.';

  if (story === '') errors.story = 'Write your story here.';
  else if (story.length < STORY_LIMITS.storyMin)
    errors.story = `Write a little more: at least ${STORY_LIMITS.storyMin} characters.`;
  else if (story.length > STORY_LIMITS.story)
    errors.story = `Your story can be up to ${STORY_LIMITS.story.toLocaleString('en-US')} characters. Please shorten it.`;

  return errors;
}

/** The row sent to public.stories: empty optional fields become null; never a status. */
export function toStoryRow(values: StoryValues): StoryRow {
  const name = values.name.trim();
  const email = values.email.trim();
  return {
    name: name === '' ? null : name,
    email: email === '' ? null : email,
    story: values.story.trim(),
    consent_to_publish: values.consent,
    show_name: values.showName && values.consent && name !== '',
  };
}
