// stories.data.ts against a fake client: the function it calls with the row, the private token it
// answers, and the one result shape it answers with for a refused row.
import { describe, expect, it, vi } from 'vitest';
import type { HarborClient } from '../data/client';
import { REFUSED_FAILURE } from '../data/messages';
import type { DataResult } from '../data/result';
import { sendStory } from './stories.data';
import { toStoryRow } from './story-rules';

const errorOf = (result: DataResult<unknown>) => (result.ok ? null : result.error);

const story = (text: string) =>
  toStoryRow({ name: 'Rosa', email: '', story: text, consent: true, showName: true });

const TOKEN = 'a'.repeat(64);

function clientAnswering(answer: {
  data: unknown;
  error: { code: string } | null;
  status: number;
}) {
  const rpc = vi.fn(() => Promise.resolve(answer));
  return { client: { rpc } as unknown as HarborClient, rpc };
}

describe('stories', () => {
  it('sends the story with send_story and answers the private token', async () => {
    const { client, rpc } = clientAnswering({ data: TOKEN, error: null, status: 200 });
    expect(await sendStory(client, story('It helped me to be heard.'))).toEqual({
      ok: true,
      data: TOKEN,
    });
    expect(rpc).toHaveBeenCalledWith('send_story', {
      p_name: 'Rosa',
      p_email: null,
      p_story: 'It helped me to be heard.',
      p_consent_to_publish: true,
      p_show_name: true,
      p_language: 'en',
    });
  });

  it('answers no token when the answer is not one', async () => {
    const { client } = clientAnswering({ data: 'not a token', error: null, status: 200 });
    expect(await sendStory(client, story('It helped me to be heard.'))).toEqual({
      ok: true,
      data: null,
    });
  });

  it("tells a refused row in the form's words", async () => {
    const { client } = clientAnswering({ data: null, error: { code: '23514' }, status: 400 });
    expect(errorOf(await sendStory(client, story('')))).toMatchObject({
      kind: 'invalid',
      code: '23514',
      message: REFUSED_FAILURE,
    });
  });
});
