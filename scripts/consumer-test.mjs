// @ts-check
// The consumer test (issue 23, part 6): Harbor's public packages as an app outside the workspace
// gets them. Packs every public package (`pnpm pack`, after the build), copies the fixture app in
// tests/consumer to a temp folder outside the repo, installs the tarballs with npm (no workspace
// links), then, on React 19 and again on React 18.3:
//   - type-checks it (`tsc --noEmit`, strict),
//   - builds it (`vite build`),
//   - runs its vitest jsdom test against a fresh local backend (sign in as basic@harbor.test, see
//     the Premium badge, sign out; the same through @harbor-help/auth/core without React).
// Then prints the bytes each package adds (esbuild, minified and gzip).
//
//   node scripts/consumer-test.mjs            # both React versions
//   node scripts/consumer-test.mjs --react 18 # one
//   HARBOR_CONSUMER_KEEP=1 …                  # keep the temp folder
//
// Needs the packages built (`turbo run build`) and the npm registry (or npm's cache: installs
// run with --prefer-offline).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalBackend } from './local-backend.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(root, 'tests', 'consumer');

/** The public packages, and what an app imports from each. */
const PACKAGES = ['device-storage', 'ui', 'journey', 'auth', 'challenges'];

/** Per React major: the versions the fixture installs. */
const REACT = {
  19: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
  },
  18: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@types/react': '^18.3.0',
    '@types/react-dom': '^18.3.0',
  },
};

const args = process.argv.slice(2);
const onlyReact = args.includes('--react') ? args[args.indexOf('--react') + 1] : null;
const majors = /** @type {Array<keyof typeof REACT>} */ (
  onlyReact ? [Number(onlyReact)] : [19, 18]
);
for (const major of majors) {
  if (!REACT[major]) throw new Error(`--react ${major}: only 18 and 19 are tested`);
}

// Run inside the installed app (its esbuild, its node_modules).
const SIZES_SCRIPT = `
const esbuild = require('esbuild');
const { gzipSync } = require('node:zlib');
const names = JSON.parse(process.argv[1]);
const entries = names.map((name) => '@harbor-help/' + name).concat('@harbor-help/auth/core');
/** React, supabase-js, CSS and every other @harbor-help package stay outside the measured one. */
const outside = (entry) => ({
  name: 'outside',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|@supabase\\/|@harbor-help\\/)|\\.css$/ }, (args) =>
      args.path === entry || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
});
(async () => {
  const rows = [];
  for (const entry of entries) {
    const result = await esbuild.build({
      stdin: { contents: 'export * from ' + JSON.stringify(entry) + ';', resolveDir: process.cwd(), loader: 'js' },
      bundle: true, minify: true, splitting: true, format: 'esm', outdir: 'size-out', write: false,
      platform: 'browser', target: 'es2022', plugins: [outside(entry)],
      define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
    });
    let entryMin = 0, entryGzip = 0, lazyMin = 0, lazyGzip = 0;
    for (const file of result.outputFiles) {
      const gz = gzipSync(file.contents, { level: 9 }).length;
      if (file.path.endsWith('stdin.js')) { entryMin += file.contents.length; entryGzip += gz; }
      else { lazyMin += file.contents.length; lazyGzip += gz; }
    }
    rows.push([entry, entryMin, entryGzip, lazyMin, lazyGzip, result.outputFiles.length - 1]);
  }
  const kb = (n) => (n / 1000).toFixed(2) + ' kB';
  const pad = (s, n) => String(s).padEnd(n);
  console.log('Bytes each package adds: its whole public entry, esbuild --minify, gzip -9; React, supabase-js');
  console.log('and the other @harbor-help packages outside. Lazy chunks load only when needed.');
  console.log(pad('package', 30) + pad('entry min', 12) + pad('entry gzip', 12) + pad('lazy min', 12) + pad('lazy gzip', 12) + 'lazy chunks');
  for (const [entry, a, b, c, d, n] of rows)
    console.log(pad(entry, 30) + pad(kb(a), 12) + pad(kb(b), 12) + pad(kb(c), 12) + pad(kb(d), 12) + n);
})().catch((error) => { console.error(error); process.exit(1); });
`;

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (message) => console.log(`[consumer] ${message} (${seconds()})`);

