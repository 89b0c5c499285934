/**
 * Published stories (issue 27): read from public.published_stories (published, edited, not
 * withdrawn; never the original, the email or any account) with the plain public fetch, so no
 * supabase-js in the first load, and read in the browser, so a story the team publishes appears
 * at once, without a new build. "This helped me" and the writer's private link go through
 * supabase-js (loaded on demand), since they call database functions.
 */
import type { ClientSource } from '../data/client';
import { SERVICE_MESSAGES, sameMessage } from '../data/messages';
import { readPublicRows, type PublicSource } from '../data/public-rows';
import type { DataResult, FailureMessages } from '../data/result';
import { runQuery } from '../data/table';

/** How many stories a page of the list shows. */
export const STORIES_PER_PAGE = 3;

/** The plain list's key among the build's data (src/data/build-data.ts). */
export const STORIES_BUILD_KEY = 'published-stories';
/** How many stories the plain list (/stories) shows. */
export const PLAIN_LIST_SIZE = 50;

export interface PublishedStory {
  id: string;
  title: string;
  body: string;
  contentNotes: string[];
  challengeSlug: string | null;
  displayName: string | null;
  publishedAt: string;
  helpedCount: number;
  /** The language it was written in (and published in): a page in the other one marks it. */
  language: StoryLanguage;
}

/** The languages stories are written in (public.stories.language). */
export type StoryLanguage = 'en' | 'es';

const COLUMNS = [
  'id',
  'title',
  'body',
  'content_notes',
  'challenge_slug',
  'display_name',
  'published_at',
  'helped_count',
  'language',
] as const;

type Row = {
  id: string | null;
  title: string | null;
  body: string | null;
  content_notes: string[] | null;
  challenge_slug: string | null;
  display_name: string | null;
  published_at: string | null;
  helped_count: number | null;
  language: string | null;
};

function toStory(row: Row): PublishedStory | null {
  if (!row.id || !row.title || !row.body || !row.published_at) return null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    contentNotes: row.content_notes ?? [],
    challengeSlug: row.challenge_slug,
    displayName: row.display_name,
    publishedAt: row.published_at,
    helpedCount: row.helped_count ?? 0,
    language: row.language === 'es' ? 'es' : 'en',
  };
}

export interface StoriesPage {
  stories: PublishedStory[];
  /** Whether there are more after these. */
  more: boolean;
}

/**
 * Newest first, `limit` from `offset` on, for one challenge hub or all; one more row is asked
 * for, to know whether a "More stories" button is needed.
 */
export function loadPublishedStories(
  source: PublicSource | null,
  {
    challenge,
    offset = 0,
    limit = STORIES_PER_PAGE,
    messages = SERVICE_MESSAGES,
  }: {
    challenge?: string | null;
    offset?: number;
    limit?: number;
    /** A failure's words by its kind, on a page in another language. */
    messages?: FailureMessages;
  } = {},
): Promise<DataResult<StoriesPage>> {
  return readPublicRows(
    source,
    {
      table: 'published_stories',
      columns: COLUMNS,
      ...(challenge ? { eq: { challenge_slug: challenge } } : {}),
      order: ['published_at.desc', 'id'],
      limit: limit + 1,
      offset,
    },
    (rows) => {
      const stories = rows.flatMap((row) => toStory(row) ?? []);
      return { stories: stories.slice(0, limit), more: stories.length > limit };
    },
    messages,
  );
}

/** What "This helped me" says when it fails, by kind. */
export const HELPED_FAILURES: FailureMessages = {
  ...sameMessage("We couldn't record that just now. Please try again in a moment."),
  'rate-limited': 'Too many tries from this connection. Wait a few minutes, then try again.',
};

/** "This helped me": adds one to the story's count; answers the new count. */
export function sayStoryHelped(
  client: ClientSource,
  storyId: string,
  failures: FailureMessages = HELPED_FAILURES,
): Promise<DataResult<number | null>> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('story_helped', { p_story: storyId }),
    (count) => (typeof count === 'number' ? count : null),
    failures,
  );
}

export type WriterStoryStatus = 'in-review' | 'team-only' | 'published' | 'withdrawn';

export interface WriterStory {
  status: WriterStoryStatus;
  sentAt: string;
  publishedAt: string | null;
}

const STATUSES = new Set(['in-review', 'team-only', 'published', 'withdrawn']);

function toWriterStory(value: unknown): WriterStory | null {
  if (!value || typeof value !== 'object') return null;
  const answer = value as Record<string, unknown>;
  if (typeof answer.status !== 'string' || !STATUSES.has(answer.status)) return null;
  return {
    status: answer.status as WriterStoryStatus,
    sentAt: typeof answer.sent_at === 'string' ? answer.sent_at : '',
    publishedAt: typeof answer.published_at === 'string' ? answer.published_at : null,
  };
}

/** The story of a private link's token; null when the token names none. */
export function loadWriterStory(
  client: ClientSource,
  token: string,
  messages: FailureMessages = SERVICE_MESSAGES,
): Promise<DataResult<WriterStory | null>> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('story_status', { p_token: token }),
    toWriterStory,
    messages,
  );
}

/** Withdraws the story of a private link: it is unpublished at once and never published again. */
export const WITHDRAW_FAILED =
  "We couldn't withdraw your story just now. Check your connection, then press the button again.";

export function withdrawStory(
  client: ClientSource,
  token: string,
  messages: FailureMessages = sameMessage(WITHDRAW_FAILED),
): Promise<DataResult<WriterStory | null>> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('withdraw_story', { p_token: token }),
    toWriterStory,
    messages,
  );
}
