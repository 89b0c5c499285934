// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startLocalSupabase } from '../src/index.js';

export const DEMO_PASSWORD = 'harbor-demo-password';

/** A fresh, empty temporary directory for one test file's database. */
export function freshDataDir() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-local-supabase-')), 'data');
}

/**
 * Starts a server on a free port with a fresh data dir. Every request of a test comes from
 * 127.0.0.1, so the per-connection limits on anonymous writes (public.write_limits, issue 31)
 * are raised out of the way unless `writeLimits: 'as-deployed'` (the tests of those limits).
 * @param {import('../src/index.js').LocalSupabaseOptions} [options]
 * @param {{ writeLimits?: 'relaxed' | 'as-deployed' }} [limits]
 */
export async function startTestServer(options = {}, { writeLimits = 'relaxed' } = {}) {
  const dataDir = options.dataDir ?? freshDataDir();
  const server = await startLocalSupabase({ port: 0, dataDir, quiet: true, ...options });
  if (writeLimits === 'relaxed') {
    const { error } = await clientFor(server, server.serviceRoleKey)
      .from('write_limits')
      .update({ max_count: 1_000_000 })
      .gt('max_count', 0);
    // PGRST205: a database without the table (nothing to raise).
    if (error && error.code !== 'PGRST205') throw new Error(error.message);
  }
  return server;
}

/**
 * The official client, as a Node test must configure it.
 * @param {{ url: string }} server
 * @param {string} key
 */
export function clientFor(server, key) {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {any} */ (ws) },
  });
}

/** @param {string} dataDir */
export function removeDataDir(dataDir) {
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
}

let counter = 0;
/** A unique email for a test sign-up. @param {string} label */
export function uniqueEmail(label) {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

/**
 * The mail the server would have sent, oldest first (the outbox needs the service-role key).
 * @param {{ outboxUrl: string, serviceRoleKey: string }} server
 * @returns {Promise<{ to: string, subject: string, type: string, link: string, text?: string, html?: string, createdAt: string }[]>}
 */
export async function readOutbox(server) {
  const response = await fetch(server.outboxUrl, { headers: { apikey: server.serviceRoleKey } });
  if (response.status !== 200) throw new Error(`the outbox answered ${response.status}`);
  const body =
    /** @type {{ messages: { to: string, subject: string, type: string, link: string, text?: string, html?: string, createdAt: string }[] }} */ (
      await response.json()
    );
  return body.messages;
}
