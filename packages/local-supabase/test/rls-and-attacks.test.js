// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
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

/** @param {string} label */
async function newUser(label) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(label),
    password: 'a-good-password',
    options: { data: { full_name: `${label} person` } },
  });
  if (error) throw error;
  return {
    client,
    userId: /** @type {string} */ (data.user?.id),
    session: /** @type {import('@supabase/supabase-js').Session} */ (data.session),
  };
}

/** @param {Record<string, unknown>} claims @param {string} secret */
function sign(claims, secret) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** @param {string} token */
function restAs(token) {
  return fetch(`${server.url}/rest/v1/profiles?select=*`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
  });
}

describe('row-level security between two users', () => {
  it("does not let user B read user A's profile", async () => {
    const a = await newUser('alice');
    const b = await newUser('bob');
    const listed = await b.client.from('profiles').select('*');
    expect(listed.error).toBeNull();
    expect(listed.data?.map((row) => row.id)).toEqual([b.userId]);
    const direct = await b.client.from('profiles').select('*').eq('id', a.userId).single();
    expect(direct.error?.code).toBe('PGRST116');
  });

  it("does not let user B change user A's profile", async () => {
    const a = await newUser('alice');
    const b = await newUser('bob');
    const { data } = await b.client
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', a.userId)
      .select();
    expect(data).toEqual([]);
    const own = await a.client.from('profiles').select('full_name').eq('id', a.userId).single();
    expect(own.data?.full_name).toBe('alice person');
  });

  it('lets a user change only full_name on their own profile, not email or id', async () => {
    const a = await newUser('alice');
    const email = await a.client
      .from('profiles')
      .update({ email: 'other@example.test' })
      .eq('id', a.userId);
    expect(email.status).toBe(403);
    expect(email.error?.code).toBe('42501');
    const id = await a.client
      .from('profiles')
      .update({ id: '00000000-0000-4000-8000-000000000003' })
      .eq('id', a.userId);
    expect(id.error?.code).toBe('42501');
  });

  it('does not let a user delete or create profiles', async () => {
    const a = await newUser('alice');
    const deleted = await a.client.from('profiles').delete().eq('id', a.userId);
    expect(deleted.error?.code).toBe('42501');
    const inserted = await a.client.from('profiles').insert({ id: a.userId, full_name: 'twice' });
    expect(inserted.error?.code).toBe('42501');
  });
});

describe('memberships are written only by the service role', () => {
  it('does not let a user give themselves a membership', async () => {
    const a = await newUser('climber');
    const { error, status } = await a.client
      .from('memberships')
      .insert({ user_id: a.userId, tier: 'vip' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const admin = clientFor(server, server.serviceRoleKey);
    expect((await admin.from('memberships').select('id').eq('user_id', a.userId)).data).toEqual([]);
  });

  it('does not let a user change their tier or end date', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'expired@harbor.test',
      password: DEMO_PASSWORD,
    });
    const userId = data.user?.id;
    const tier = await client.from('memberships').update({ tier: 'vip' }).eq('user_id', userId);
    expect(tier.error?.code).toBe('42501');
    const endDate = await client
      .from('memberships')
      .update({ end_date: null })
      .eq('user_id', userId);
    expect(endDate.error?.code).toBe('42501');
    const removed = await client.from('memberships').delete().eq('user_id', userId);
    expect(removed.error?.code).toBe('42501');
    const row = await client
      .from('memberships')
      .select('tier, end_date')
      .eq('user_id', userId)
      .single();
    expect(row.data?.tier).toBe('premium');
    expect(row.data?.end_date).not.toBeNull();
  });
});

