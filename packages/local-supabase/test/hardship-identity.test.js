// @ts-check
// "Once every 12 months" is per person, not per address (issue 31,
// supabase/migrations/20261127050100_hardship_one_grant_per_person.sql): plus-addresses, and dots
// at Gmail, share one hardship grant; other addresses do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer } from './helpers.js';
import { invoke } from './money-helpers.js';

/** @type {import('../src/index.js').LocalSupabase} */
let server;

beforeAll(async () => {
  server = await startTestServer({
    functionEnv: { HARDSHIP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR: '1000' },
  });
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** A signed-in account for exactly this address. @param {string} email */
async function account(email) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signUp({ email, password: 'a-long-enough-password' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return client;
}

/** @param {import('@supabase/supabase-js').SupabaseClient} client */
const ask = (client) => invoke(client, 'hardship-access', {});

const run = `${process.pid}${Date.now()}`;

describe('one hardship grant per person', () => {
  it('gives me+1@… a grant and refuses me+2@… and ME@… as the same person', async () => {
    const first = await ask(await account(`me${run}+1@example.org`));
    expect(first.status).toBe(200);
    expect(['granted', 'scheduled']).toContain(first.body.status);
    for (const email of [`me${run}+2@example.org`, `ME${run}@Example.org`]) {
      const again = await ask(await account(email));
      expect(again.status, email).toBe(409);
      expect(again.body).toMatchObject({ code: 'too_soon' });
      expect(Date.parse(again.body.nextRequestAt)).toBe(Date.parse(first.body.nextRequestAt));
    }
  });

  it('treats dots and googlemail.com as one Gmail mailbox', async () => {
    expect((await ask(await account(`jo.ann${run}@gmail.com`))).status).toBe(200);
    for (const email of [`joann${run}@gmail.com`, `j.o.ann${run}+x@googlemail.com`]) {
      expect((await ask(await account(email))).body.code, email).toBe('too_soon');
    }
  });

  it('keeps dots elsewhere and different people apart', async () => {
    expect((await ask(await account(`j.smith${run}@example.com`))).status).toBe(200);
    expect((await ask(await account(`jsmith${run}@example.com`))).status).toBe(200);
    expect((await ask(await account(`j.smith${run}@example.net`))).status).toBe(200);
  });
});
