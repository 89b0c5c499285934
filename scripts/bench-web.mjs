#!/usr/bin/env node
// `pnpm bench:web`: measures the built site the way issue 12 does. Lighthouse 12, mobile form
// factor, simulated throttling, Debian Chromium headless; the median of 3 runs per page.
//
// 1. Starts the embedded local backend on a free port with a fresh data dir (or, with
//    VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set, uses that backend), as scripts/with-backend.mjs
//    does.
// 2. Builds the site against it (`pnpm build` of @harbor-help/web and what it depends on), unless
//    --no-build is given and apps/web/dist exists.
// 3. Serves apps/web/dist with build/static-server.mjs (the production hosting rules) on a free port.
// 4. Runs Lighthouse on each page, prints LCP, FCP, TBT, CLS, the four category scores and the
//    bytes transferred, then a table of the goals marked pass or fail.
//
// It prints; it never fails on timings (exit code 1 only when something could not run).
//   pnpm bench:web [--runs 3] [--no-build] [--pages /,/resources]
// CHROME_PATH picks another Chromium (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../apps/web/build/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('--runs', '3')) || 3);
const PAGES = option('--pages', '/,/challenges/mental-health,/blog/after-a-job-loss,/resources')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE = path.join(root, 'node_modules', '.bin', 'lighthouse');

// Children get absolute PATH entries only (see scripts/with-backend.mjs: turbo and `pnpm exec`).
const env = {
  ...process.env,
  PATH: (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => path.isAbsolute(entry))
    .join(path.delimiter),
};

/** @param {string} command @param {string[]} commandArgs @param {{ capture?: boolean }} [options] */
function run(command, commandArgs, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, commandArgs, {
      cwd: root,
      env,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let stdout = '';
    let stderr = '';
    proc.stdout?.on('data', (chunk) => (stdout += chunk));
    proc.stderr?.on('data', (chunk) => (stderr += chunk));
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(
            new Error(`${path.basename(command)} exited with ${code}\n${stderr.slice(-2000)}`),
          ),
    );
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run; resolves with the figures the issue tracks. */
async function lighthouse(url) {
  const json = await run(
    LIGHTHOUSE,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update',
    ],
    { capture: true },
  );
  const report = JSON.parse(String(json));
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  /** Failing audits of the accessibility, best-practices and SEO categories, so a score under 100 says why. */
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  );
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    ),
    failing,
  };
}

let backend = null;
let server = null;
let dataDir = null;
async function cleanUp() {
  await server?.close().catch(() => undefined);
  await backend?.stop().catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

try {
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (set CHROME_PATH)`);
  env.CHROME_PATH = CHROME;
  const distDir = path.join(root, 'apps', 'web', 'dist');
  if (args.includes('--no-build') && existsSync(path.join(distDir, 'index.html'))) {
    console.log('bench: using the existing apps/web/dist (--no-build)');
  } else {
    if (!env.VITE_SUPABASE_URL || !env.VITE_SUPABASE_ANON_KEY) {
      const { startLocalBackend } = await import('./local-backend.mjs');
      const startLocalSupabase = await startLocalBackend();
      dataDir = await mkdtemp(path.join(tmpdir(), 'harbor-bench-'));
      backend = await startLocalSupabase({ port: 0, dataDir });
      env.VITE_SUPABASE_URL = backend.url;
      env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
      console.log(`bench: local backend on ${backend.url}`);
    }
    // The repo's own pnpm (a devDependency), so the script also runs outside `pnpm run`.
    const pnpm = path.join(root, 'node_modules', '.bin', 'pnpm');
    await run(existsSync(pnpm) ? pnpm : 'pnpm', [
      'run',
      'build',
      '--filter=@harbor-help/web...',
      '--output-logs=errors-only',
    ]);
  }
  server = await startStaticServer({ root: distDir, host: '127.0.0.1', port: 0 });
  const [load1, load5] = loadavg();
  console.log(
    `bench: ${server.url}, Lighthouse 12 mobile (simulated throttling), ${CHROME}, median of ${RUNS}` +
      ` (load average ${load1.toFixed(2)} / ${load5.toFixed(2)})`,
  );

  /** @type {{ page: string, lcp: number, fcp: number, tbt: number, cls: number, bytes: number, scores: Record<string, number>, failing: string[] }[]} */
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART): that run is
      // repeated, up to twice, instead of stopping the bench.
      for (let attempt = 1; ; attempt += 1) {
        try {
          runs.push(await lighthouse(new URL(page, server.url).href));
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.log(`${page}: run ${i + 1} failed (${String(error).split('\n')[0]}); again`);
        }
      }
    }
    const result = {
      page,
      lcp: median(runs.map((r) => r.lcp)),
      fcp: median(runs.map((r) => r.fcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      bytes: median(runs.map((r) => r.bytes)),
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
      ),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    };
    results.push(result);
    console.log(
      `${page}: LCP ${(result.lcp / 1000).toFixed(2)} s, FCP ${(result.fcp / 1000).toFixed(2)} s,` +
        ` TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)},` +
        ` scores ${CATEGORIES.map((id) => result.scores[id]).join(' / ')},` +
        ` ${(result.bytes / 1024).toFixed(1)} KB transferred` +
        (result.failing.length ? ` (audits failing: ${result.failing.join(', ')})` : ''),
    );
  }

  // The goals of issue 12 ("Targets"), per page.
  const goals = [
    ['LCP ≤ 1.0 s', (r) => `${(r.lcp / 1000).toFixed(2)} s`, (r) => r.lcp <= 1000],
    ['TBT ≤ 50 ms', (r) => `${Math.round(r.tbt)} ms`, (r) => r.tbt <= 50],
    ['CLS 0', (r) => r.cls.toFixed(3), (r) => r.cls === 0],
    ...CATEGORIES.map((id) => [
      `${id} 100`,
      (r) => String(r.scores[id]),
      (r) => r.scores[id] === 100,
    ]),
  ];
  const rows = [['goal', ...results.map((r) => r.page)]];
  for (const [label, show, pass] of goals) {
    rows.push([label, ...results.map((r) => `${show(r)} ${pass(r) ? 'pass' : 'FAIL'}`)]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  const passed = results.every((r) => goals.every(([, , pass]) => pass(r)));
  console.log(`\n${passed ? 'Every goal met.' : 'Some goals not met (printed, not enforced).'}`);
  await cleanUp();
} catch (error) {
  console.error(`bench:web: ${error instanceof Error ? error.message : error}`);
  await cleanUp();
  process.exit(1);
}