describe('the anonymous role', () => {
  it.each(['profiles', 'memberships'])('reads nothing from %s (401)', async (table) => {
    const anon = clientFor(server, server.anonKey);
    const { data, error, status } = await anon.from(table).select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('cannot write memberships', async () => {
    const anon = clientFor(server, server.anonKey);
    const { status } = await anon
      .from('memberships')
      .insert({ user_id: '00000000-0000-4000-8000-000000000007', tier: 'vip' });
    expect(status).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses a token signed with the wrong secret (401 PGRST301)', async () => {
    const a = await newUser('forger');
    const forged = await sign(
      {
        sub: a.userId,
        role: 'service_role',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    const response = await restAs(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('refuses an expired token (401 PGRST303) on REST and 403 on auth', async () => {
    const a = await newUser('late');
    const expired = await sign(
      {
        sub: a.userId,
        role: 'authenticated',
        aud: 'authenticated',
        session_id: undefined,
        iat: 1000,
        exp: 2000,
      },
      server.jwtSecret,
    );
    const response = await restAs(expired);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const { error } = await a.client.auth.getUser(expired);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });

  it('refuses an unsigned alg:none token', async () => {
    const a = await newUser('unsigned');
    const encode = (/** @type {object} */ part) =>
      Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: a.userId,
      role: 'service_role',
      exp: Math.floor(Date.now() / 1000) + 600,
    })}.`;
    const response = await restAs(unsigned);
    expect(response.status).toBe(401);
    const user = await a.client.auth.getUser(unsigned);
    expect(user.error?.status).toBe(403);
  });

  it('refuses a request without an apikey or with a wrong one (401)', async () => {
    const missing = await fetch(`${server.url}/rest/v1/profiles`);
    expect(missing.status).toBe(401);
    const wrong = await fetch(`${server.url}/auth/v1/health`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('values that look like SQL', () => {
  it('stay data in filters', async () => {
    const a = await newUser('quoter');
    const attempts = [
      "x' or '1'='1",
      "'; drop table public.profiles; --",
      'x") or true --',
      '$1; select pg_sleep(10)',
    ];
    for (const value of attempts) {
      const eq = await a.client.from('profiles').select('*').eq('full_name', value);
      expect(eq.error).toBeNull();
      expect(eq.data).toEqual([]);
      const ilike = await a.client.from('profiles').select('*').ilike('full_name', value);
      expect(ilike.data).toEqual([]);
      const inList = await a.client.from('profiles').select('*').in('full_name', [value, 'other']);
      expect(inList.data).toEqual([]);
    }
    const admin = clientFor(server, server.serviceRoleKey);
    expect(
      (await admin.from('profiles').select('id', { count: 'exact', head: true })).count,
    ).toBeGreaterThan(7);
  });

  it('are stored verbatim when written', async () => {
    const a = await newUser('writer');
    const name = "Robert'); drop table public.memberships;--";
    const { data } = await a.client
      .from('profiles')
      .update({ full_name: name })
      .eq('id', a.userId)
      .select()
      .single();
    expect(data?.full_name).toBe(name);
    const admin = clientFor(server, server.serviceRoleKey);
    expect((await admin.from('memberships').select('id')).data?.length).toBeGreaterThanOrEqual(6);
  });

  it('are refused as column, table or order names', async () => {
    const headers = { apikey: server.serviceRoleKey };
    const paths = [
      '/rest/v1/profiles?select=id;drop table public.profiles',
      '/rest/v1/profiles?order=id;drop table public.profiles',
      `/rest/v1/profiles?${encodeURIComponent('id" = id or "1')}=eq.1`,
      `/rest/v1/${encodeURIComponent('profiles; drop table public.profiles')}`,
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { headers });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const still = await fetch(`${server.url}/rest/v1/profiles?select=id&limit=1`, { headers });
    expect(still.status).toBe(200);
  });
});

describe('malformed and oversized requests', () => {
  it('refuses an oversized REST body with 413', async () => {
    const a = await newUser('big');
    const response = await fetch(`${server.url}/rest/v1/profiles?id=eq.${a.userId}`, {
      method: 'PATCH',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${a.session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ full_name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses an oversized auth body with 413', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('huge'),
        password: 'a-good-password',
        data: { x: 'y'.repeat(200_000) },
      }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const auth = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{"email": "free@harbor.test", "password": ',
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({
      code: 'bad_json',
      message: expect.stringContaining('JSON'),
    });

    const rest = await fetch(`${server.url}/rest/v1/memberships`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'content-type': 'application/json' },
      body: '[{"tier": ',
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('refuses bodies of the wrong shape', async () => {
    const auth = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '["free@harbor.test"]',
    });
    expect(auth.status).toBe(400);
    const password = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: { $ne: null }, password: ['harbor-demo-password'] }),
    });
    expect(password.status).toBe(400);
    const rest = await fetch(`${server.url}/rest/v1/memberships`, {
      method: 'POST',
      headers: { apikey: server.serviceRoleKey, 'content-type': 'application/json' },
      body: '[1, 2, 3]',
    });
    expect(rest.status).toBe(400);
    const deep = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    });
    expect(deep.status).toBe(400);
  });

  it('refuses malformed URLs, limits and filters with 400', async () => {
    const headers = { apikey: server.serviceRoleKey };
    for (const path of [
      '/rest/v1/%E0%A4%A',
      '/rest/v1/profiles?limit=-1',
      '/rest/v1/profiles?limit=abc',
      '/rest/v1/profiles?id=in.not-a-list',
      '/rest/v1/profiles?id=eq',
      '/rest/v1/profiles?select=name:profiles(*)',
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers });
      expect(response.status, path).toBe(400);
    }
  });

  it('is still serving after all of the above', async () => {
    const client = clientFor(server, server.anonKey);
    const { error } = await client.auth.signInWithPassword({
      email: 'vip@harbor.test',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
  });
});
