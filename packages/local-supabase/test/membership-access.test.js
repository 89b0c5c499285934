// @ts-check
// public.has_membership_access (supabase/migrations/20261123010000_membership_access.sql), the
// SQL twin of hasMembershipAccess in packages/auth/src/membership-access.ts, checked for the same
// cases. The REST API has no RPC here, so most cases are asserted through the gate that uses it:
// library_bodies returns members-only bodies only when has_membership_access(auth.uid()) is true.
// The last block calls the function in SQL directly for what the API cannot show.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import {
  DEMO_PASSWORD,
  clientFor,
  removeDataDir,
  startTestServer,
  uniqueEmail,
} from './helpers.js';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** How many members-only bodies this client is given. @param {import('@supabase/supabase-js').SupabaseClient} client */
async function membersOnlyBodiesSeen(client) {
  const { data, error } = await client
    .from('library_bodies')
    .select('item_slug')
    .eq('members_only', true);
  expect(error).toBeNull();
  return data?.length ?? 0;
}

/** @param {string} email */
async function signedIn(email) {
  const client = clientFor(server, server.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

/**
 * A new user with the given memberships, written by the service role (as payments do), oldest first.
 * @param {{ tier: string, is_active?: boolean, end_date?: string | null, created_at?: string }[]} memberships
 */
async function userWithMemberships(memberships) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('access'),
    password: 'a-good-password',
  });
  if (error) throw error;
  const userId = /** @type {string} */ (data.user?.id);
  const admin = clientFor(server, server.serviceRoleKey);
  for (const membership of memberships) {
    const inserted = await admin.from('memberships').insert({
      user_id: userId,
      is_active: true,
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: null,
      ...membership,
    });
    if (inserted.error) throw inserted.error;
  }
  return client;
}

const inTenMinutes = () => new Date(Date.now() + 600_000).toISOString();
const oneMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

describe('the demo accounts', () => {
  it.each([
    ['free@harbor.test', 'a free active membership', false],
    ['basic@harbor.test', 'a basic active membership', true],
    ['premium@harbor.test', 'a premium active membership', true],
    ['vip@harbor.test', 'a vip active membership', true],
    ['expired@harbor.test', 'a premium membership whose end date has passed', false],
    ['inactive@harbor.test', 'an inactive premium membership', false],
    ['plain@harbor.test', 'no membership at all', false],
  ])('%s (%s) gets members-only bodies: %s', async (email, _label, expected) => {
    const client = await signedIn(email);
    const seen = await membersOnlyBodiesSeen(client);
    if (expected) expect(seen).toBeGreaterThan(0);
    else expect(seen).toBe(0);
  });

  it('gives a visitor who is not signed in no members-only bodies', async () => {
    expect(await membersOnlyBodiesSeen(clientFor(server, server.anonKey))).toBe(0);
  });
});

describe('memberships written by the service role', () => {
  it.each([
    ['a free active membership with no end date', false, [{ tier: 'free' }]],
    ['a basic active membership with no end date', true, [{ tier: 'basic' }]],
    ['a premium active membership with no end date', true, [{ tier: 'premium' }]],
    ['a vip active membership with no end date', true, [{ tier: 'vip' }]],
    ['an inactive premium membership', false, [{ tier: 'premium', is_active: false }]],
    [
      'an inactive vip membership that ends in the future',
      false,
      [{ tier: 'vip', is_active: false, end_date: inTenMinutes() }],
    ],
    [
      'a premium membership that ended a minute ago',
      false,
      [{ tier: 'premium', end_date: oneMinuteAgo() }],
    ],
    [
      'a premium membership that ends in ten minutes',
      true,
      [{ tier: 'premium', end_date: inTenMinutes() }],
    ],
    [
      'a free membership that ends in the future',
      false,
      [{ tier: 'free', end_date: inTenMinutes() }],
    ],
    ['no membership', false, []],
  ])('given %s, opens the gate: %s', async (_label, expected, memberships) => {
    const client = await userWithMemberships(memberships);
    const seen = await membersOnlyBodiesSeen(client);
    if (expected) expect(seen).toBeGreaterThan(0);
    else expect(seen).toBe(0);
  });

  it('lets the latest active membership decide: a newer free one closes the gate', async () => {
    const client = await userWithMemberships([
      { tier: 'premium', created_at: '2026-01-01T00:00:00.000Z' },
      { tier: 'free', created_at: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(await membersOnlyBodiesSeen(client)).toBe(0);
  });

  it('lets the latest active membership decide: a newer premium one opens the gate', async () => {
    const client = await userWithMemberships([
      { tier: 'free', created_at: '2026-01-01T00:00:00.000Z' },
      { tier: 'premium', created_at: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(await membersOnlyBodiesSeen(client)).toBeGreaterThan(0);
  });

  it('skips inactive memberships: an older active basic one still counts under a newer inactive one', async () => {
    const client = await userWithMemberships([
      { tier: 'basic', created_at: '2026-01-01T00:00:00.000Z' },
      { tier: 'vip', is_active: false, created_at: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(await membersOnlyBodiesSeen(client)).toBeGreaterThan(0);
  });

  it('lets the latest active membership decide even when it has expired', async () => {
    const client = await userWithMemberships([
      { tier: 'vip', created_at: '2026-01-01T00:00:00.000Z' },
      { tier: 'premium', end_date: oneMinuteAgo(), created_at: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(await membersOnlyBodiesSeen(client)).toBe(0);
  });
});

describe('has_membership_access called in SQL', () => {
  /** @type {Awaited<ReturnType<typeof openDatabase>>} */
  let database;
  /** @type {string} */
  let dataDir;

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-access-sql-')), 'data');
    database = await openDatabase({ dataDir });
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  const premium = '00000000-0000-4000-8000-000000000003';
  const free = '00000000-0000-4000-8000-000000000001';

  /**
   * Runs one query as an API role with the claims PostgREST would set, then rolls back.
   * @param {'anon' | 'authenticated' | 'service_role'} role @param {string | null} sub @param {string} userId
   */
  async function askAs(role, sub, userId) {
    const { db } = database;
    await db.exec('begin');
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(sub ? { sub, role } : { role }),
      ]);
      await db.exec(`set local role ${role}`);
      const result = await db.query('select public.has_membership_access($1) as access', [userId]);
      return /** @type {{ access: boolean }} */ (result.rows[0]).access;
    } finally {
      await db.exec('rollback');
    }
  }

  it('answers a member about themselves', async () => {
    expect(await askAs('authenticated', premium, premium)).toBe(true);
  });

  it('never tells a user about someone else', async () => {
    expect(await askAs('authenticated', free, premium)).toBe(false);
  });

  it('answers the service role about anyone', async () => {
    expect(await askAs('service_role', null, premium)).toBe(true);
    expect(await askAs('service_role', null, free)).toBe(false);
  });

  it('is not callable by anon', async () => {
    await expect(askAs('anon', null, premium)).rejects.toThrow(/permission denied/);
  });
});
