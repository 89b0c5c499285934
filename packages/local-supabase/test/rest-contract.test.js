// @ts-check
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

/** Signs in a demo account and returns its client and user id. @param {string} email */
async function signInDemo(email) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return { client, userId: /** @type {string} */ (data.user?.id) };
}

/**
 * The spec's membership call, word for word.
 * @param {ReturnType<typeof clientFor>} client
 * @param {string} userId
 */
function membershipQuery(client, userId) {
  return client
    .from('memberships')
    .select('*')
    .eq('user_id', userId)
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
}

describe("the spec's profile query", () => {
  it('returns the signed-in user their own profile as one object', async () => {
    const { client, userId } = await signInDemo('premium@harbor.test');
    const { data, error, status } = await client
      .from('profiles')
      .select('*')
      .eq('id', userId)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({
      id: userId,
      email: 'premium@harbor.test',
      full_name: 'Premium Member',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });
});

describe("the spec's membership query", () => {
  it.each([
    ['free@harbor.test', 'free'],
    ['basic@harbor.test', 'basic'],
    ['premium@harbor.test', 'premium'],
    ['vip@harbor.test', 'vip'],
  ])('returns %s their active %s membership with no end date', async (email, tier) => {
    const { client, userId } = await signInDemo(email);
    const { data, error } = await membershipQuery(client, userId);
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: userId, tier, is_active: true, end_date: null });
    // The spec's stored fields, plus `source` (how it was given: manual, stripe or hardship).
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        'created_at',
        'end_date',
        'id',
        'is_active',
        'source',
        'start_date',
        'tier',
        'user_id',
      ].sort(),
    );
  });

  it('returns expired@harbor.test an active premium membership whose end date has passed', async () => {
    const { client, userId } = await signInDemo('expired@harbor.test');
    const { data, error } = await membershipQuery(client, userId);
    expect(error).toBeNull();
    expect(data).toMatchObject({ tier: 'premium', is_active: true });
    expect(Date.parse(/** @type {string} */ (data?.end_date))).toBeLessThan(Date.now());
  });

  it.each(['inactive@harbor.test', 'plain@harbor.test'])(
    'answers %s with PGRST116 (no row) and status 406',
    async (email) => {
      const { client, userId } = await signInDemo(email);
      const { data, error, status } = await membershipQuery(client, userId);
      expect(data).toBeNull();
      expect(status).toBe(406);
      expect(error).toEqual({
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      });
    },
  );
});

