// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  clientFor,
  freshDataDir,
  removeDataDir,
  startTestServer,
} from './helpers.js';

describe('two servers started at once in one process with no template built yet', () => {
  const templateRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-local-supabase-template-'));
  /** @type {Awaited<ReturnType<typeof startTestServer>>[]} */
  let servers = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) removeDataDir(server.dataDir);
    fs.rmSync(templateRoot, { recursive: true, force: true });
  });

  it('both start, from one shared template build, and both sign in a demo account', async () => {
    /** @type {string[]} */
    const logLines = [];
    const log = (/** @type {string} */ message) => void logLines.push(message);

    servers = await Promise.all([
      startTestServer({ dataDir: freshDataDir(), templateRoot, log }),
      startTestServer({ dataDir: freshDataDir(), templateRoot, log }),
    ]);

    expect(
      logLines.filter((line) => line.startsWith('building the database template')),
    ).toHaveLength(1);
    for (const server of servers) {
      const { data, error } = await clientFor(server, server.anonKey).auth.signInWithPassword({
        email: 'premium@harbor.test',
        password: DEMO_PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.user?.email).toBe('premium@harbor.test');
    }
    expect(fs.readdirSync(templateRoot).filter((entry) => entry.includes('.building-'))).toEqual(
      [],
    );
  });
});
