/**
 * The story console (issue 27): a story's publication (public.story_publications, apart from the
 * original) and the staff_story_* functions that save, publish and unpublish it. Staff JWT only;
 * row-level security and the functions decide (staff at aal2), and each step is audited.
 */
import type { ClientSource } from '../data/client';
import { SERVICE_MESSAGES } from '../data/messages';
import type { DataResult } from '../data/result';
import { runQuery } from '../data/table';

/** Publishing refused by the database (staff_story_publish's checks, code 23514). */
export const PUBLISH_REFUSED =
  'Harbor refused to publish it: a story needs a title and edited text, and may not be published once its writer withdrew it or while the safety screen holds it back.';

export interface StoryPublication {
  title: string;
  body: string;
  contentNotes: string[];
  challengeSlug: string;
  /** Whether the writer's name shows (only when they asked for it). */
  showName: boolean;
  publishedAt: string | null;
  helpedCount: number;
}

export interface StoryForReview {
  storyId: string;
  original: string;
  name: string | null;
  /** The writer asked for their name to be shown if the story is published. */
  writerAskedForName: boolean;
  withdrawnAt: string | null;
  /** null: never edited yet. */
  publication: StoryPublication | null;
}

/** The story and its publication, if any. */
export async function loadStoryForReview(
  client: ClientSource,
  storyId: string,
): Promise<DataResult<StoryForReview | null>> {
  const story = await runQuery(
    client,
    (supabase) =>
      supabase
        .from('stories')
        .select('id, story, name, show_name, withdrawn_at')
        .eq('id', storyId)
        .limit(1),
    (rows) => rows?.[0] ?? null,
  );
  if (!story.ok || !story.data) return story.ok ? { ok: true, data: null } : story;
  const publication = await runQuery(
    client,
    (supabase) =>
      supabase
        .from('story_publications')
        .select(
          'title, body, content_notes, challenge_slug, display_name, published_at, helped_count',
        )
        .eq('story_id', storyId)
        .limit(1),
    (rows) => rows?.[0] ?? null,
  );
  if (!publication.ok) return publication;
  const row = publication.data;
  return {
    ok: true,
    data: {
      storyId,
      original: story.data.story,
      name: story.data.name,
      writerAskedForName: story.data.show_name,
      withdrawnAt: story.data.withdrawn_at,
      publication: row
        ? {
            title: row.title ?? '',
            body: row.body ?? '',
            contentNotes: row.content_notes,
            challengeSlug: row.challenge_slug ?? '',
            showName: row.display_name !== null,
            publishedAt: row.published_at,
            helpedCount: row.helped_count,
          }
        : null,
    },
  };
}

export interface StoryEdit {
  title: string;
  body: string;
  contentNotes: string[];
  challengeSlug: string;
  showName: boolean;
}

/** Saves the edit (the original is never changed). */
export function saveStoryEdit(
  client: ClientSource,
  storyId: string,
  edit: StoryEdit,
): Promise<DataResult> {
  return runQuery(
    client,
    (supabase) =>
      supabase.rpc('staff_story_save', {
        p_story_id: storyId,
        p_title: edit.title,
        p_body: edit.body,
        p_content_notes: edit.contentNotes,
        p_challenge_slug: edit.challengeSlug,
        p_show_name: edit.showName,
      }),
    () => undefined,
  );
}

export function publishStory(client: ClientSource, storyId: string): Promise<DataResult> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('staff_story_publish', { p_story_id: storyId }),
    () => undefined,
    { ...SERVICE_MESSAGES, invalid: PUBLISH_REFUSED },
  );
}

export function unpublishStory(client: ClientSource, storyId: string): Promise<DataResult> {
  return runQuery(
    client,
    (supabase) => supabase.rpc('staff_story_unpublish', { p_story_id: storyId }),
    () => undefined,
  );
}
