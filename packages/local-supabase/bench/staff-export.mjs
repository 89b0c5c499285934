#!/usr/bin/env node
// @ts-check
// pnpm --filter @harbor-help/local-supabase bench:export [-- --rows 10000,50000]
// The team's CSV export (supabase/functions/staff-export) against the local backend as its own
// process: for each size, that many donations are written, the demo staff admin (password + TOTP)
// downloads them, and the server's resident memory is sampled every 10 ms while it streams. If
// the export streams page by page, the memory it adds stays about the same whatever the size.
// Prints figures; asserts nothing (the behaviour is tested in test/staff-console.test.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import ws from 'ws';
import { memoryMb, startCli } from './cli.mjs';

// The built package (the CLI the bench starts is built too), typed from its sources: a static
// import of dist/ would have the typecheck read dist/ itself, which a fresh clone's parallel build
// may be writing at that moment.
/** @type {typeof import('../src/index.js')} */
const { DEMO_PASSWORD, DEMO_STAFF } = await import(
  new URL('../dist/index.js', import.meta.url).href
);

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000,50000' } } });
const SIZES = values.rows
  .split(',')
  .map(Number)
  .filter((n) => n > 0);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-bench-export-'));
const server = startCli(path.join(work, 'data'));
try {
  const { url, anonKey, serviceKey } = await server.ready;
  const pid = server.child.pid;
  const options = {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: /** @type {any} */ (ws) },
  };
  const service = createClient(url, serviceKey, options);
  const staff = createClient(url, anonKey, options);
  const signIn = await staff.auth.signInWithPassword({
    email: DEMO_STAFF.email,
    password: DEMO_PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  const mfa = await staff.auth.mfa.challengeAndVerify({
    factorId: DEMO_STAFF.factorId,
    code: new TOTP({ secret: Secret.fromBase32(DEMO_STAFF.totpSecret) }).generate(),
  });
  if (mfa.error) throw mfa.error;
  const token = /** @type {string} */ ((await staff.auth.getSession()).data.session?.access_token);

  /** One download; the server's RSS sampled while it streams. */
  async function download() {
    const before = memoryMb(pid, 'VmRSS') ?? 0;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryMb(pid, 'VmRSS') ?? 0);
    }, 10);
    const started = process.hrtime.bigint();
    const response = await fetch(`${url}/functions/v1/staff-export`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ kind: 'donations' }),
    });
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (response.body)) {
      chunks += 1;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { before, peak, bytes, lines, chunks, ms };
  }

  // The first call bundles the functions: not part of any figure.
  await download();
  let written = 0;
  console.log('rows      CSV size   chunks   time      server RSS before -> peak (added)');
  for (const size of SIZES) {
    for (; written < size; written += 1000) {
      const batch = Array.from({ length: Math.min(1000, size - written) }, (_, i) => ({
        amount_cents: 100 + ((written + i) % 10000),
        status: 'paid',
        paid_at: new Date().toISOString(),
        stripe_session_id: `cs_bench_${written + i}`,
      }));
      const { error } = await service.from('donations').insert(batch);
      if (error) throw new Error(error.message);
    }
    const run = await download();
    console.log(
      `${String(run.lines - 1).padEnd(9)} ${`${(run.bytes / 1e6).toFixed(1)} MB`.padEnd(10)} ${String(run.chunks).padEnd(8)} ${`${Math.round(run.ms)} ms`.padEnd(9)} ${run.before} MB -> ${run.peak} MB (+${run.peak - run.before} MB)`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
