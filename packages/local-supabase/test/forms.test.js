// @ts-check
// What visitors send (supabase/migrations/20261123010100_contact_and_stories.sql): anyone may add
// a contact message or a story; nobody reads, changes or deletes one through the API; the database
// refuses what the form would refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, clientFor, removeDataDir, startTestServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** @param {string} email */
async function signedIn(email) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return { client, userId: data.user.id };
}

let counter = 0;
/** A message no other test sends, so the service role can find it. @param {string} label */
function uniqueText(label) {
  counter += 1;
  return `${label} ${process.pid}-${Date.now()}-${counter}: I would like to know more about the library.`;
}

/** @param {Record<string, unknown>} overrides */
function contactMessage(overrides = {}) {
  return {
    name: 'Sam Rivera',
    email: 'sam@example.test',
    topic: 'question',
    message: uniqueText('contact'),
    ...overrides,
  };
}

/** @param {Record<string, unknown>} overrides */
function story(overrides = {}) {
  return {
    name: 'Alex',
    email: 'alex@example.test',
    story: uniqueText('story'),
    consent_to_publish: true,
    ...overrides,
  };
}

/** @param {'contact_messages' | 'stories'} table @param {string} column @param {string} text */
async function findAsServiceRole(table, column, text) {
  const admin = clientFor(server, server.serviceRoleKey);
  const { data, error } = await admin.from(table).select('*').eq(column, text);
  expect(error).toBeNull();
  return /** @type {Record<string, unknown>[]} */ (data);
}

