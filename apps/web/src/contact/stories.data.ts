/** public.stories: stories shared from /share (visitors may add, never read). */
import type { ClientSource } from '../data/client';
import { SEND_MESSAGES } from '../data/messages';
import type { DataResult } from '../data/result';
import { insertRow } from '../data/table';
import type { StoryRow } from './story-rules';

export function sendStory(client: ClientSource, row: StoryRow): Promise<DataResult> {
  return insertRow(client, (supabase) => supabase.from('stories').insert(row), SEND_MESSAGES);
}
