// @ts-check
// Issue 14, finding 4: stopping the server (SIGTERM / Ctrl-C on the CLI or `pnpm start`) lets the
// requests in flight finish, including an edge function that calls back into the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, removeDataDir, startTestServer } from './helpers.js';

const functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-slow-functions-'));
fs.mkdirSync(path.join(functionsDir, 'slow-write'));
// A function that takes a moment, then writes through the REST API with the service-role key,
// as the checkout and webhook functions do.
fs.writeFileSync(
  path.join(functionsDir, 'slow-write', 'index.ts'),
  `export function createHandler(env: { get(name: string): string | undefined }) {
  return async (req: Request): Promise<Response> => {
    const { message } = (await req.json()) as { message: string };
    await new Promise((resolve) => setTimeout(resolve, 400));
    const key = env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
    const saved = await fetch(env.get('SUPABASE_URL') + '/rest/v1/contact_messages', {
      method: 'POST',
      headers: { apikey: key, authorization: 'Bearer ' + key, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ name: 'Drain', email: 'drain@example.test', topic: 'other', message }),
    });
    return new Response(JSON.stringify({ saved: saved.status }), { status: saved.ok ? 200 : 502 });
  };
}
`,
);
const dataDir = freshDataDir();

afterAll(() => {
  fs.rmSync(functionsDir, { recursive: true, force: true });
  removeDataDir(dataDir);
});

describe('stopping the server', () => {
  it('finishes a function call in flight (and its call back into the server), refuses new requests, then closes', async () => {
    const server = await startTestServer({ dataDir, functionsDir });
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
    };
    // Load the function first, so the call below is in flight when the stop begins.
    const warm = await fetch(`${server.functionsUrl}/slow-write`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'warming the function up' }),
    });
    expect(warm.status).toBe(200);

    const message = `written while stopping ${Date.now()}`;
    const inFlight = fetch(`${server.functionsUrl}/slow-write`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message }),
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = server.stop();
    // A request that arrives during the stop is refused with 503 (or finds the port closed).
    const late = await fetch(`${server.url}/rest/v1/membership_plans?select=tier`, {
      headers: { apikey: server.anonKey },
    }).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: 201 });
    await stopped;

    const reopened = await startTestServer({ dataDir, functionsDir });
    try {
      const stored = await fetch(
        `${reopened.url}/rest/v1/contact_messages?select=message&message=eq.${encodeURIComponent(message)}`,
        {
          headers: {
            apikey: reopened.serviceRoleKey,
            authorization: `Bearer ${reopened.serviceRoleKey}`,
          },
        },
      );
      expect(await stored.json()).toEqual([{ message }]);
    } finally {
      await reopened.stop();
    }
  });
});