describe('contact messages', () => {
  it('lets a visitor send one, and stores it without a user', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = contactMessage();
    const { error, status } = await anon.from('contact_messages').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const stored = await findAsServiceRole('contact_messages', 'message', String(row.message));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Sam Rivera', topic: 'question', user_id: null });
  });

  it('takes a report of a wrong number or fact like any other message', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = contactMessage({
      topic: 'wrong-fact',
      message: 'The hours for the NAMI HelpLine on /resources look out of date.',
    });
    const { error, status } = await anon.from('contact_messages').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const stored = await findAsServiceRole('contact_messages', 'message', String(row.message));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ topic: 'wrong-fact', user_id: null });
  });

  it('stores the listing a "Report a problem" is about (migration 20261128020000)', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = contactMessage({
      topic: 'wrong-fact',
      listing_id: '988-lifeline',
      message: `About 988 Suicide & Crisis Lifeline (988-lifeline). ${uniqueText('report')}`,
    });
    const { error, status } = await anon.from('contact_messages').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const stored = await findAsServiceRole('contact_messages', 'message', String(row.message));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      topic: 'wrong-fact',
      listing_id: '988-lifeline',
      user_id: null,
    });
  });

  it('keeps listing_id for wrong-fact reports only, and only as an id', async () => {
    const anon = clientFor(server, server.anonKey);
    const otherTopic = await anon
      .from('contact_messages')
      .insert(contactMessage({ topic: 'question', listing_id: '988-lifeline' }));
    expect(otherTopic.error?.code).toBe('23514');
    const notAnId = await anon
      .from('contact_messages')
      .insert(contactMessage({ topic: 'wrong-fact', listing_id: '<script>' }));
    expect(notAnId.error?.code).toBe('23514');
    const plain = contactMessage();
    await anon.from('contact_messages').insert(plain);
    const stored = await findAsServiceRole('contact_messages', 'message', String(plain.message));
    expect(stored[0]?.listing_id).toBeNull();
  });

  it('keeps the language of the form it came from: en by default, es from /es/contacto, nothing else (migration 20261129010000)', async () => {
    const anon = clientFor(server, server.anonKey);
    const spanish = contactMessage({ language: 'es', message: uniqueText('mensaje') });
    expect((await anon.from('contact_messages').insert(spanish)).error).toBeNull();
    const plain = contactMessage();
    expect((await anon.from('contact_messages').insert(plain)).error).toBeNull();
    const other = await anon.from('contact_messages').insert(contactMessage({ language: 'fr' }));
    expect(other.error?.code).toBe('23514');
    const storedSpanish = await findAsServiceRole(
      'contact_messages',
      'message',
      String(spanish.message),
    );
    expect(storedSpanish[0]?.language).toBe('es');
    const storedPlain = await findAsServiceRole(
      'contact_messages',
      'message',
      String(plain.message),
    );
    expect(storedPlain[0]?.language).toBe('en');
    const spanishStory = story({ language: 'es' });
    expect((await anon.from('stories').insert(spanishStory)).error).toBeNull();
    const storedStory = await findAsServiceRole('stories', 'story', String(spanishStory.story));
    expect(storedStory[0]?.language).toBe('es');
    expect((await anon.from('stories').insert(story({ language: 'de' }))).error?.code).toBe(
      '23514',
    );
  });

  it('lets a signed-in member send one, and records who sent it', async () => {
    const { client, userId } = await signedIn('premium@harbor.test');
    const row = contactMessage({ topic: 'membership' });
    const { error } = await client.from('contact_messages').insert(row);
    expect(error).toBeNull();
    const stored = await findAsServiceRole('contact_messages', 'message', String(row.message));
    expect(stored[0]?.user_id).toBe(userId);
  });

  it('gives nothing back: reading is refused to visitors, and members read none (only staff at aal2 do)', async () => {
    const anon = clientFor(server, server.anonKey);
    await anon.from('contact_messages').insert(contactMessage());
    const anonRead = await anon.from('contact_messages').select('*');
    expect(anonRead.error?.code).toBe('42501');
    expect(anonRead.data).toBeNull();

    const { client } = await signedIn('vip@harbor.test');
    const own = contactMessage();
    await client.from('contact_messages').insert(own);
    // Signed-in users may select (the team's console reads as its staff member), but row-level
    // security gives rows only to staff in an aal2 session (staff-inbox.test.js).
    const memberRead = await client.from('contact_messages').select('*');
    expect(memberRead.error).toBeNull();
    expect(memberRead.data).toEqual([]);
    const memberEcho = await client.from('contact_messages').insert(contactMessage()).select();
    expect(memberEcho.error?.code).toBe('42501');
  });

  it('refuses asking for the stored row back (return=representation)', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = contactMessage();
    const { error } = await anon.from('contact_messages').insert(row).select();
    expect(error?.code).toBe('42501');
    expect(await findAsServiceRole('contact_messages', 'message', String(row.message))).toEqual([]);
  });

  it("refuses changing or deleting anyone's messages", async () => {
    const anon = clientFor(server, server.anonKey);
    const row = contactMessage();
    await anon.from('contact_messages').insert(row);
    const { client } = await signedIn('basic@harbor.test');

    for (const actor of [anon, client]) {
      const changed = await actor
        .from('contact_messages')
        .update({ message: 'Changed by someone else entirely.' })
        .eq('message', String(row.message));
      expect(changed.error?.code).toBe('42501');
      const deleted = await actor
        .from('contact_messages')
        .delete()
        .eq('message', String(row.message));
      expect(deleted.error?.code).toBe('42501');
    }
    expect(
      await findAsServiceRole('contact_messages', 'message', String(row.message)),
    ).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '   ' }, '23514'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, '23514'],
    ['an email that is not an email', { email: 'not-an-email' }, '23514'],
    ['an email with a space', { email: 'sam @example.test' }, '23514'],
    ['an email over 254 characters', { email: `${'e'.repeat(250)}@example.test` }, '23514'],
    ['an unknown topic', { topic: 'spam' }, '23514'],
    ['a message under 10 characters', { message: 'Hi there' }, '23514'],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }, '23514'],
    [
      'a short message padded with spaces past the limit',
      { message: `Hello there${' '.repeat(5000)}` },
      '23514',
    ],
    ['a missing message', { message: null }, '23502'],
    [
      'a user id chosen by the client',
      { user_id: '00000000-0000-4000-8000-000000000003' },
      '42501',
    ],
    ['a date chosen by the client', { created_at: '2000-01-01T00:00:00Z' }, '42501'],
  ])('refuses %s', async (_label, overrides, code) => {
    const anon = clientFor(server, server.anonKey);
    const { error } = await anon.from('contact_messages').insert(contactMessage(overrides));
    expect(error?.code).toBe(code);
  });

  it('accepts the longest allowed values', async () => {
    const anon = clientFor(server, server.anonKey);
    const { error } = await anon.from('contact_messages').insert(
      contactMessage({
        name: 'n'.repeat(100),
        message: `${uniqueText('long')}${'m'.repeat(4000)}`,
      }),
    );
    expect(error).toBeNull();
  });
});

