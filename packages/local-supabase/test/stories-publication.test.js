// @ts-check
// Stories, moderated and published (issue 27 part 1,
// supabase/migrations/20261128110000_story_publication.sql): a story is sent with a private link
// (a token answered once, only its hash kept); staff at aal2 edit, label and publish it, each step
// in the audit log; visitors read only published, edited text, never the original, the email or
// the story's id; the writer sees its status and withdraws it, which unpublishes it at once;
// "This helped me" counts per published story.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer, uniqueEmail } from './helpers.js';
import { demoStaffAtAal1, demoStaffAtAal2, newUserAtAal2 } from './staff-helpers.js';

/** @typedef {import('@supabase/supabase-js').SupabaseClient} Client */

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;
/** @type {Client} */
let admin;
/** @type {Client} */
let service;
/** @type {Client} */
let anon;

beforeAll(async () => {
  server = await startTestServer();
  service = clientFor(server, server.serviceRoleKey);
  anon = clientFor(server, server.anonKey);
  admin = await demoStaffAtAal2(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** A visitor sends a story through send_story; answers its token and its row (read as service). */
/** @param {{ consent?: boolean; showName?: boolean; name?: string; language?: string }} [options] */
async function sendStory({
  consent = true,
  showName = false,
  name = 'Maria Lopez',
  language,
} = {}) {
  const tag = `${Date.now()}-${Math.random()}`;
  const email = uniqueEmail('writer');
  const original = `My name is ${name} and I lived in my car on Elm Street for a winter. ${tag}`;
  const { data: token, error } = await anon.rpc('send_story', {
    p_name: name,
    p_email: email,
    p_story: original,
    p_consent_to_publish: consent,
    p_show_name: showName,
    ...(language === undefined ? {} : { p_language: language }),
  });
  expect(error).toBeNull();
  const stored = await service.from('stories').select('*').eq('story', original).single();
  expect(stored.error).toBeNull();
  return { token: /** @type {string} */ (token), row: stored.data, original, email, tag };
}

const EDITED = 'I lived in my car for a winter. A food bank and a night shelter got me through.';

async function saveAndPublish(/** @type {string} */ storyId, overrides = {}) {
  const saved = await admin.rpc('staff_story_save', {
    p_story_id: storyId,
    p_title: 'A winter in my car',
    p_body: EDITED,
    p_content_notes: ['substance-use'],
    p_challenge_slug: 'homelessness',
    p_show_name: false,
    ...overrides,
  });
  expect(saved.error).toBeNull();
  const published = await admin.rpc('staff_story_publish', { p_story_id: storyId });
  expect(published.error).toBeNull();
  return published.data;
}

describe('sending a story', () => {
  it('answers a private token once and keeps only its sha256', async () => {
    const { token, row } = await sendStory();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(row.writer_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.writer_token_hash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('keeps the name to show only when the writer asked, and gave permission to publish', async () => {
    expect((await sendStory({ showName: true })).row.show_name).toBe(true);
    expect((await sendStory({ showName: false })).row.show_name).toBe(false);
    expect((await sendStory({ showName: true, consent: false })).row.show_name).toBe(false);
  });

  it('keeps the language of the form it was written in (issue 25), English unless told', async () => {
    expect((await sendStory()).row.language).toBe('en');
    expect((await sendStory({ language: 'es' })).row.language).toBe('es');
    const { error } = await anon.rpc('send_story', {
      p_name: null,
      p_email: null,
      p_story: 'A story long enough to be stored, in a language the site does not have.',
      p_consent_to_publish: false,
      p_show_name: false,
      p_language: 'fr',
    });
    expect(error?.message).toMatch(/stories_language/);
  });
});

describe('what visitors read', () => {
  it('reads only published, edited stories: never the original, the email or the story id', async () => {
    const sent = await sendStory();
    // Saved but not published: nothing yet.
    const saved = await admin.rpc('staff_story_save', {
      p_story_id: sent.row.id,
      p_title: 'A winter in my car',
      p_body: EDITED,
      p_content_notes: [],
      p_challenge_slug: 'homelessness',
      p_show_name: false,
    });
    expect(saved.error).toBeNull();
    const before = await anon.from('published_stories').select('*');
    expect(JSON.stringify(before.data)).not.toContain(sent.row.id);

    await admin.rpc('staff_story_publish', { p_story_id: sent.row.id });
    const { data, error } = await anon.from('published_stories').select('*');
    expect(error).toBeNull();
    const text = JSON.stringify(data);
    expect(text).toContain(EDITED);
    expect(text).not.toContain(sent.tag);
    expect(text).not.toContain(sent.email);
    expect(text).not.toContain(sent.row.id);
    expect(text).not.toContain('Maria');
    const story = data?.find((entry) => entry.body === EDITED && entry.id === saved.data.public_id);
    expect(story).toMatchObject({
      title: 'A winter in my car',
      challenge_slug: 'homelessness',
      display_name: null,
      helped_count: 0,
      language: 'en',
    });
    expect(Object.keys(story ?? {}).sort()).toEqual([
      'body',
      'challenge_slug',
      'content_notes',
      'display_name',
      'helped_count',
      'id',
      'language',
      'published_at',
      'title',
    ]);
  });

  it('says the language a story was written in (issue 25), so a page in the other one marks it', async () => {
    const sent = await sendStory({ language: 'es' });
    await saveAndPublish(sent.row.id, { p_title: 'Un invierno en mi carro' });
    const { data } = await anon
      .from('published_stories')
      .select('title, language')
      .eq('title', 'Un invierno en mi carro');
    expect(data).toEqual([{ title: 'Un invierno en mi carro', language: 'es' }]);
  });

  it('never reads the tables themselves, the original or the publication rows', async () => {
    await sendStory();
    expect((await anon.from('stories').select('*')).data ?? []).toEqual([]);
    expect((await anon.from('story_publications').select('*')).data ?? []).toEqual([]);
    const member = await newUserAtAal2(server, 'reader');
    expect((await member.client.from('stories').select('*')).data ?? []).toEqual([]);
    expect((await member.client.from('story_publications').select('*')).data ?? []).toEqual([]);
  });

  it('shows the name only when the writer asked for it and staff kept it', async () => {
    const sent = await sendStory({ showName: true, name: 'Rosa' });
    await saveAndPublish(sent.row.id, { p_show_name: true });
    const { data } = await anon.from('published_stories').select('display_name, body');
    expect(data?.some((entry) => entry.display_name === 'Rosa')).toBe(true);

    const unasked = await sendStory({ showName: false, name: 'Tomas' });
    await saveAndPublish(unasked.row.id, { p_show_name: true });
    const again = await anon.from('published_stories').select('display_name');
    expect(again.data?.some((entry) => entry.display_name === 'Tomas')).toBe(false);
  });
});

describe('the team', () => {
  it('needs staff at aal2 for every step', async () => {
    const sent = await sendStory();
    const aal1 = await demoStaffAtAal1(server);
    const member = await newUserAtAal2(server, 'not-staff');
    for (const client of [anon, aal1, member.client]) {
      const save = await client.rpc('staff_story_save', {
        p_story_id: sent.row.id,
        p_title: 'x',
        p_body: 'y',
        p_content_notes: [],
        p_challenge_slug: null,
        p_show_name: false,
      });
      expect(save.error).not.toBeNull();
      const publish = await client.rpc('staff_story_publish', { p_story_id: sent.row.id });
      expect(publish.error).not.toBeNull();
      const unpublish = await client.rpc('staff_story_unpublish', { p_story_id: sent.row.id });
      expect(unpublish.error).not.toBeNull();
    }
    const { data } = await service
      .from('story_publications')
      .select('*')
      .eq('story_id', sent.row.id);
    expect(data).toEqual([]);
  });

  it('edits, publishes and unpublishes, each step in the audit log; the original never changes', async () => {
    const sent = await sendStory();
    const before = await service.from('staff_audit_log').select('id').order('id');
    await saveAndPublish(sent.row.id);
    const unpublished = await admin.rpc('staff_story_unpublish', { p_story_id: sent.row.id });
    expect(unpublished.error).toBeNull();
    expect(unpublished.data.published_at).toBeNull();

    const log = await service
      .from('staff_audit_log')
      .select('action, item_type, item_id, before, after')
      .gt('id', before.data?.at(-1)?.id ?? 0)
      .eq('item_id', sent.row.id)
      .order('id');
    expect(log.data?.map((entry) => entry.action)).toEqual([
      'story.edit',
      'story.publish',
      'story.unpublish',
    ]);
    expect(log.data?.[0]?.after).toMatchObject({ body: EDITED, content_notes: ['substance-use'] });
    const original = await service.from('stories').select('story').eq('id', sent.row.id).single();
    expect(original.data?.story).toBe(sent.original);
  });

  it('refuses to publish without a title and text, a story for the team only, or an unknown content note', async () => {
    const sent = await sendStory();
    const bare = await admin.rpc('staff_story_publish', { p_story_id: sent.row.id });
    expect(bare.error?.code).toBe('23514');
    const teamOnly = await sendStory({ consent: false });
    const refused = await admin.rpc('staff_story_publish', { p_story_id: teamOnly.row.id });
    expect(refused.error?.code).toBe('23514');
    const badNote = await admin.rpc('staff_story_save', {
      p_story_id: sent.row.id,
      p_title: 'A title',
      p_body: EDITED,
      p_content_notes: ['gossip'],
      p_challenge_slug: null,
      p_show_name: false,
    });
    expect(badNote.error).not.toBeNull();
  });
});

describe("the writer's private link", () => {
  it('shows the status, and withdrawing takes a published story off at once, for good', async () => {
    const sent = await sendStory();
    expect((await anon.rpc('story_status', { p_token: sent.token })).data).toMatchObject({
      status: 'in-review',
    });
    const publication = await saveAndPublish(sent.row.id);
    expect((await anon.rpc('story_status', { p_token: sent.token })).data).toMatchObject({
      status: 'published',
    });
    const listed = await anon
      .from('published_stories')
      .select('id')
      .eq('id', publication.public_id);
    expect(listed.data).toHaveLength(1);

    const withdrawn = await anon.rpc('withdraw_story', { p_token: sent.token });
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn', published_at: null });
    const gone = await anon.from('published_stories').select('id').eq('id', publication.public_id);
    expect(gone.data).toEqual([]);
    const again = await admin.rpc('staff_story_publish', { p_story_id: sent.row.id });
    expect(again.error?.code).toBe('23514');
    const log = await service
      .from('staff_audit_log')
      .select('action, actor_email')
      .eq('item_id', sent.row.id)
      .eq('action', 'story.withdraw');
    expect(log.data).toEqual([
      { action: 'story.withdraw', actor_email: 'the writer (private link)' },
    ]);
  });

  it('answers nothing for a wrong or malformed token', async () => {
    const sent = await sendStory();
    const wrong = sent.token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await anon.rpc('story_status', { p_token: wrong })).data).toBeNull();
    expect((await anon.rpc('withdraw_story', { p_token: wrong })).data).toBeNull();
    expect(
      (await anon.rpc('story_status', { p_token: sent.row.writer_token_hash })).data,
    ).toBeNull();
    expect((await anon.rpc('story_status', { p_token: 'not a token' })).data).toBeNull();
    const row = await service.from('stories').select('withdrawn_at').eq('id', sent.row.id).single();
    expect(row.data?.withdrawn_at).toBeNull();
  });
});

describe('"This helped me"', () => {
  it('counts on published stories only', async () => {
    const sent = await sendStory();
    const publication = await saveAndPublish(sent.row.id);
    expect((await anon.rpc('story_helped', { p_story: publication.public_id })).data).toBe(1);
    expect((await anon.rpc('story_helped', { p_story: publication.public_id })).data).toBe(2);
    const { data } = await anon
      .from('published_stories')
      .select('helped_count')
      .eq('id', publication.public_id)
      .single();
    expect(data?.helped_count).toBe(2);
    await admin.rpc('staff_story_unpublish', { p_story_id: sent.row.id });
    expect((await anon.rpc('story_helped', { p_story: publication.public_id })).data).toBeNull();
  });

  it('is limited per connection like the forms', async () => {
    const sent = await sendStory();
    const publication = await saveAndPublish(sent.row.id);
    await service.from('write_attempts').delete().eq('kind', 'story_reaction');
    await service.from('write_limits').update({ max_count: 2 }).eq('kind', 'story_reaction');
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(await anon.rpc('story_helped', { p_story: publication.public_id }));
      expect(answers.slice(0, 2).map((answer) => answer.error)).toEqual([null, null]);
      expect(answers[2]?.status).toBe(429);
    } finally {
      await service
        .from('write_limits')
        .update({ max_count: 1_000_000 })
        .eq('kind', 'story_reaction');
    }
  });
});

describe('a story the safety screen flagged (a danger happening now)', () => {
  const DANGER =
    'I want to kill myself tonight. I have been sleeping in my car since my brother threw me out.';

  async function sendDangerStory() {
    const { data: token, error } = await anon.rpc('send_story', {
      p_name: null,
      p_email: null,
      p_story: DANGER,
      p_consent_to_publish: true,
      p_show_name: false,
    });
    expect(error).toBeNull();
    const stored = await service
      .from('stories')
      .select('id, danger_reason')
      .eq('writer_token_hash', await sha256Hex(/** @type {string} */ (token)))
      .single();
    expect(stored.error).toBeNull();
    if (!stored.data) throw new Error('the story was not stored');
    return stored.data;
  }

  async function sha256Hex(/** @type {string} */ text) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Buffer.from(digest).toString('hex');
  }

  it('is never published as it was sent', async () => {
    const story = await sendDangerStory();
    expect(story.danger_reason).toMatch(/^suicide/);

    const saved = await admin.rpc('staff_story_save', {
      p_story_id: story.id,
      p_title: 'A night in my car',
      p_body: `  ${DANGER}  `,
      p_content_notes: ['suicide'],
      p_challenge_slug: 'homelessness',
      p_show_name: false,
    });
    expect(saved.error).toBeNull();
    const refused = await admin.rpc('staff_story_publish', { p_story_id: story.id });
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toMatch(/danger happening now \(suicide/);

    const visible = await anon
      .from('published_stories')
      .select('title')
      .eq('title', 'A night in my car');
    expect(visible.data).toEqual([]);
  });

  it('may be published once the team has edited its text', async () => {
    const story = await sendDangerStory();
    await saveAndPublish(story.id, {
      p_title: 'After the worst night',
      p_body: 'There was a night I wanted to die. I called 988 from my car, and I am still here.',
      p_content_notes: ['suicide'],
    });
    const visible = await anon
      .from('published_stories')
      .select('title')
      .eq('title', 'After the worst night');
    expect(visible.data).toEqual([{ title: 'After the worst night' }]);
  });
});
