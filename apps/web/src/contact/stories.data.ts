/**
 * public.stories: stories shared from /share (visitors may add, never read). A story is sent with
 * public.send_story, which answers the writer's private token once (issue 27): the link that
 * shows its status and withdraws it. Only the token's hash is kept.
 */
import type { ClientSource } from '../data/client';
import { SEND_MESSAGES } from '../data/messages';
import type { DataResult, FailureMessages } from '../data/result';
import { runQuery } from '../data/table';
import type { StoryRow } from './story-rules';

/** Sends the story; answers the private link's token (null when none came back). */
export function sendStory(
  client: ClientSource,
  row: StoryRow,
  messages: FailureMessages = SEND_MESSAGES,
): Promise<DataResult<string | null>> {
  return runQuery(
    client,
    (supabase) =>
      supabase.rpc('send_story', {
        p_name: row.name ?? null,
        p_email: row.email ?? null,
        p_story: row.story,
        p_consent_to_publish: row.consent_to_publish,
        p_show_name: row.show_name ?? false,
        p_language: row.language ?? 'en',
      }),
    (token) => (typeof token === 'string' && /^[0-9a-f]{64}$/.test(token) ? token : null),
    messages,
  );
}
