// @ts-check
// The library (supabase/migrations/20261123010200_library.sql and its content): every item is
// public, free bodies are public, members-only bodies only reach members with access.
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

const HUB_SLUGS = [
  'mental-health',
  'poverty',
  'parental-absence',
  'resource-access',
  'homelessness',
  'family-instability',
  'substance-abuse',
  'loved-one',
  'teenage-pregnancy',
  'legal',
  'financial',
  'health',
  'immigration',
  'discrimination',
];

/** @param {string} email */
async function signedIn(email) {
  const client = clientFor(server, server.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

/** @param {import('@supabase/supabase-js').SupabaseClient} client */
async function allItems(client) {
  const { data, error } = await client
    .from('library_items')
    .select('slug,title,teaser,kind,challenges,members_only,author,source_url')
    .order('sort_order');
  expect(error).toBeNull();
  return /** @type {{ slug: string, title: string, teaser: string, kind: string, challenges: string[], members_only: boolean, author: string | null, source_url: string | null }[]} */ (
    data
  );
}

/** @param {import('@supabase/supabase-js').SupabaseClient} client */
async function bodySlugs(client) {
  const { data, error } = await client.from('library_bodies').select('item_slug,members_only');
  expect(error).toBeNull();
  return /** @type {{ item_slug: string, members_only: boolean }[]} */ (data);
}

describe('the items', () => {
  it('lists at least 30 guides, worksheets and books to a visitor', async () => {
    const items = await allItems(clientFor(server, server.anonKey));
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['guide', 'worksheet', 'book']),
    );
  });

  it('shows a visitor the title and teaser of members-only items too', async () => {
    const items = await allItems(clientFor(server, server.anonKey));
    const membersOnly = items.filter((item) => item.members_only);
    expect(membersOnly.length).toBeGreaterThan(0);
    for (const item of membersOnly) {
      expect(item.title).not.toBe('');
      expect(item.teaser).not.toBe('');
    }
  });

  it('files every item under known hubs, and every book has an author and a source', async () => {
    const items = await allItems(clientFor(server, server.anonKey));
    for (const item of items) {
      expect(item.challenges.length).toBeGreaterThan(0);
      for (const slug of item.challenges) expect(HUB_SLUGS).toContain(slug);
      if (item.kind === 'book') {
        expect(item.author).toBeTruthy();
        expect(item.source_url).toMatch(/^https?:\/\//);
      }
    }
  });

  it('refuses a hub slug that does not exist, even from the service role', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const { error } = await admin.from('library_items').insert({
      slug: 'bad-hub',
      title: 'Bad',
      teaser: 'Bad',
      kind: 'guide',
      challenges: ['not-a-hub'],
    });
    expect(error?.code).toBe('23514');
  });
});

describe('the items in Spanish (issue 25)', () => {
  it("gives every item a Spanish summary, and Harbor's own guides and worksheets a Spanish title", async () => {
    const { data, error } = await clientFor(server, server.anonKey)
      .from('library_items')
      .select('slug,kind,title,teaser,title_es,teaser_es');
    expect(error).toBeNull();
    const items = /** @type {{ slug: string, kind: string, title: string, teaser: string, title_es: string | null, teaser_es: string | null }[]} */ (
      data
    );
    expect(items.length).toBeGreaterThanOrEqual(30);
    for (const item of items) {
      expect(item.teaser_es, item.slug).toBeTruthy();
      expect(item.teaser_es, item.slug).not.toBe(item.teaser);
      if (item.kind === 'book') {
        // A book keeps its published title.
        expect(item.title_es, item.slug).toBeNull();
      } else {
        expect(item.title_es, item.slug).toBeTruthy();
        expect(item.title_es, item.slug).not.toBe(item.title);
      }
    }
  });

  it('refuses half-translated words, even from the service role', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const base = { teaser: 'Teaser', kind: 'guide', challenges: ['poverty'] };
    // A Spanish title without its summary.
    const titleOnly = await admin
      .from('library_items')
      .insert({ ...base, slug: 'title-only', title: 'Title', title_es: 'Título' });
    expect(titleOnly.error?.code).toBe('23514');
    // Harbor's own guide with a Spanish summary but no Spanish title.
    const teaserOnly = await admin
      .from('library_items')
      .insert({ ...base, slug: 'teaser-only', title: 'Title', teaser_es: 'Resumen' });
    expect(teaserOnly.error?.code).toBe('23514');
    // A book may keep its title.
    const book = await admin.from('library_items').insert({
      ...base,
      slug: 'a-book-es',
      kind: 'book',
      title: 'A Book',
      teaser_es: 'Un libro.',
    });
    expect(book.error).toBeNull();
    await admin.from('library_items').delete().eq('slug', 'a-book-es');
  });
});

