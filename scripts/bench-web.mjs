#!/usr/bin/env node
// `pnpm bench:web`: measures the built site the way issue 12 does. Lighthouse 12, mobile form
// factor, simulated throttling, Debian Chromium headless, over every public page of the route
// manifest (apps/web/src/app/route-table.ts, as the build wrote it: dist/.vite/route-manifest.json).
//
// 1. Starts the embedded local backend on a free port with a fresh data dir (or, with
//    VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set, uses that backend), as scripts/with-backend.mjs
//    does.
// 2. Builds the site against it (`pnpm build` of @harbor-help/web and what it depends on), unless
//    --no-build is given and apps/web/dist exists.
// 3. Serves apps/web/dist with build/static-server.mjs (the production hosting rules) on a free port.
// 4. Prints the machine's load average and a CPU index (the time of a fixed loop), so figures
//    taken on different machines, or under different load, can be compared.
// 5. Runs Lighthouse once on every public page (every page not marked `private`), then twice more
//    on the five furthest from the goals (the largest of LCP / 1.0 s and TBT / 50 ms), and takes
//    their median of 3. Prints each page's LCP, FCP, TBT, CLS, the four category scores and the
//    bytes transferred, then the worst LCP and TBT, and the goals of the issue marked pass or fail.
//    Where a page's largest paint comes after its first, the line names the element it was.
//
// It prints; it never fails on timings (exit code 1 only when something could not run).
//   pnpm bench:web [--no-build] [--pages /,/resources] [--slowest 5] [--runs 3]
// --pages measures only those pages; --slowest, how many pages get --runs runs (median).
// CHROME_PATH picks another Chromium (default /usr/bin/chromium). BENCH_DUMP=<file> keeps the last
// Lighthouse report there (its observed timings, requests and LCP phases, to see why).
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPaths, readRouteManifest } from '../apps/web/build/route-manifest.mjs';
import { startStaticServer } from '../apps/web/build/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('--runs', '3')) || 3);
const SLOWEST = Math.max(0, Number(option('--slowest', '5')) || 0);
const ONLY_PAGES = option('--pages', '')
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

/**
 * A CPU index: milliseconds for a fixed loop of floating-point and integer work on one core, the
 * fastest of 5 (lower is faster). A busy machine gives a larger figure, as it gives Lighthouse's
 * simulated throttling more main-thread time to multiply.
 */
