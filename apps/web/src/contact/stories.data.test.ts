// stories.data.ts against the fake client the pages' tests use: the row it adds, and the one
// result shape it answers with, for success and for a refused row.
import { describe, expect, it } from 'vitest';
import { REFUSED_FAILURE } from '../data/messages';
import type { DataResult } from '../data/result';
import { createFakeSupabase } from '../shared/test/fake-supabase';
import { sendStory } from './stories.data';
import { toStoryRow } from './story-rules';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

const story = (text: string) => toStoryRow({ name: '', email: '', story: text, consent: false });

describe('stories', () => {
  it('adds the row to stories', async () => {
    const fake = createFakeSupabase();
    expect(await sendStory(fake.client, story('It helped.'))).toEqual({
      ok: true,
      data: undefined,
    });
    expect(fake.inserts.map((insert) => insert.table)).toEqual(['stories']);
  });

  it("tells a refused row in the form's words", async () => {
    const fake = createFakeSupabase({ insertError: { message: 'check', code: '23514' } });
    expect(errorOf(await sendStory(fake.client, story('')))).toMatchObject({
      kind: 'invalid',
      code: '23514',
      message: REFUSED_FAILURE,
    });
  });
});