describe('the bodies', () => {
  it('gives a visitor every free body and no members-only body', async () => {
    const anon = clientFor(server, server.anonKey);
    const items = await allItems(anon);
    const bodies = await bodySlugs(anon);
    const freeSlugs = items.filter((item) => !item.members_only).map((item) => item.slug);
    expect(bodies.map((body) => body.item_slug).sort()).toEqual(freeSlugs.sort());
  });

  it('gives a visitor nothing when they ask for a members-only body by name', async () => {
    const anon = clientFor(server, server.anonKey);
    const { data, error } = await anon
      .from('library_bodies')
      .select('body')
      .eq('item_slug', 'thought-record');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it.each(['free@harbor.test', 'expired@harbor.test', 'inactive@harbor.test', 'plain@harbor.test'])(
    'gives %s the free bodies and no members-only body',
    async (email) => {
      const client = await signedIn(email);
      const items = await allItems(client);
      const bodies = await bodySlugs(client);
      expect(bodies.length).toBe(items.filter((item) => !item.members_only).length);
      expect(bodies.every((body) => !body.members_only)).toBe(true);
    },
  );

  it.each(['basic@harbor.test', 'premium@harbor.test', 'vip@harbor.test'])(
    'gives %s every body',
    async (email) => {
      const client = await signedIn(email);
      const items = await allItems(client);
      const bodies = await bodySlugs(client);
      expect(bodies.map((body) => body.item_slug).sort()).toEqual(
        items.map((item) => item.slug).sort(),
      );
    },
  );

  it('gives a member the text of a members-only body', async () => {
    const client = await signedIn('premium@harbor.test');
    const { data, error } = await client
      .from('library_bodies')
      .select('body')
      .eq('item_slug', 'thought-record')
      .single();
    expect(error).toBeNull();
    expect(data?.body).toContain('A fairer thought');
  });

  it('keeps a body flagged like its item: a free flag on a members-only body is refused', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const { error } = await admin
      .from('library_bodies')
      .update({ members_only: false })
      .eq('item_slug', 'thought-record');
    expect(error?.code).toBe('23503');
  });

  it('moves the body behind the gate when its item becomes members-only', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const made = await admin.from('library_items').insert({
      slug: 'gate-follows-item',
      title: 'Gate test',
      teaser: 'Gate test',
      kind: 'guide',
      challenges: ['health'],
      members_only: false,
    });
    expect(made.error).toBeNull();
    const body = await admin
      .from('library_bodies')
      .insert({ item_slug: 'gate-follows-item', members_only: false, body: 'Gate test body' });
    expect(body.error).toBeNull();
    const anon = clientFor(server, server.anonKey);
    const before = await anon
      .from('library_bodies')
      .select('body')
      .eq('item_slug', 'gate-follows-item');
    expect(before.data).toEqual([{ body: 'Gate test body' }]);

    const flipped = await admin
      .from('library_items')
      .update({ members_only: true })
      .eq('slug', 'gate-follows-item');
    expect(flipped.error).toBeNull();

    const after = await anon
      .from('library_bodies')
      .select('body')
      .eq('item_slug', 'gate-follows-item');
    expect(after.data).toEqual([]);
  });
});

describe('nobody but the service role writes the library', () => {
  it.each([
    ['a visitor', null],
    ['a premium member', 'premium@harbor.test'],
  ])('refuses %s adding, changing or deleting items and bodies', async (_label, email) => {
    const client = email ? await signedIn(email) : clientFor(server, server.anonKey);
    const added = await client.from('library_items').insert({
      slug: 'sneaky',
      title: 'Sneaky',
      teaser: 'Sneaky',
      kind: 'guide',
      challenges: ['health'],
    });
    expect(added.error?.code).toBe('42501');
    const changed = await client
      .from('library_items')
      .update({ members_only: false })
      .eq('slug', 'thought-record');
    expect(changed.error?.code).toBe('42501');
    const unlocked = await client
      .from('library_bodies')
      .update({ members_only: false })
      .eq('item_slug', 'thought-record');
    expect(unlocked.error?.code).toBe('42501');
    const deleted = await client
      .from('library_bodies')
      .delete()
      .eq('item_slug', 'make-a-crisis-plan');
    expect(deleted.error?.code).toBe('42501');

    const admin = clientFor(server, server.serviceRoleKey);
    const item = await admin
      .from('library_items')
      .select('members_only')
      .eq('slug', 'thought-record')
      .single();
    expect(item.data?.members_only).toBe(true);
    const body = await admin
      .from('library_bodies')
      .select('item_slug')
      .eq('item_slug', 'make-a-crisis-plan');
    expect(body.data).toHaveLength(1);
  });
});
