#!/usr/bin/env node
// @ts-check
// pnpm --filter @harbor-help/local-supabase bench [-- --requests 500]
// Cold starts (first ever, fresh data dir, existing data dir), p50/p95 of sign-in and of the
// spec's profile query, and the server's peak memory. The server runs as its own process (the
// CLI), so its memory is measured alone (VmHWM from /proc on Linux).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { memoryMb, percentile, startCli } from './cli.mjs';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '500' } } });
const REQUESTS = Math.max(500, Number(values.requests) || 500);
const WARM_UP = 20;
/** Peak resident memory of a process in MB (Linux), or null. @param {number | undefined} pid */
const peakMemoryMb = (pid) => memoryMb(pid, 'VmHWM');

/**
 * Times `count` sequential calls after a warm-up.
 * @param {number} count
 * @param {() => Promise<void>} call
 */
async function time(count, call) {
  for (let i = 0; i < WARM_UP; i += 1) await call();
  /** @type {number[]} */
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), count };
}

/** @param {number} ms */
const fmt = (ms) => `${ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)} ms`;
/** @param {{ ms: number, cpuMs: number | null }} start */
const fmtStart = (start) =>
  `${fmt(start.ms)}${start.cpuMs === null ? '' : ` (CPU ${start.cpuMs} ms)`}`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-bench-'));
try {
  // 1. First start ever: no cached template, so PGlite's initdb, the migrations and the seed run.
  const coldTemplate = startCli(path.join(work, 'first'), {
    env: { HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT: path.join(work, 'template') },
  });
  const first = await coldTemplate.ready;
  const firstPeak = peakMemoryMb(coldTemplate.child.pid);
  await coldTemplate.stop();

  // 2. Fresh data dir from the cached template.
  const dataDir = path.join(work, 'data');
  const env = { HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT: path.join(work, 'template') };
  const fresh = startCli(dataDir, { env });
  const freshStart = await fresh.ready;
  await fresh.stop();

  // 3. Existing data dir: the ordinary start.
  const server = startCli(dataDir, { env });
  const existing = await server.ready;
  const { url, anonKey } = existing;
  const json = { apikey: anonKey, 'content-type': 'application/json' };

  const signInBody = JSON.stringify({
    email: 'premium@harbor.test',
    password: 'harbor-demo-password',
  });
  /** @type {{ access_token: string, user: { id: string } } | null} */
  let session = null;
  const signIn = await time(REQUESTS, async () => {
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: json,
      body: signInBody,
    });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    session = /** @type {{ access_token: string, user: { id: string } }} */ (await response.json());
  });
  if (!session) throw new Error('no session');
  const { access_token: accessToken, user } =
    /** @type {{ access_token: string, user: { id: string } }} */ (session);

  const profileUrl = `${url}/rest/v1/profiles?select=*&id=eq.${user.id}`;
  const profileHeaders = {
    apikey: anonKey,
    authorization: `Bearer ${accessToken}`,
    accept: 'application/vnd.pgrst.object+json',
  };
  const profile = await time(Math.max(REQUESTS, 1000), async () => {
    const response = await fetch(profileUrl, { headers: profileHeaders });
    if (response.status !== 200) throw new Error(`profile query answered ${response.status}`);
    await response.text();
  });
  const membershipUrl = `${url}/rest/v1/memberships?select=*&user_id=eq.${user.id}&is_active=eq.true&order=created_at.desc&limit=1`;
  const membership = await time(Math.max(REQUESTS, 1000), async () => {
    const response = await fetch(membershipUrl, { headers: profileHeaders });
    if (response.status !== 200) throw new Error(`membership query answered ${response.status}`);
    await response.text();
  });
  const peak = peakMemoryMb(server.child.pid);
  await server.stop();

  const rows = [
    ['First start ever (initdb + migrations + seed, builds the template)', fmtStart(first)],
    ['Start on a fresh data dir (copy of the cached template)', fmtStart(freshStart)],
    ['Start on an existing data dir', fmtStart(existing)],
    [
      `Sign-in (POST /auth/v1/token, ${signIn.count} sequential) p50 / p95`,
      `${fmt(signIn.p50)} / ${fmt(signIn.p95)}`,
    ],
    [
      `Profile query (GET /rest/v1/profiles single, ${profile.count} sequential) p50 / p95`,
      `${fmt(profile.p50)} / ${fmt(profile.p95)}`,
    ],
    [
      `Membership query (${membership.count} sequential) p50 / p95`,
      `${fmt(membership.p50)} / ${fmt(membership.p95)}`,
    ],
    [
      'Peak memory (RSS high-water mark), first start ever',
      firstPeak === null ? 'n/a' : `${firstPeak} MB`,
    ],
    [
      'Peak memory (RSS high-water mark), existing data dir under the load above',
      peak === null ? 'n/a' : `${peak} MB`,
    ],
  ];
  console.log(
    `\nHarbor local Supabase benchmark (${os.cpus().length} CPUs, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})\n`,
  );
  console.log('| Measure | Result |\n|---|---|');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
  console.log(
    '\nStart times are wall-clock from spawning `node bin/harbor-local-supabase.mjs` to its banner;' +
      " CPU is the server process's user+system time until then, which other load does not inflate.",
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
