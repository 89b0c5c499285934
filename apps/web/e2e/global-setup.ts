/// <reference types="node" />
/**
 * Starts what the journeys run against, and returns the teardown that stops it all.
 *
 * Every site is the real production build (`vite build`, then build/prerender.mjs, the offline
 * copy's service worker of build/service-worker.mjs, then the hosting rules of
 * build/hosting-rules.mjs) of apps/web, served by build/static-server.mjs by those
 * rules (its `_headers`, with the production Content-Security-Policy, and its `_redirects`) on a
 * free 127.0.0.1 port, pointed through VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY at its own backend:
 *
 * - `main`: the local backend with its usual one-hour access tokens. Most journeys.
 * - `shortTokens`: a second local backend issuing 20-second access tokens (journey 12: a member
 *   who stays 60 s is refreshed at least twice). Kept apart so the rest of the suite is not
 *   timing-sensitive.
 * - `isolated`: a third local backend for the password-reset journey, which changes a demo
 *   account's password while other workers sign in with the demo accounts on `main`. It also
 *   asks new members to confirm their email (`confirmEmail`, Supabase's default in production),
 *   for the sign-up confirmation journey; the seeded demo accounts are confirmed already.
 * - `down`: pointed at a loopback port where nothing listens (journey 13: backend down). The
 *   journey itself may briefly listen there with a server that never answers.
 *
 * Each backend gets a fresh temporary data dir (`reset: true`), removed afterwards. What the
 * tests need is passed to the workers in the HARBOR_E2E_SITES environment variable.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalSupabase } from '@harbor-help/local-supabase';
import { ensureBuilt } from '@harbor-help/local-supabase/ensure-built';
import { build } from 'vite';
import { writeHostingRules } from '../build/hosting-rules.mjs';
import { prerenderSite } from '../build/prerender.mjs';
import { writeServiceWorker } from '../build/service-worker.mjs';
import { startStaticServer, type StaticServer } from '../build/static-server.mjs';
import { scan } from '../scripts/check-no-secrets.mjs';
import { SITES_ENV, type E2ESite, type E2ESites } from './support/sites';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(webRoot, 'e2e-artifacts');

type LocalBackend = LocalSupabase;

/** Whether nothing listens on `port` of 127.0.0.1 right now. */
async function isFree(port: number): Promise<boolean> {
  return await new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on, and that no server of this run can be given: it is below the range
 * the OS picks from for port 0 (Linux: net.ipv4.ip_local_port_range), where every backend and
 * static server here listens. A port the OS had picked and we closed again could be handed to
 * the next static server, which then answered the `down` site's calls without CORS headers (a
 * CI run saw it).
 */
async function portNoServerHereCanTake(): Promise<number> {
  let ephemeralLow = 32768;
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    if (Number(low) > 2048) ephemeralLow = Number(low);
  } catch {
    // Not Linux: the IANA range begins at 49152, above the default used here.
  }
  const floor = Math.max(1024, ephemeralLow - 10_000);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = floor + Math.floor(Math.random() * (ephemeralLow - floor));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${floor} and ${ephemeralLow} for the "down" site`);
}

async function startBackend(
  name: string,
  jwtExpirySeconds: number,
  dataDirs: string[],
  { confirmEmail = false, emailSendIntervalSeconds = 60 } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `harbor-e2e-${name}-`));
  dataDirs.push(dataDir);
  // The backend runs from its build (Node 20 cannot run its TypeScript): build it when stale.
  ensureBuilt();
  const { startLocalSupabase } = await import('@harbor-help/local-supabase');
  const logFile = path.join(artifacts, `backend-${name}.log`);
  writeFileSync(logFile, '');
  return await startLocalSupabase({
    port: 0,
    dataDir,
    reset: true,
    jwtExpirySeconds,
    // Its log goes to e2e-artifacts/backend-<name>.log (unexpected errors, refused requests):
    // where a journey's failure begins on the backend's side, the reason is there.
    log: (message: string) => appendFileSync(logFile, `${new Date().toISOString()} ${message}\n`),
    confirmEmail,
    emailSendIntervalSeconds,
  });
}

/**
 * The journeys send more than a dozen contact messages and stories from one address (127.0.0.1)
 * within minutes, from both projects, on the main backend; the per-connection limit on anonymous
 * writes (10 per 10 minutes, issue 31) would make them depend on their order and speed. The limit
 * itself is tested where it lives (packages/local-supabase/test/write-limits.test.js) and the
 * forms' "Too many tries" message in their unit tests, so here it is raised, through the same
 * service-role update the migration documents for operators.
 */
async function roomForTheJourneysWrites(backend: LocalBackend): Promise<void> {
  const response = await fetch(
    `${backend.url}/rest/v1/write_limits?kind=in.(contact_message,story,partner_application)`,
    {
      method: 'PATCH',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({ max_count: 1000 }),
    },
  );
  if (!response.ok) throw new Error(`Could not raise the write limits: HTTP ${response.status}`);
  // Each kind has two windows (10 minutes and a day): a filter that matched nothing would pass.
  const raised = (await response.json()) as unknown[];
  if (raised.length !== 6)
    throw new Error(`Raised ${raised.length} write limits, not the 6 of the three kinds`);
}

/**
 * After the run, the backends' own troubles (an unexpected error, a request refused before the
 * app saw it) are printed with the run's output: a journey that failed on a CORS error or a 500
 * gets its reason in the same log, in CI too.
 */
function reportBackendTrouble() {
  for (const file of readdirSync(artifacts).filter((name) => /^backend-.*\.log$/.test(name))) {
    const trouble = readFileSync(path.join(artifacts, file), 'utf8')
      .split('\n')
      .filter((line) => /unexpected error|refused a request|failed to answer/.test(line));
    if (trouble.length > 0) console.log(`e2e: ${file}:\n${trouble.join('\n')}`);
  }
}

/** Builds the site for one backend. Vite reads VITE_* from process.env, so builds run one at a time. */
async function buildSite(name: string, backendUrl: string, anonKey: string): Promise<string> {
  const outDir = path.join(artifacts, 'sites', name);
  process.env.VITE_SUPABASE_URL = backendUrl;
  process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  try {
    await build({
      root: webRoot,
      mode: 'production',
      // Errors only: bundle size is checked by the site's own build (scripts/check-bundle-size.mjs).
      logLevel: 'error',
      // The manifest lets the lazy-loading journey find a page's chunk by its source file.
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    // As `pnpm build` does: every public page written to its own HTML file, the offline copy's
    // service worker, then the hosting rules over everything the build wrote.
    await prerenderSite({ root: webRoot, outDir, log: () => undefined });
    await writeServiceWorker({ distDir: outDir, log: () => undefined });
    writeHostingRules({ distDir: outDir, supabaseUrl: backendUrl });
    // This build carries the backend's URL and anon key: nothing secret may have come with them
    // (`pnpm test:all` scans every keyed build again after the run).
    const { problems } = scan([outDir]);
    if (problems.length > 0) {
      throw new Error(
        `The ${name} site's build holds secrets (scripts/check-no-secrets.mjs):\n${problems.join('\n')}`,
      );
    }
  } finally {
    delete process.env.VITE_SUPABASE_URL;
    delete process.env.VITE_SUPABASE_ANON_KEY;
  }
  return outDir;
}