describe('stories', () => {
  it('lets a visitor send one, and it starts pending', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = story();
    const { error, status } = await anon.from('stories').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const stored = await findAsServiceRole('stories', 'story', String(row.story));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'pending', consent_to_publish: true });
  });

  it('lets a visitor stay anonymous: no name and no email', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = story({ name: null, email: null });
    const { error } = await anon.from('stories').insert(row);
    expect(error).toBeNull();
    const stored = await findAsServiceRole('stories', 'story', String(row.story));
    expect(stored[0]).toMatchObject({ name: null, email: null, status: 'pending' });
  });

  it('lets a signed-in member send one, never linked to their account', async () => {
    const { client } = await signedIn('vip@harbor.test');
    const row = story();
    const { error } = await client.from('stories').insert(row);
    expect(error).toBeNull();
    const stored = await findAsServiceRole('stories', 'story', String(row.story));
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual([
      'consent_to_publish',
      'created_at',
      'danger_reason',
      'email',
      'id',
      // Issue 25: the form's language (en or es), not the person's.
      'language',
      'name',
      // Issue 27: whether to show the name if published, the private link's hash, withdrawal.
      'show_name',
      'status',
      'story',
      'withdrawn_at',
      'writer_token_hash',
    ]);
  });

  it('refuses a status set by the client, even "pending"', async () => {
    const anon = clientFor(server, server.anonKey);
    for (const status of ['approved', 'pending']) {
      const row = story({ status });
      const { error } = await anon.from('stories').insert(row);
      expect(error?.code).toBe('42501');
      expect(await findAsServiceRole('stories', 'story', String(row.story))).toEqual([]);
    }
  });

  it("refuses reading, changing or deleting anyone's stories", async () => {
    const anon = clientFor(server, server.anonKey);
    const row = story();
    await anon.from('stories').insert(row);
    const { client } = await signedIn('premium@harbor.test');

    const anonRead = await anon.from('stories').select('*');
    expect(anonRead.error?.code).toBe('42501');
    // A member may select, and row-level security gives them none (only staff at aal2 read).
    const memberRead = await client.from('stories').select('*');
    expect(memberRead.data).toEqual([]);
    for (const actor of [anon, client]) {
      const approved = await actor
        .from('stories')
        .update({ status: 'approved' })
        .eq('story', String(row.story));
      expect(approved.error?.code).toBe('42501');
      const deleted = await actor.from('stories').delete().eq('story', String(row.story));
      expect(deleted.error?.code).toBe('42501');
    }
    const stored = await findAsServiceRole('stories', 'story', String(row.story));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.status).toBe('pending');
  });

  it('lets a visitor send one to the team only, without permission to publish it', async () => {
    const anon = clientFor(server, server.anonKey);
    const row = story({ consent_to_publish: false });
    const { error } = await anon.from('stories').insert(row);
    expect(error).toBeNull();
    const stored = await findAsServiceRole('stories', 'story', String(row.story));
    expect(stored[0]).toMatchObject({ status: 'pending', consent_to_publish: false });
  });

  it('never lets the team approve for publishing a story sent for the team only', async () => {
    const anon = clientFor(server, server.anonKey);
    const admin = clientFor(server, server.serviceRoleKey);
    const privateRow = story({ consent_to_publish: false });
    const publicRow = story();
    await anon.from('stories').insert([privateRow, publicRow]);

    const refused = await admin
      .from('stories')
      .update({ status: 'approved' })
      .eq('story', String(privateRow.story));
    expect(refused.error?.code).toBe('23514');
    const approved = await admin
      .from('stories')
      .update({ status: 'approved' })
      .eq('story', String(publicRow.story));
    expect(approved.error).toBeNull();
    const rejected = await admin
      .from('stories')
      .update({ status: 'rejected' })
      .eq('story', String(privateRow.story));
    expect(rejected.error).toBeNull();
  });

  it.each([
    ['a missing consent', { consent_to_publish: null }, '23502'],
    ['a story under 20 characters', { story: 'Too short a story.' }, '23514'],
    ['a story over 10000 characters', { story: 's'.repeat(10_001) }, '23514'],
    [
      'a story padded with spaces past the limit',
      { story: `A story about my year.${' '.repeat(10_000)}` },
      '23514',
    ],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, '23514'],
    ['an empty name instead of none', { name: '  ' }, '23514'],
    ['an email that is not an email', { email: 'alex@' }, '23514'],
  ])('refuses %s', async (_label, overrides, code) => {
    const anon = clientFor(server, server.anonKey);
    const { error } = await anon.from('stories').insert(story(overrides));
    expect(error?.code).toBe(code);
  });
});
