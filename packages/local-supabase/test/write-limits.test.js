// @ts-check
// Per-connection limits on anonymous writes (issue 31): guest checkouts (the checkout function),
// contact messages, stories and partner applications (inserted through the REST API, limited by a
// trigger reading PostgREST's request.headers), with the words the site shows.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer } from './helpers.js';
import { invoke } from './money-helpers.js';

/** @type {import('../src/index.js').LocalSupabase} */
let server;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let guest;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let admin;

const clientIpSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../supabase/functions/_shared/client-ip.ts',
);
/** @type {(req: Request) => string | null} */
let clientIp;

beforeAll(async () => {
  clientIp = (await import(/* @vite-ignore */ clientIpSource)).clientIp;
  server = await startTestServer({}, { writeLimits: 'as-deployed' });
  guest = clientFor(server, server.anonKey);
  admin = clientFor(server, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

const TOO_MANY = 'Too many tries from this connection. Wait a few minutes, then try again.';

/** @param {string} table */
async function count(table) {
  const { count: rows, error } = await admin
    .from(table)
    .select('*', { count: 'exact', head: true });
  expect(error).toBeNull();
  return rows ?? 0;
}

describe('guest checkouts', () => {
  it('throttles a burst of 40 guest donation checkouts from one connection: 10, then 429 with nothing opened', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        invoke(guest, 'checkout', { kind: 'donation', amountCents: 500, recurring: false }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      error: `${TOO_MANY} Nothing was charged.`,
    });
    expect(await count('donations')).toBe(10);
  });
});

describe('what visitors send through the REST API', () => {
  it.each([
    [
      'contact_messages',
      {
        name: 'Sam',
        email: 'sam@example.test',
        topic: 'question',
        message: 'x'.repeat(5000),
      },
    ],
    [
      'stories',
      { story: 'This is a story long enough to send, again and again.', consent_to_publish: true },
    ],
  ])('stops a burst of %s from one connection after 10, with a clear 429', async (table, row) => {
    const results = [];
    for (let i = 0; i < 12; i += 1) {
      results.push(await guest.from(table).insert(/** @type {any} */ (row)));
    }
    expect(results.slice(0, 10).map((result) => result.error)).toEqual(Array(10).fill(null));
    const refused = results[10];
    expect(refused?.status).toBe(429);
    expect(refused?.error).toMatchObject({ code: 'PT429', message: TOO_MANY });
    expect(await count(table)).toBe(10);
  });

  it('stops partner applications after 5', async () => {
    const row = {
      full_name: 'Pat Lee',
      email: 'pat@example.test',
      audience: 'People at the food bank where I volunteer on weekends.',
    };
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      results.push(await guest.from('partner_applications').insert(row));
    }
    expect(results.slice(0, 5).map((result) => result.error)).toEqual(Array(5).fill(null));
    expect(results[5]?.status).toBe(429);
  });

  it('cannot be dodged with a made-up CF-Connecting-IP, X-Real-IP or X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${server.url}/rest/v1/stories`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/json',
          'CF-Connecting-IP': `198.51.100.${i + 1}`,
          'X-Real-IP': `198.51.100.${i + 1}`,
          'X-Forwarded-For': `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({
          story: 'Another story, long enough to send.',
          consent_to_publish: true,
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([429, 429, 429]);
  });

  it('never limits the service role', async () => {
    const { error } = await admin
      .from('stories')
      .insert({ story: 'Written by the team, not a visitor.', consent_to_publish: true });
    expect(error).toBeNull();
  });
});

describe("a function's client address", () => {
  /** @param {Record<string, string>} headers */
  const ip = (headers) => clientIp(new Request('http://x/', { headers }));

  it('is Cloudflare’s CF-Connecting-IP, which the platform sets', () => {
    expect(ip({ 'CF-Connecting-IP': '203.0.113.5', 'X-Forwarded-For': '1.2.3.4' })).toBe(
      '203.0.113.5',
    );
  });

  it('never trusts X-Real-IP, which a caller can send: the right-most X-Forwarded-For entry instead', () => {
    expect(ip({ 'X-Real-IP': '198.51.100.7', 'X-Forwarded-For': '1.2.3.4, 203.0.113.9' })).toBe(
      '203.0.113.9',
    );
    expect(ip({ 'X-Real-IP': '198.51.100.7' })).toBeNull();
  });
});
