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
import { sendContactMessage } from '../contact/contact-messages.data';
import { loadLibraryBody, loadLibraryItems } from '../library/library.data';
import { loadMembershipPlans } from '../membership/membership-plans.data';
import { NETWORK_FAILURE, REFUSED_FAILURE, SEND_MESSAGES } from '../data/messages';
import {
  sendPartnerApplication,
  PARTNER_SEND_FAILED_MESSAGE,
} from '../partners/partner-applications.data';
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

describe('the library (library_items, library_bodies)', () => {
  it('gives a visitor every item, free bodies, and no members-only body', async () => {
    const visitor = createDataClient(config(), null);
    const items = unwrap(await loadLibraryItems(visitor));
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
    const items = unwrap(
      await loadLibraryItems(() => Promise.resolve(createDataClient(config(), null))),
    );
    expect(items.length).toBeGreaterThanOrEqual(30);
  });
});

describe('the catalogue and the plans (catalog_items, membership_plans)', () => {
  it('gives a visitor the active items of one kind, and one item by its sku', async () => {
    const visitor = createDataClient(config(), null);
    const books = unwrap(await loadCatalogItems(visitor, 'book'));
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((item) => item.kind === 'book')).toBe(true);
    const bundle = unwrap(await loadCatalogItem(visitor, 'premium-bundle'));
    expect(bundle).toMatchObject({ sku: 'premium-bundle', kind: 'bundle' });
    expect(await loadCatalogItem(visitor, 'no-such-sku')).toEqual({ ok: true, data: null });
  });

  it('gives everyone every plan, cheapest first', async () => {
    const plans = unwrap(await loadMembershipPlans(createDataClient(config(), null)));
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
    });
    expect(await sendStory(createDataClient(config(), null), row)).toEqual({
      ok: true,
      data: undefined,
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
