/** public.stories: stories shared from /share (visitors may add, never read). */
import type { toStoryRow } from '../contact/story-rules';
import type { ClientSource } from './client';
import { SEND_MESSAGES } from './messages';
import type { DataResult } from './result';
import { insertRow } from './table';

export type StoryRow = ReturnType<typeof toStoryRow>;

export function sendStory(client: ClientSource, row: StoryRow): Promise<DataResult> {
  return insertRow(client, 'stories', row, SEND_MESSAGES);
}