/**
 * Runs a command and resolves to its output; on failure prints the output and rejects. Never
 * synchronous: the local backend answers from this same process meanwhile.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<string>}
 */
function run(command, commandArgs, { cwd, env = process.env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) return resolve(stdout);
      process.stdout.write(output);
      reject(new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd} (exit ${code})`));
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'harbor-consumer-'));
const tarballs = path.join(work, 'tarballs');
const app = path.join(work, 'app');
/** @type {Awaited<ReturnType<Awaited<ReturnType<typeof startLocalBackend>>>> | null} */
let backend = null;
let failed = false;

try {
  // 1. Pack each built package, as `pnpm publish` would (workspace: ranges become versions).
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name);
    if (!existsSync(path.join(dir, 'dist'))) {
      throw new Error(`packages/${name}/dist is missing: build first (turbo run build)`);
    }
  }
  mkdirSync(tarballs);
  /** @type {Record<string, string>} */
  const tarballOf = {};
  await Promise.all(
    PACKAGES.map((name) =>
      run('pnpm', ['pack', '--pack-destination', tarballs], {
        cwd: path.join(root, 'packages', name),
      }),
    ),
  );
  for (const name of PACKAGES) {
    const file = readdirSync(tarballs).find((entry) => entry.startsWith(`harbor-help-${name}-`));
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballOf[`@harbor-help/${name}`] = `file:${path.join(tarballs, file)}`;
  }
  step(`packed ${PACKAGES.length} packages`);

  // 2. The fixture, outside the repo: no workspace, no pnpm, nothing but the tarballs.
  cpSync(fixture, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(source),
  });
  const manifestPath = path.join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies = { ...manifest.dependencies, ...tarballOf };
  // The packages depend on each other (auth on device-storage…): the same tarballs, never the registry.
  manifest.overrides = Object.fromEntries(Object.keys(tarballOf).map((name) => [name, `$${name}`]));

  // 3. The local backend: a fresh database on a free port.
  const startLocalSupabase = await startLocalBackend();
  backend = await startLocalSupabase({
    port: 0,
    dataDir: path.join(work, 'backend-data'),
    reset: true,
    quiet: true,
    drainTimeoutMs: 500,
  });
  step(`local backend on ${backend.url}`);

  const bin = (name) => path.join(app, 'node_modules', '.bin', name);
  for (const major of majors) {
    // 4. Install with npm, this React version.
    for (const [name, version] of Object.entries(REACT[major])) {
      if (name in manifest.dependencies) manifest.dependencies[name] = version;
      else manifest.devDependencies[name] = version;
    }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      {
        cwd: app,
      },
    );
    const installed = JSON.parse(
      readFileSync(path.join(app, 'node_modules', 'react', 'package.json'), 'utf8'),
    ).version;
    step(`React ${major}: npm installed react ${installed} and the tarballs`);

    // 5. Type-check (strict), build, test.
    await run(bin('tsc'), ['--noEmit'], { cwd: app });
    step(`React ${major}: tsc --noEmit (strict) passed`);
    await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app });
    step(`React ${major}: vite build passed`);
    await run(bin('vitest'), ['run', '--reporter=dot'], {
      cwd: app,
      env: {
        ...process.env,
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_ANON_KEY: backend.anonKey,
        VITE_EXPECTED_REACT: String(major),
      },
    });
    step(`React ${major}: vitest (sign in as basic@harbor.test, Premium badge, sign out) passed`);
  }

  // 6. What each package adds: its whole public entry, bundled and minified with its own
  // dependencies inside but React, supabase-js and the other @harbor-help packages outside
  // (so the numbers add up), then gzip. Lazy chunks (auth's client calls, challenges' hubs)
  // are counted apart: they load only when needed.
  const sizes = await run(process.execPath, ['-e', SIZES_SCRIPT, JSON.stringify(PACKAGES)], {
    cwd: app,
  });
  console.log(`\n${sizes.trim()}\n`);
  step('done');
} catch (error) {
  failed = true;
  console.error(`[consumer] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`[consumer] the app is in ${app}`);
} finally {
  await backend?.stop();
  if (!failed && !process.env.HARBOR_CONSUMER_KEEP) rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