describe('selecting', () => {
  it('returns only the columns asked for, with aliases', async () => {
    const { client, userId } = await signInDemo('basic@harbor.test');
    const { data, error } = await client
      .from('profiles')
      .select('name:full_name, email')
      .eq('id', userId);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Basic Member', email: 'basic@harbor.test' }]);
  });

  it('refuses an unknown column with 42703 (400)', async () => {
    const { client } = await signInDemo('basic@harbor.test');
    const { error, status } = await client.from('profiles').select('password');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it('refuses an unknown table with 404', async () => {
    const { client } = await signInDemo('basic@harbor.test');
    const { error, status } = await client.from('secrets').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('does not expose the auth schema', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const { status } = await admin.from('users').select('*');
    expect(status).toBe(404);
  });
});

describe('filters, order, limit and offset (as the service role, which RLS lets see every row)', () => {
  const admin = () => clientFor(server, server.serviceRoleKey);

  it('eq, neq, in and is', async () => {
    const premium = await admin().from('memberships').select('tier').eq('tier', 'premium');
    expect(premium.data).toHaveLength(3);
    const notFree = await admin().from('memberships').select('tier').neq('tier', 'free');
    expect(notFree.data).toHaveLength(5);
    const some = await admin()
      .from('memberships')
      .select('tier')
      .in('tier', ['basic', 'vip'])
      .order('tier');
    expect(some.data).toEqual([{ tier: 'basic' }, { tier: 'vip' }]);
    const open = await admin().from('memberships').select('tier').is('end_date', null);
    expect(open.data).toHaveLength(5);
    const inactive = await admin().from('memberships').select('tier').is('is_active', false);
    expect(inactive.data).toEqual([{ tier: 'premium' }]);
  });

  it('gt, gte, lt and lte on timestamps', async () => {
    const now = new Date().toISOString();
    const ended = await admin().from('memberships').select('tier').lt('end_date', now);
    expect(ended.data).toEqual([{ tier: 'premium' }]);
    const endedOrNow = await admin().from('memberships').select('tier').lte('end_date', now);
    expect(endedOrNow.data).toHaveLength(1);
    const future = await admin().from('memberships').select('tier').gt('created_at', now);
    expect(future.data).toEqual([]);
    const started = await admin()
      .from('memberships')
      .select('tier')
      .gte('start_date', '2000-01-01');
    expect(started.data).toHaveLength(6);
  });

  it('like and ilike with * as the wildcard', async () => {
    const like = await admin()
      .from('profiles')
      .select('email')
      .like('email', 'p*@harbor.test')
      .order('email');
    expect(like.data).toEqual([{ email: 'plain@harbor.test' }, { email: 'premium@harbor.test' }]);
    const ilike = await admin().from('profiles').select('email').ilike('full_name', '%MEMBER%');
    expect(ilike.data).toHaveLength(6);
  });

  it('orders, limits and offsets', async () => {
    const page = await admin()
      .from('profiles')
      .select('email')
      .like('email', '%@harbor.test')
      .order('email', { ascending: true })
      .range(1, 2);
    expect(page.data).toEqual([{ email: 'expired@harbor.test' }, { email: 'free@harbor.test' }]);
  });

  it('counts exactly with Content-Range', async () => {
    // The seed's demo accounts: seven members and the staff admin.
    const { count, data } = await admin()
      .from('profiles')
      .select('email', { count: 'exact' })
      .like('email', '%@harbor.test')
      .limit(2);
    expect(count).toBe(8);
    expect(data).toHaveLength(2);
    const response = await fetch(
      `${server.url}/rest/v1/profiles?select=email&email=like.*harbor.test&limit=2`,
      {
        headers: { apikey: server.serviceRoleKey, prefer: 'count=exact' },
      },
    );
    expect(response.headers.get('content-range')).toBe('0-1/8');
  });

  it('refuses an unknown operator with PGRST100 (400)', async () => {
    const response = await fetch(`${server.url}/rest/v1/profiles?email=regex.x`, {
      headers: { apikey: server.serviceRoleKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses a value of the wrong type with 22P02 (400)', async () => {
    const { error, status } = await admin().from('profiles').select('*').eq('id', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});

describe('writing', () => {
  it('lets a user change their own full_name and returns the row with return=representation', async () => {
    const { client, userId } = await signInDemo('free@harbor.test');
    const { data, error, status } = await client
      .from('profiles')
      .update({ full_name: 'Renamed Member' })
      .eq('id', userId)
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: userId, full_name: 'Renamed Member' });
    expect(Date.parse(data?.updated_at)).toBeGreaterThan(Date.parse(data?.created_at));
  });

  it('lets the service role insert, update and delete memberships', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const userId = '00000000-0000-4000-8000-000000000007';
    const inserted = await admin
      .from('memberships')
      .insert({ user_id: userId, tier: 'basic' })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toMatchObject({
      user_id: userId,
      tier: 'basic',
      is_active: true,
      end_date: null,
    });

    const updated = await admin
      .from('memberships')
      .update({ is_active: false })
      .eq('id', inserted.data?.id)
      .select('is_active');
    expect(updated.data).toEqual([{ is_active: false }]);

    const deleted = await admin
      .from('memberships')
      .delete({ count: 'exact' })
      .eq('id', inserted.data?.id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    const after = await admin.from('memberships').select('id').eq('id', inserted.data?.id);
    expect(after.data).toEqual([]);
  });

  it('upserts on the primary key with Prefer: resolution=merge-duplicates', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const id = '00000000-0000-4000-8000-000000000004';
    const { data, error } = await admin
      .from('profiles')
      .upsert({ id, email: 'vip@harbor.test', full_name: 'Upserted VIP' })
      .select('id, full_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id, full_name: 'Upserted VIP' }]);
    const { count } = await admin
      .from('profiles')
      .select('*', { count: 'exact', head: true })
      .eq('id', id);
    expect(count).toBe(1);
  });

  it('negates a filter with not', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const { data } = await admin
      .from('memberships')
      .select('tier')
      .not('tier', 'in', '(free,basic,vip)');
    expect(data).toEqual([{ tier: 'premium' }, { tier: 'premium' }, { tier: 'premium' }]);
  });

  it('refuses a tier outside free/basic/premium/vip with 23514', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const { error, status } = await admin
      .from('memberships')
      .insert({ user_id: '00000000-0000-4000-8000-000000000007', tier: 'platinum' });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('rolls a single-object write back when it does not touch exactly one row', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const { error, status } = await admin
      .from('memberships')
      .update({ is_active: false })
      .eq('tier', 'premium')
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const stillActive = await admin
      .from('memberships')
      .select('id')
      .eq('tier', 'premium')
      .eq('is_active', true);
    expect(stillActive.data).toHaveLength(2);
  });
});