async function serveSite(outDir: string): Promise<{ server: StaticServer; baseURL: string }> {
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  return { server, baseURL: server.url };
}

/** Debian's chromium must be there: the same check (and, as root, install) as the README's test command. */
function ensureChromium() {
  const script = path.resolve(webRoot, '..', '..', 'scripts', 'ensure-chromium.mjs');
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error('Debian chromium is not available (see the message above).');
}

export default async function globalSetup() {
  const started = Date.now();
  ensureChromium();
  const dataDirs: string[] = [];
  const backends: LocalBackend[] = [];
  const servers: StaticServer[] = [];

  const teardown = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    await Promise.allSettled(backends.map((backend) => backend.stop()));
    reportBackendTrouble();
    await Promise.allSettled(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };

  try {
    await mkdir(artifacts, { recursive: true });
    // One after another: the first start on a fresh clone builds the database template, and
    // concurrent first starts in one process can fail inside PGlite ("PGlite failed to
    // initialize properly"), seen here about one run in three.
    const main = await startBackend('main', 3600, dataDirs);
    backends.push(main);
    await roomForTheJourneysWrites(main);
    const shortTokens = await startBackend('short-tokens', 20, dataDirs);
    backends.push(shortTokens);
    // A confirmation link may be sent again at once (Supabase waits 60 s), so the journey need not wait.
    const isolated = await startBackend('isolated', 3600, dataDirs, {
      confirmEmail: true,
      emailSendIntervalSeconds: 0,
    });
    backends.push(isolated);
    const downPort = await portNoServerHereCanTake();
    const downUrl = `http://127.0.0.1:${downPort}`;

    const targets: [keyof E2ESites, string, string, LocalBackend | null][] = [
      ['main', main.url, main.anonKey, main],
      ['shortTokens', shortTokens.url, shortTokens.anonKey, shortTokens],
      ['isolated', isolated.url, isolated.anonKey, isolated],
      ['down', downUrl, main.anonKey, null],
    ];
    const sites: Partial<E2ESites> = {};
    for (const [name, backendURL, anonKey, backend] of targets) {
      const outDir = await buildSite(name, backendURL, anonKey);
      const { server, baseURL } = await serveSite(outDir);
      servers.push(server);
      const site: E2ESite = {
        baseURL,
        backendURL,
        anonKey,
        serviceRoleKey: backend?.serviceRoleKey ?? '',
        outboxURL: backend?.outboxUrl ?? '',
        distDir: outDir,
      };
      sites[name] = site;
    }
    process.env[SITES_ENV] = JSON.stringify(sites);
    console.log(
      `e2e: 3 local backends and 4 site builds ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }

  return teardown;
}
