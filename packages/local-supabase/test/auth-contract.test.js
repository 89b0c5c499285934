// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { decodeJwt } from 'jose';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  DEMO_PASSWORD,
  clientFor,
  readOutbox,
  removeDataDir,
  startTestServer,
  uniqueEmail,
} from './helpers.js';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { failedSignInsPerEmail: 3, failedSignInsPerAddress: 20, emailBackoffMaxMs: 200 },
    // The strict setting: any reuse of a rotated refresh token counts as theft.
    refreshTokenReuseIntervalSeconds: 0,
  });
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('sign-up', () => {
  it('creates the user, signs them in and creates their profile from full_name', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'a-good-password',
      options: { data: { full_name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Ada Lovelace');

    const profile = await client.from('profiles').select('*').eq('id', data.user?.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ id: data.user?.id, email, full_name: 'Ada Lovelace' });
  });

  it('stores the email in lower case', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('MixedCase');
    const { data, error } = await client.auth.signUp({ email, password: 'a-good-password' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
  });

  it('refuses an email that is already registered with user_already_exists (422)', async () => {
    const client = clientFor(server, server.anonKey);
    const { error } = await client.auth.signUp({
      email: 'premium@harbor.test',
      password: 'a-good-password',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses a password shorter than 6 characters as weak_password with its reasons', async () => {
    const client = clientFor(server, server.anonKey);
    const { error } = await client.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(/** @type {{ reasons?: string[] }} */ (error).reasons).toEqual(['length']);
  });

  it('refuses a malformed email address with 400', async () => {
    const client = clientFor(server, server.anonKey);
    const { error } = await client.auth.signUp({
      email: 'not-an-email',
      password: 'a-good-password',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });
});

describe('sign-in with a password', () => {
  it('returns a session with every field the spec names', async () => {
    const client = clientFor(server, server.anonKey);
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'free@harbor.test',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      token_type: 'bearer',
      user: { email: 'free@harbor.test', aud: 'authenticated', role: 'authenticated' },
    });
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session?.expires_at).toBeLessThanOrEqual(before + 3602);
  });

  it('signs HS256 access tokens carrying Supabase claims', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'basic@harbor.test',
      password: DEMO_PASSWORD,
    });
    const token = /** @type {string} */ (data.session?.access_token);
    const header = JSON.parse(
      Buffer.from(/** @type {string} */ (token.split('.')[0]), 'base64url').toString(),
    );
    expect(header.alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'basic@harbor.test',
      session_id: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Basic Member' }),
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(/** @type {number} */ (claims.exp) - /** @type {number} */ (claims.iat)).toBe(3600);
  });

  it('refuses a wrong password with invalid_credentials (400)', async () => {
    const client = clientFor(server, server.anonKey);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'vip@harbor.test',
      password: 'not-the-password',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const client = clientFor(server, server.anonKey);
    const { error } = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('answers an empty password from the server with invalid_credentials', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'free@harbor.test', password: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('answers in the legacy error shape when the client sends no API version', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'basic@harbor.test', password: 'wrong-password' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('slows failed sign-ins per email but never refuses the right password for them', async () => {
    const email = uniqueEmail('limited');
    const client = clientFor(server, server.anonKey);
    await client.auth.signUp({ email, password: 'the-right-password' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({
        email,
        password: `wrong-${attempt}`,
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const owner = await client.auth.signInWithPassword({ email, password: 'the-right-password' });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.user.email).toBe(email);
  });
});

/**
 * A password sign-in sent from another loopback address (127.0.0.2), so it counts as another client.
 * @param {string} email
 * @param {string} password
 * @returns {Promise<{ status: number, body: Record<string, unknown> }>}
 */
function signInFromOtherAddress(email, password) {
  const body = JSON.stringify({ email, password });
  const url = new URL(`${server.url}/auth/v1/token?grant_type=password`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-supabase-api-version': '2024-01-01',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('failed sign-ins from one address', () => {
  it('are rate-limited across emails with 429, while other addresses still sign in', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { status } = await signInFromOtherAddress(uniqueEmail('spray'), 'guessed-password');
      expect(status).toBe(400);
    }
    const limited = await signInFromOtherAddress('basic@harbor.test', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'over_request_rate_limit' });

    const elsewhere = await clientFor(server, server.anonKey).auth.signInWithPassword({
      email: 'basic@harbor.test',
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.error).toBeNull();
  });
});

describe('getUser', () => {
  it('returns the signed-in user', async () => {
    const client = clientFor(server, server.anonKey);
    await client.auth.signInWithPassword({ email: 'vip@harbor.test', password: DEMO_PASSWORD });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'vip@harbor.test',
      role: 'authenticated',
      user_metadata: expect.objectContaining({ full_name: 'VIP Member' }),
      identities: [expect.objectContaining({ provider: 'email' })],
    });
  });

  it('refuses a request without a bearer token with 401', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(401);
  });
});

describe('refreshing a session', () => {
  it('rotates the refresh token and refuses the old one when reused', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'plain@harbor.test',
      password: DEMO_PASSWORD,
    });
    const first = /** @type {string} */ (data.session?.refresh_token);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toEqual(expect.any(String));
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    expect(refreshed.data.session?.user.email).toBe('plain@harbor.test');

    const thief = clientFor(server, server.anonKey);
    const reused = await thief.auth.refreshSession({ refresh_token: first });
    expect(reused.data.session).toBeNull();
    expect(reused.error?.status).toBe(400);
    expect(reused.error?.code).toBe('refresh_token_already_used');
  });

  it('after a reuse, revokes the whole session family', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'plain@harbor.test',
      password: DEMO_PASSWORD,
    });
    const first = /** @type {string} */ (data.session?.refresh_token);
    const second = /** @type {string} */ (
      (await client.auth.refreshSession()).data.session?.refresh_token
    );
    await clientFor(server, server.anonKey).auth.refreshSession({ refresh_token: first });

    const afterReuse = await clientFor(server, server.anonKey).auth.refreshSession({
      refresh_token: second,
    });
    expect(afterReuse.error?.code).toBe('refresh_token_already_used');
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const client = clientFor(server, server.anonKey);
    const { error } = await client.auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('signing out', () => {
  it('globally kills every refresh token of the user and the session itself', async () => {
    const phone = clientFor(server, server.anonKey);
    const laptop = clientFor(server, server.anonKey);
    const email = uniqueEmail('signout');
    await phone.auth.signUp({ email, password: 'a-good-password' });
    const laptopSession = (
      await laptop.auth.signInWithPassword({ email, password: 'a-good-password' })
    ).data.session;
    const phoneSession = (await phone.auth.getSession()).data.session;

    expect((await phone.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await phone.auth.getSession()).data.session).toBeNull();

    const refresh = await clientFor(server, server.anonKey).auth.refreshSession({
      refresh_token: /** @type {string} */ (phoneSession?.refresh_token),
    });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const laptopRefresh = await clientFor(server, server.anonKey).auth.refreshSession({
      refresh_token: /** @type {string} */ (laptopSession?.refresh_token),
    });
    expect(laptopRefresh.error?.code).toBe('refresh_token_not_found');

    const user = await laptop.auth.getUser(laptopSession?.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('answers the logout call itself with 204', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'free@harbor.test',
      password: DEMO_PASSWORD,
    });
    const response = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(response.status).toBe(204);
  });

  it('locally keeps the other sessions alive', async () => {
    const phone = clientFor(server, server.anonKey);
    const laptop = clientFor(server, server.anonKey);
    const email = uniqueEmail('local-signout');
    await phone.auth.signUp({ email, password: 'a-good-password' });
    await laptop.auth.signInWithPassword({ email, password: 'a-good-password' });

    await phone.auth.signOut({ scope: 'local' });
    expect((await laptop.auth.refreshSession()).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('puts a one-time link in the outbox that redirects with a recovery session, and the new password works', async () => {
    const email = uniqueEmail('recover');
    await clientFor(server, server.anonKey).auth.signUp({ email, password: 'the-old-password' });

    const visitor = clientFor(server, server.anonKey);
    const redirectTo = 'http://127.0.0.1:4173/login?mode=update';
    expect((await visitor.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();

    const message = /** @type {Awaited<ReturnType<typeof readOutbox>>[number]} */ (
      (await readOutbox(server)).findLast((m) => m.to === email)
    );
    expect(message).toMatchObject({
      to: email,
      type: 'recovery',
      subject: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(message.link).toMatch(
      new RegExp(`^${server.url}/auth/v1/verify\\?token=[^&]+&type=recovery&redirect_to=`),
    );

    const response = await fetch(message.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(/** @type {string} */ (response.headers.get('location')));
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const recovered = clientFor(server, server.anonKey);
    const set = await recovered.auth.setSession({
      access_token: /** @type {string} */ (fragment.get('access_token')),
      refresh_token: /** @type {string} */ (fragment.get('refresh_token')),
    });
    expect(set.error).toBeNull();
    expect((await recovered.auth.updateUser({ password: 'the-new-password' })).error).toBeNull();

    const fresh = clientFor(server, server.anonKey);
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'the-old-password' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'the-new-password' })).error,
    ).toBeNull();

    const again = await fetch(message.link, { redirect: 'manual' });
    const againFragment = new URLSearchParams(
      new URL(/** @type {string} */ (again.headers.get('location'))).hash.slice(1),
    );
    expect(againFragment.get('error_code')).toBe('otp_expired');
    expect(againFragment.get('access_token')).toBeNull();
  });

  it('works with the PKCE flow: the link redirects with a code the client exchanges for a session', async () => {
    const email = uniqueEmail('pkce');
    await clientFor(server, server.anonKey).auth.signUp({ email, password: 'the-old-password' });
    const client = createClient(server.url, server.anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'pkce',
      },
      realtime: { transport: /** @type {any} */ (ws) },
    });
    const redirectTo = 'http://localhost:5173/login?mode=update';
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const message = /** @type {Awaited<ReturnType<typeof readOutbox>>[number]} */ (
      (await readOutbox(server)).findLast((m) => m.to === email)
    );

    const response = await fetch(message.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(/** @type {string} */ (response.headers.get('location')));
    expect(location.searchParams.get('mode')).toBe('update');
    const code = /** @type {string} */ (location.searchParams.get('code'));
    expect(code).toEqual(expect.any(String));

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'the-new-password' })).error).toBeNull();
    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('answers an unknown email like a known one and sends nothing', async () => {
    const before = (await readOutbox(server)).length;
    const { error } = await clientFor(server, server.anonKey).auth.resetPasswordForEmail(
      uniqueEmail('unknown'),
    );
    expect(error).toBeNull();
    const after = (await readOutbox(server)).length;
    expect(after).toBe(before);
  });

  it('never redirects to a foreign origin', async () => {
    const email = uniqueEmail('redirect');
    await clientFor(server, server.anonKey).auth.signUp({ email, password: 'a-good-password' });
    await clientFor(server, server.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/steal',
    });
    const message = /** @type {Awaited<ReturnType<typeof readOutbox>>[number]} */ (
      (await readOutbox(server)).findLast((m) => m.to === email)
    );
    const response = await fetch(message.link, { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/#access_token=/);
  });
});

describe('updating user metadata', () => {
  it('merges data into user_metadata', async () => {
    const client = clientFor(server, server.anonKey);
    await client.auth.signUp({
      email: uniqueEmail('meta'),
      password: 'a-good-password',
      options: { data: { full_name: 'Meta Person' } },
    });
    const { data, error } = await client.auth.updateUser({ data: { pronouns: 'they/them' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Meta Person',
      pronouns: 'they/them',
    });
  });
});

describe('the updated password', () => {
  it('must differ from the old one', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('same');
    await client.auth.signUp({ email, password: 'a-good-password' });
    const { error } = await client.auth.updateUser({ password: 'a-good-password' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('same_password');
  });
});

describe('the service itself', () => {
  it('reports health', async () => {
    const response = await fetch(`${server.url}/auth/v1/health`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('reports in its settings that sign-ups are confirmed at once (the default)', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: true });
  });

  it('allows the site origin through CORS with the headers supabase-js sends', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'x-supabase-api-version',
    );

    const get = await fetch(`${server.url}/rest/v1/profiles?select=*`, {
      headers: { origin: 'http://127.0.0.1:4173', apikey: server.anonKey },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('does not open CORS to other origins', async () => {
    const response = await fetch(`${server.url}/auth/v1/health`, {
      headers: { origin: 'https://evil.example', apikey: server.anonKey },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
