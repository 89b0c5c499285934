// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, jwtVerify } from 'jose';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../src/index.js';
import { DEMO_PASSWORD, clientFor, removeDataDir, startTestServer } from './helpers.js';

describe('the default keys', () => {
  it('are the well-known local demo keys, signed with the demo secret', async () => {
    const secret = new TextEncoder().encode(DEMO_JWT_SECRET);
    expect((await jwtVerify(DEMO_ANON_KEY, secret)).payload).toMatchObject({
      iss: 'supabase-demo',
      role: 'anon',
    });
    expect((await jwtVerify(DEMO_SERVICE_ROLE_KEY, secret)).payload).toMatchObject({
      iss: 'supabase-demo',
      role: 'service_role',
    });
  });
});

describe('a server with a 20-second token lifetime, its own secret and a refresh reuse interval', () => {
  /** @type {Awaited<ReturnType<typeof startTestServer>>} */
  let server;
  const jwtSecret = 'another-secret-that-is-at-least-32-characters';

  beforeAll(async () => {
    server = await startTestServer({
      jwtExpirySeconds: 20,
      jwtSecret,
      refreshTokenReuseIntervalSeconds: 10,
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('issues access tokens that expire after 20 seconds', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'vip@harbor.test',
      password: DEMO_PASSWORD,
    });
    expect(data.session?.expires_in).toBe(20);
    const claims = decodeJwt(/** @type {string} */ (data.session?.access_token));
    expect(/** @type {number} */ (claims.exp) - /** @type {number} */ (claims.iat)).toBe(20);
  });

  it('signs its keys and tokens with its own secret', async () => {
    expect(server.anonKey).not.toBe(DEMO_ANON_KEY);
    const secret = new TextEncoder().encode(jwtSecret);
    expect((await jwtVerify(server.anonKey, secret)).payload.role).toBe('anon');
    const demoKey = await fetch(`${server.url}/auth/v1/health`, {
      headers: { apikey: DEMO_ANON_KEY },
    });
    expect(demoKey.status).toBe(401);
  });

  it('answers a just-rotated refresh token with the current one instead of refusing it', async () => {
    const client = clientFor(server, server.anonKey);
    const { data } = await client.auth.signInWithPassword({
      email: 'vip@harbor.test',
      password: DEMO_PASSWORD,
    });
    const first = /** @type {string} */ (data.session?.refresh_token);
    // Fresh clients, so the 20-second session is not also refreshed by auth-js on its own.
    const second = (
      await clientFor(server, server.anonKey).auth.refreshSession({ refresh_token: first })
    ).data.session?.refresh_token;
    expect(second).toEqual(expect.any(String));
    const otherTab = await clientFor(server, server.anonKey).auth.refreshSession({
      refresh_token: first,
    });
    expect(otherTab.error).toBeNull();
    expect(otherTab.data.session?.refresh_token).toBe(second);
  });
});
