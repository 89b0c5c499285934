#!/usr/bin/env node
// @ts-check
// node packages/local-supabase/bench/compare.mjs --baseline <other checkout>/packages/local-supabase/bin/harbor-local-supabase.mjs [--rounds 9] [--requests 1000]
// Compares this build with another (a checkout before a change) on a busy machine, where two
// runs of bench.mjs minutes apart see different loads: the two run side by side and take turns.
// Starts alternate (this, baseline, this, …) on existing data dirs; then, with both servers up,
// each sign-in and profile query goes to one, then the same to the other, so both see the same
// moments of load. Prints medians of the starts, p50/p95 of the requests and peak memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CLI, memoryMb, percentile, startCli } from './cli.mjs';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '9' },
    requests: { type: 'string', default: '1000' },
  },
});
if (!values.baseline) {
  console.error('usage: compare.mjs --baseline <path to the other bin/harbor-local-supabase.mjs>');
  process.exit(2);
}
const ROUNDS = Math.max(1, Number(values.rounds) || 9);
const REQUESTS = Math.max(100, Number(values.requests) || 1000);
const sides = /** @type {const} */ ([
  ['this', CLI],
  ['baseline', path.resolve(values.baseline)],
]);
const median = (/** @type {number[]} */ list) => percentile(list, 50);
const fmt = (/** @type {number} */ ms) =>
  `${ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)} ms`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'harbor-compare-'));
try {
  const env = { HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT: path.join(work, 'template') };
  /** @typedef {'this' | 'baseline'} Side */
  /** @type {Record<Side, { wall: number[], cpu: number[] }>} */
  const starts = { this: { wall: [], cpu: [] }, baseline: { wall: [], cpu: [] } };
  // A data dir each (the first start makes it), then the measured starts, taking turns.
  for (const [name, cli] of sides) {
    const first = startCli(path.join(work, name), { cli, env });
    await first.ready;
    await first.stop();
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, cli] of round % 2 ? [...sides].reverse() : sides) {
      const server = startCli(path.join(work, name), { cli, env });
      const ready = await server.ready;
      starts[name].wall.push(ready.ms);
      if (ready.cpuMs !== null) starts[name].cpu.push(ready.cpuMs);
      await server.stop();
    }
  }

  // Both up; each request goes to one side, then the same to the other.
  const servers = sides.map(([name, cli]) => ({
    name,
    server: startCli(path.join(work, name), { cli, env }),
  }));
  const up = await Promise.all(
    servers.map(async ({ name, server }) => ({ name, server, ...(await server.ready) })),
  );
  /** @type {Record<Side, { signIn: number[], profile: number[] }>} */
  const samples = { this: { signIn: [], profile: [] }, baseline: { signIn: [], profile: [] } };
  /** @param {Side} name @param {'signIn' | 'profile'} measure @param {() => Promise<void>} call */
  const timed = async (name, measure, call) => {
    const started = process.hrtime.bigint();
    await call();
    samples[name][measure].push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  const signInBody = JSON.stringify({
    email: 'premium@harbor.test',
    password: 'harbor-demo-password',
  });
  /** @type {Partial<Record<Side, { token: string, userId: string }>>} */
  const sessions = {};
  const signIn = async (/** @type {typeof up[number]} */ side) => {
    const response = await fetch(`${side.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: side.anonKey, 'content-type': 'application/json' },
      body: signInBody,
    });
    if (response.status !== 200)
      throw new Error(`${side.name}: sign-in answered ${response.status}`);
    const body = /** @type {{ access_token: string, user: { id: string } }} */ (
      await response.json()
    );
    sessions[side.name] = { token: body.access_token, userId: body.user.id };
  };
  const profile = async (/** @type {typeof up[number]} */ side) => {
    const session = sessions[side.name];
    if (!session) throw new Error('not signed in');
    const response = await fetch(`${side.url}/rest/v1/profiles?select=*&id=eq.${session.userId}`, {
      headers: {
        apikey: side.anonKey,
        authorization: `Bearer ${session.token}`,
        accept: 'application/vnd.pgrst.object+json',
      },
    });
    if (response.status !== 200)
      throw new Error(`${side.name}: profile answered ${response.status}`);
    await response.text();
  };
  for (let i = 0; i < 20; i += 1)
    for (const side of up) await (i === 0 ? signIn(side) : profile(side));
  for (let i = 0; i < Math.round(REQUESTS / 2); i += 1) {
    for (const side of i % 2 ? [...up].reverse() : up)
      await timed(side.name, 'signIn', () => signIn(side));
  }
  for (let i = 0; i < REQUESTS; i += 1) {
    for (const side of i % 2 ? [...up].reverse() : up)
      await timed(side.name, 'profile', () => profile(side));
  }
  // Four at a time for 2 s on one side, then on the other, three times each.
  /** @type {Record<Side, { count: number, ms: number, latencies: number[] }>} */
  const concurrent = {
    this: { count: 0, ms: 0, latencies: [] },
    baseline: { count: 0, ms: 0, latencies: [] },
  };
  for (let turn = 0; turn < 6; turn += 1) {
    const side = /** @type {typeof up[number]} */ (up[turn % 2]);
    const result = concurrent[side.name];
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (Date.now() - started < 2000) {
          const t = process.hrtime.bigint();
          await profile(side);
          result.latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          result.count += 1;
        }
      }),
    );
    result.ms += Date.now() - started;
  }
  const peaks = Object.fromEntries(
    up.map((side) => [side.name, memoryMb(side.server.child.pid, 'VmHWM')]),
  );
  await Promise.all(up.map((side) => side.server.stop()));

  console.log(
    `\nHarbor local Supabase, this build against a baseline (${os.cpus().length} CPUs, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})\n`,
  );
  console.log('| Measure | This build | Baseline |\n|---|---|---|');
  const row = (/** @type {string} */ label, /** @type {(name: Side) => string} */ cell) =>
    console.log(`| ${label} | ${cell('this')} | ${cell('baseline')} |`);
  row(`Start on an existing data dir, median of ${ROUNDS} (wall / CPU)`, (name) => {
    const start = starts[name];
    return `${fmt(median(start.wall))} / ${fmt(median(start.cpu))}`;
  });
  for (const [measure, label] of /** @type {const} */ ([
    ['signIn', 'Sign-in'],
    ['profile', 'Profile query'],
  ])) {
    row(`${label} (${samples.this[measure].length} each, taking turns) p50 / p95`, (name) => {
      const list = samples[name][measure];
      return `${fmt(percentile(list, 50))} / ${fmt(percentile(list, 95))}`;
    });
  }
  row('Profile query, 4 at a time (3 × 2 s each, taking turns): requests/s, p95', (name) => {
    const result = concurrent[name];
    return `${Math.round((result.count * 1000) / result.ms)}/s, ${fmt(percentile(result.latencies, 95))}`;
  });
  row(
    'Peak memory (RSS high-water mark) after the requests',
    (name) => `${peaks[name] ?? 'n/a'} MB`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
