import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '@harbor-help/local-supabase';
import type { Database } from '@harbor-help/local-supabase/database-types';
import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toContactRow } from '../contact/contact-rules';
import { toStoryRow } from '../contact/story-rules';
import { loadCatalogItem, loadCatalogItems } from '../shop/catalog.data';
import { SHOP_WORDS } from '../shop/shop-words';
import { SHOP_WORDS_ES } from '../shop/shop-words-es';
import { sendContactMessage } from '../contact/contact-messages.data';
import { loadLibraryBody, loadLibraryItems } from '../library/library.data';
import { toLibraryItem } from '../library/library-item';
import { loadMembershipPlans } from '../membership/membership-plans.data';
import { NETWORK_FAILURE, REFUSED_FAILURE, SEND_MESSAGES } from '../data/messages';
import { REFUSED_FAILURE_ES, SEND_MESSAGES_ES } from '../data/messages-es';
import {
  sendPartnerApplication,
  PARTNER_SEND_FAILED_MESSAGE,
} from '../partners/partner-applications.data';
import { readPublicRows } from '../data/public-rows';
import { dataError, type DataResult } from '../data/result';
import { sendStory } from '../contact/stories.data';

// The features' data modules (`*.data.ts`) against Harbor's local backend (supabase/ migrations,
// seed and RLS): they read and write as the session's user, or as a visitor.