function cpuIndex() {
  const times = [];
  let sink = 0;
  for (let round = 0; round < 5; round += 1) {
    const started = process.hrtime.bigint();
    let x = 0;
    for (let i = 1; i <= 20_000_000; i += 1) x = (x + Math.sqrt(i) * (i & 7)) % 1_000_003;
    sink += x;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  if (Number.isNaN(sink)) throw new Error('unreachable');
  return Math.min(...times);
}

/** The machine now: its load average and CPU index, for comparing figures across runs. */
function machine() {
  const [load1, load5, load15] = loadavg();
  return (
    `load average ${load1.toFixed(2)} / ${load5.toFixed(2)} / ${load15.toFixed(2)} on ` +
    `${cpus().length} cores; CPU index ${cpuIndex().toFixed(0)} ms (a fixed loop, lower is faster)`
  );
}

/** The element Lighthouse took as the largest paint (its HTML, shortened), or ''. */
function lcpElementOf(report) {
  const details = report.audits['largest-contentful-paint-element']?.details;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const label = [node?.snippet, node?.nodeLabel].filter((part) => typeof part === 'string');
  const snippet = label.join(' ').replace(/\s+/g, ' ');
  return snippet.length > 80 ? `${snippet.slice(0, 77)}...` : snippet;
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
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, String(json));
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
    lcpElement: lcpElementOf(report),
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
  const pages = ONLY_PAGES.length > 0 ? ONLY_PAGES : publicPaths(readRouteManifest(distDir));
  console.log(
    `bench: ${server.url}, Lighthouse 12 mobile (simulated throttling), ${CHROME}; ${pages.length} pages` +
      ` once each, then the ${Math.min(SLOWEST, pages.length)} furthest from the goals ${RUNS} times (median)`,
  );
  console.log(`bench: at the start, ${machine()}`);

  /** One Lighthouse run of a page, repeated (up to twice) when Lighthouse itself fails. */
  const measure = async (page) => {
    // On a busy machine Lighthouse sometimes loses the trace (NO_NAVSTART): that run is
    // repeated, up to twice, instead of stopping the bench.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await lighthouse(new URL(page, server.url).href);
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`${page}: a run failed (${String(error).split('\n')[0]}); again`);
      }
    }
  };
  /** How far a page is from the goals: 1 is just at them. */
  const distance = (r) => Math.max(r.lcp / 1000, r.tbt / 50);
  const line = (r) =>
    `LCP ${(r.lcp / 1000).toFixed(2)} s, FCP ${(r.fcp / 1000).toFixed(2)} s,` +
    ` TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)},` +
    ` scores ${CATEGORIES.map((id) => r.scores[id]).join(' / ')},` +
    ` ${(r.bytes / 1024).toFixed(1)} KB transferred` +
    (r.failing.length ? ` (audits failing: ${r.failing.join(', ')})` : '') +
    // A largest paint later than the first is a paint after load: which element it was says why.
    (r.lcp > r.fcp + 50 && r.lcpElement ? `; largest paint: ${r.lcpElement}` : '');

  /** @type {Map<string, Awaited<ReturnType<typeof lighthouse>>[]>} */
  const runs = new Map();
  for (const [index, page] of pages.entries()) {
    const result = await measure(page);
    runs.set(page, [result]);
    console.log(`[${index + 1}/${pages.length}] ${page}: ${line(result)}`);
  }
  const slowest = [...runs.keys()]
    .sort((a, b) => distance(runs.get(b)[0]) - distance(runs.get(a)[0]))
    .slice(0, SLOWEST);
  if (slowest.length > 0 && RUNS > 1) {
    console.log(`\nbench: ${RUNS - 1} more runs of the ${slowest.length} furthest from the goals`);
    for (const page of slowest)
      for (let i = 1; i < RUNS; i += 1) runs.get(page).push(await measure(page));
  }

  /** Each page's figures: the median of its runs (one run for most pages). */
  const results = [...runs].map(([page, list]) => ({
    page,
    runs: list.length,
    lcp: median(list.map((r) => r.lcp)),
    fcp: median(list.map((r) => r.fcp)),
    tbt: median(list.map((r) => r.tbt)),
    cls: median(list.map((r) => r.cls)),
    bytes: median(list.map((r) => r.bytes)),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(list.map((r) => r.scores[id]))])),
    failing: [...new Set(list.flatMap((r) => r.failing))],
  }));
  console.log('');
  for (const result of results.filter((r) => r.runs > 1))
    console.log(`${result.page} (median of ${result.runs}): ${line(result)}`);

  // The goals of issue 12 ("Targets"), over every page.
  const goals = [
    ['LCP ≤ 1.0 s', (r) => r.lcp <= 1000],
    ['TBT ≤ 50 ms', (r) => r.tbt <= 50],
    ['CLS 0', (r) => r.cls === 0],
    ...CATEGORIES.map((id) => [`${id} 100`, (r) => r.scores[id] === 100]),
  ];
  const worst = (key) => results.reduce((a, b) => (b[key] > a[key] ? b : a));
  const worstLcp = worst('lcp');
  const worstTbt = worst('tbt');
  console.log(
    `\nWorst LCP: ${(worstLcp.lcp / 1000).toFixed(2)} s on ${worstLcp.page}` +
      ` (${worstLcp.runs > 1 ? `median of ${worstLcp.runs}` : 'one run'})`,
  );
  console.log(
    `Worst TBT: ${Math.round(worstTbt.tbt)} ms on ${worstTbt.page}` +
      ` (${worstTbt.runs > 1 ? `median of ${worstTbt.runs}` : 'one run'})`,
  );
  for (const [label, pass] of goals) {
    const failing = results.filter((r) => !pass(r)).map((r) => r.page);
    console.log(
      `${label.padEnd(22)} ${failing.length === 0 ? `pass on all ${results.length} pages` : `FAIL on ${failing.join(', ')}`}`,
    );
  }
  const passed = results.every((r) => goals.every(([, pass]) => pass(r)));
  console.log(`\n${passed ? 'Every goal met.' : 'Some goals not met (printed, not enforced).'}`);
  console.log(`bench: at the end, ${machine()}`);
  await cleanUp();
} catch (error) {
  console.error(`bench:web: ${error instanceof Error ? error.message : error}`);
  await cleanUp();
  process.exit(1);
}
