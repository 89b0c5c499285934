import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '@harbor/local-supabase';
import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLibraryBody, fetchLibraryItems } from '../library/library-api';
import { toContactRow } from '../contact/contact-rules';
import { insertRow } from './data-client';
import { NETWORK_FAILURE, REFUSED_FAILURE, SERVER_FAILURE } from './send-failure';

// The site's data client against Harbor's local backend (supabase/ migrations, seed and RLS):
// it reads and writes as the session's user, or as a visitor, with no auth client of its own.

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

const config = () => ({ url: server.url, anonKey: server.anonKey });

/** A client that reads and writes as the session of `accessToken` (a visitor when null). */
function createDataClient(
  { url, anonKey }: { url: string; anonKey: string },
  accessToken: string | null,
) {
  return createClient(url, anonKey, { accessToken: () => Promise.resolve(accessToken) });
}

describe('the library through the data client', () => {
  it('gives a visitor every item, free bodies, and no members-only body', async () => {
    const visitor = createDataClient(config(), null);
    const items = await fetchLibraryItems(visitor);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.find((item) => item.slug === 'thought-record')?.membersOnly).toBe(true);
    expect(await fetchLibraryBody(visitor, 'make-a-crisis-plan')).toContain('crisis plan');
    expect(await fetchLibraryBody(visitor, 'thought-record')).toBeNull();
  });

  it("gives a premium member's session the members-only body", async () => {
    const member = createDataClient(config(), await accessTokenOf('premium@harbor.test'));
    expect(await fetchLibraryBody(member, 'thought-record')).toContain('A fairer thought');
  });

  it("gives a free member's session no members-only body", async () => {
    const free = createDataClient(config(), await accessTokenOf('free@harbor.test'));
    expect(await fetchLibraryBody(free, 'thought-record')).toBeNull();
  });
});

describe('insertRow', () => {
  const message = {
    name: 'Sam',
    email: 'sam@example.test',
    topic: 'question',
    message: 'Where are the worksheets?',
  };

  it('sends a contact message as a visitor', async () => {
    expect(
      await insertRow(createDataClient(config(), null), 'contact_messages', toContactRow(message)),
    ).toEqual({ ok: true });
  });

  it('says a field was refused when the database refuses the row', async () => {
    expect(
      await insertRow(createDataClient(config(), null), 'contact_messages', {
        ...message,
        topic: 'spam',
      }),
    ).toEqual({ ok: false, message: REFUSED_FAILURE });
  });

  it('says the connection failed when nothing answers', async () => {
    const nowhere = createDataClient({ url: 'http://127.0.0.1:9', anonKey: server.anonKey }, null);
    expect(await insertRow(nowhere, 'stories', { story: 'x' })).toEqual({
      ok: false,
      message: NETWORK_FAILURE,
    });
  });

  it('says the fault is ours when the site has no database', async () => {
    expect(await insertRow(null, 'stories', {})).toEqual({ ok: false, message: SERVER_FAILURE });
  });
});