type Server = Awaited<ReturnType<typeof startLocalSupabase>>;
let server: Server;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'harbor-web-data-'));
  server = await startLocalSupabase({ port: 0, dataDir: join(dataDir, 'data'), quiet: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function accessTokenOf(email: string) {
  const auth = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await auth.auth.signInWithPassword({
    email,
    password: 'harbor-demo-password',
  });
  if (error) throw error;
  return data.session.access_token;
}

// Browsers have a WebSocket and Node 20 has none; supabase-js's realtime client only needs the
// name to exist here (nothing in these tests opens a channel).
beforeEach(() => {
  vi.stubGlobal('WebSocket', class NoWebSocket {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The data of a result that must have succeeded. */
function unwrap<T>(result: DataResult<T>): T {
  if (!result.ok) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}

const config = () => ({ url: server.url, anonKey: server.anonKey });

/** A client that reads and writes as the session of `accessToken` (a visitor when null). */
function createDataClient(
  { url, anonKey }: { url: string; anonKey: string },
  accessToken: string | null,
) {
  return createClient<Database>(url, anonKey, { accessToken: () => Promise.resolve(accessToken) });
}

/** The rows supabase-js reads as a visitor (anon), for comparing the plain reader with. */
async function rowsOfSupabaseJs<T>(
  query: PromiseLike<{ data: T[] | null; error: unknown }>,
): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw new Error(JSON.stringify(error));
  return data ?? [];
}

describe('public rows with a plain fetch (data/public-rows.ts) against PostgREST and RLS', () => {
  it('reads the same plans, items and library list as supabase-js, in the same order', async () => {
    const visitor = createDataClient(config(), null);
    const same = <T>(rows: T) => rows;
    expect(
      unwrap(
        await readPublicRows(
          config(),
          {
            table: 'membership_plans',
            columns: ['tier', 'name', 'monthly_price_cents', 'benefits'],
            order: ['sort_order'],
          },
          same,
        ),
      ),
    ).toEqual(
      await rowsOfSupabaseJs(
        visitor
          .from('membership_plans')
          .select('tier, name, monthly_price_cents, benefits')
          .order('sort_order', { ascending: true }),
      ),
    );
    const apparel = unwrap(
      await readPublicRows(
        config(),
        {
          table: 'catalog_items',
          columns: ['sku', 'kind', 'price_cents', 'sizes'],
          eq: { kind: 'apparel' },
          order: ['sort_order'],
        },
        same,
      ),
    );
    expect(apparel.map((row) => row.kind)).toContain('apparel');
    expect(apparel).toEqual(
      await rowsOfSupabaseJs(
        visitor
          .from('catalog_items')
          .select('sku, kind, price_cents, sizes')
          .eq('kind', 'apparel')
          .order('sort_order', { ascending: true }),
      ),
    );
    expect(unwrap(await loadLibraryItems(config()))).toEqual(
      (
        await rowsOfSupabaseJs(
          visitor
            .from('library_items')
            .select(
              'slug,title,teaser,kind,challenges,members_only,author,source_url,reading_minutes',
            )
            .order('sort_order', { ascending: true })
            .order('title', { ascending: true }),
        )
      ).flatMap((row) => toLibraryItem(row) ?? []),
    );
  });

  it('gives the anon key only what row-level security gives a visitor', async () => {
    // An inactive item, written with the service role: a visitor may not see it.
    const service = createClient<Database>(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const hidden = {
      sku: 'test-hidden-item',
      kind: 'book',
      title: 'Not on sale',
      description: 'Withdrawn.',
      price_cents: 100,
      active: false,
    };
    const { error } = await service.from('catalog_items').insert(hidden);
    expect(error).toBeNull();
    try {
      expect(unwrap(await loadCatalogItem(config(), hidden.sku))).toBeNull();
      const bySku = { table: 'catalog_items', columns: ['sku'], eq: { sku: hidden.sku } } as const;
      expect(unwrap(await readPublicRows(config(), bySku, (r) => r))).toEqual([]);
      // Members-only bodies: the plain read gets the free ones only, as supabase-js as a visitor.
      const bodies = unwrap(
        await readPublicRows(
          config(),
          { table: 'library_bodies', columns: ['item_slug'], order: ['item_slug'] },
          (r) => r.map((row) => row.item_slug),
        ),
      );
      expect(bodies).toContain('make-a-crisis-plan');
      expect(bodies).not.toContain('thought-record');
    } finally {
      await service.from('catalog_items').delete().eq('sku', hidden.sku);
    }
  });

  it('tells a refusal by its status and PostgREST code', async () => {
    const result = await readPublicRows(
      { url: server.url, anonKey: 'not-a-key' },
      { table: 'membership_plans', columns: ['tier'] },
      (r) => r,
    );
    expect(result.ok ? null : result.error.kind).toBe('forbidden');
    const missing = await readPublicRows(
      config(),
      // A column the table does not have: PostgREST refuses the request (400, code 42703).
      { table: 'membership_plans', columns: ['no_such_column' as 'tier'] },
      (r) => r,
    );
    expect(missing.ok ? null : missing.error).toMatchObject({ kind: 'invalid', status: 400 });
  });

  it('fails as network when the backend cannot be reached', async () => {
    const result = await readPublicRows(
      { url: 'http://127.0.0.1:9', anonKey: server.anonKey },
      { table: 'membership_plans', columns: ['tier'] },
      (r) => r,
    );
    expect(result.ok ? null : result.error.kind).toBe('network');
  });
});

describe('the library (library_items, library_bodies)', () => {
  it('gives a visitor every item, free bodies, and no members-only body', async () => {
    const visitor = createDataClient(config(), null);
    const items = unwrap(await loadLibraryItems(config()));
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.find((item) => item.slug === 'thought-record')?.membersOnly).toBe(true);
    expect(unwrap(await loadLibraryBody(visitor, 'make-a-crisis-plan'))).toContain('crisis plan');
    expect(await loadLibraryBody(visitor, 'thought-record')).toEqual({ ok: true, data: null });
  });

  it("gives a premium member's session the members-only body", async () => {
    const member = createDataClient(config(), await accessTokenOf('premium@harbor.test'));
    expect(unwrap(await loadLibraryBody(member, 'thought-record'))).toContain('A fairer thought');
  });

  it("gives a free member's session no members-only body", async () => {
    const free = createDataClient(config(), await accessTokenOf('free@harbor.test'));
    expect(await loadLibraryBody(free, 'thought-record')).toEqual({ ok: true, data: null });
  });

  it('loads the client first when it is given a loader', async () => {
    const body = unwrap(
      await loadLibraryBody(
        () => Promise.resolve(createDataClient(config(), null)),
        'make-a-crisis-plan',
      ),
    );
    expect(body).toContain('crisis plan');
  });
});

describe('the catalogue and the plans (catalog_items, membership_plans)', () => {
  it('gives a visitor the active items of one kind, and one item by its sku', async () => {
    const books = unwrap(await loadCatalogItems(config(), 'book'));
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((item) => item.kind === 'book')).toBe(true);
    const bundle = unwrap(await loadCatalogItem(config(), 'premium-bundle'));
    expect(bundle).toMatchObject({ sku: 'premium-bundle', kind: 'bundle' });
    expect(await loadCatalogItem(config(), 'no-such-sku')).toEqual({ ok: true, data: null });
  });

  it('names each bundle in both languages as its pages do, so the checkout and the order say the page’s name', async () => {
    for (const [locale, words] of [
      ['en', SHOP_WORDS],
      ['es', SHOP_WORDS_ES],
    ] as const) {
      const bundles = unwrap(await loadCatalogItems(config(), 'bundle', locale));
      expect(
        Object.fromEntries(bundles.map((bundle) => [bundle.sku, bundle.title])),
        locale,
      ).toEqual(words.bundle.names);
    }
    // Every item is in Spanish, but for a book's published title.
    for (const kind of ['book', 'apparel', 'kit'] as const) {
      const items = unwrap(await loadCatalogItems(config(), kind, 'es'));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.descriptionLang, item.sku).toBeUndefined();
        expect(item.titleLang, item.sku).toBe(kind === 'book' ? 'en' : undefined);
      }
    }
  });

  it('gives everyone every plan, cheapest first', async () => {
    const plans = unwrap(await loadMembershipPlans(config()));
    expect(plans.map((plan) => plan.tier)).toEqual(['free', 'basic', 'premium', 'vip']);
  });
});

describe('sending a form (contact_messages, stories, partner_applications)', () => {
  const message = {
    name: 'Sam',
    email: 'sam@example.test',
    topic: 'question',
    message: 'Where are the worksheets?',
  };

  it('sends a contact message as a visitor', async () => {
    expect(
      await sendContactMessage(createDataClient(config(), null), toContactRow(message)),
    ).toEqual({ ok: true, data: undefined });
  });

  it('sends one from /es/contacto marked as Spanish, and says a refusal in Spanish (issue 25)', async () => {
    const row = toContactRow(
      { ...message, message: `¿Dónde están las hojas de trabajo? ${Date.now()}` },
      null,
      'es',
    );
    expect(
      await sendContactMessage(createDataClient(config(), null), row, SEND_MESSAGES_ES),
    ).toEqual({ ok: true, data: undefined });
    const service = createClient<Database>(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const stored = await service
      .from('contact_messages')
      .select('language')
      .eq('message', row.message);
    expect(stored.data).toEqual([{ language: 'es' }]);
    const refused = await sendContactMessage(
      createDataClient(config(), null),
      { ...row, topic: 'spam' },
      SEND_MESSAGES_ES,
    );
    expect(refused).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid', message: REFUSED_FAILURE_ES }),
    });
  });

  it('says a field was refused when the database refuses the row', async () => {
    const result = await sendContactMessage(createDataClient(config(), null), {
      ...toContactRow(message),
      topic: 'spam',
    });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid', message: REFUSED_FAILURE }),
    });
  });

  it('sends a story, and says the connection failed when nothing answers', async () => {
    const row = toStoryRow({
      story: 'What helped me was a person who listened.',
      name: '',
      email: '',
      consent: true,
      showName: false,
    });
    // The answer is the writer's private token (issue 27), 64 hex digits.
    expect(await sendStory(createDataClient(config(), null), row)).toEqual({
      ok: true,
      data: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const nowhere = createDataClient({ url: 'http://127.0.0.1:9', anonKey: server.anonKey }, null);
    expect(await sendStory(nowhere, row)).toEqual({
      ok: false,
      error: dataError('network', SEND_MESSAGES),
    });
    expect(NETWORK_FAILURE).toBe(SEND_MESSAGES.network);
  });

  it('sends a partner application, and tells any failure in its one sentence', async () => {
    const values = {
      fullName: 'Rosa Diaz',
      email: 'rosa@example.test',
      organization: 'Tenants Together',
      website: '',
      audience: 'We run a weekly drop-in for about 80 renters facing eviction.',
    };
    expect(await sendPartnerApplication(createDataClient(config(), null), values)).toEqual({
      ok: true,
      data: undefined,
    });
    const nowhere = createDataClient({ url: 'http://127.0.0.1:9', anonKey: server.anonKey }, null);
    const failed = await sendPartnerApplication(nowhere, values);
    expect(failed.ok ? null : failed.error.message).toBe(PARTNER_SEND_FAILED_MESSAGE);
  });
});
