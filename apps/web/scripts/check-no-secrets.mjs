#!/usr/bin/env node
// @ts-check
// Fails when a server-side secret, or the name of one, is in a built site.
//
//   node apps/web/scripts/check-no-secrets.mjs [dir ...]     the folders given
//   node apps/web/scripts/check-no-secrets.mjs               apps/web/dist, and every keyed build
//                                                            of the browser tests that exists
//   node apps/web/scripts/check-no-secrets.mjs --e2e-sites   only the browser tests' keyed builds
//                                                            (apps/web/e2e-artifacts/sites/*);
//                                                            fails when there are none
//
// `pnpm build` makes apps/web/dist with no VITE_ values; the browser tests' global setup
// (e2e/global-setup.ts) builds the site again for each of its local backends, with
// VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set, into e2e-artifacts/sites/<name>. Those keyed
// builds are the ones a mistake (a service-role key in a VITE_ variable) would show up in, so
// `pnpm test:all` scans them after the browser tests.
//
// Looked for in every file of each folder:
// - the names of the server's secrets (STRIPE_SECRET_KEY, SUPABASE_SERVICE_ROLE_KEY, …: code
//   that reads them belongs on the server only);
// - Supabase secret keys (sb_secret_…), and any JWT whose role is service_role or
//   supabase_admin (the local backend's well-known service-role key included), the local
//   backend's well-known JWT secret and its Stripe stand-in's secret key;
// - Stripe secret, restricted and webhook-signing keys (sk_…, rk_…, whsec_…), live or test;
// - private keys (PEM), GitHub and npm tokens, AWS access key ids;
// - the values of those secrets when they are set in this process's environment.
// The anon key (a JWT whose role is anon) and publishable keys (sb_publishable_…) are public by
// design and allowed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.join(here, '..');
/** The plain build of `pnpm build`. */
export const DIST_DIR = path.join(webDir, 'dist');
/** Where e2e/global-setup.ts writes its keyed builds, one folder per site. */
export const E2E_SITES_DIR = path.join(webDir, 'e2e-artifacts', 'sites');

/** Names of server-side secrets: code that reads them must never be in the site. */
export const SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MAILERLITE_API_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_JWT_SECRET',
  'NEWSLETTER_TOKEN_SECRET',
  'ADDRESS_HASH_SECRET',
  'HARDSHIP_IP_HASH_SECRET',
  'HARBOR_SERVICE_ROLE_KEY',
  'HARBOR_JWT_SECRET',
];

/**
 * The local backend's well-known secrets (packages/local-supabase/src/keys.ts and
 * src/stripe/emulator.ts; check-no-secrets.test.ts keeps these equal to them). Its service-role
 * key is also found as a service_role JWT; it is listed so the message names it.
 */
export const LOCAL_BACKEND_SECRETS = [
  {
    what: "the local backend's service-role key",
    value:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  },
  {
    what: "the local backend's JWT secret",
    value: 'super-secret-jwt-token-with-at-least-32-characters-long',
  },
  {
    what: "the local Stripe stand-in's secret key",
    value: 'sk_test_harbor_local_0000000000000000000000',
  },
  {
    what: "the local Stripe stand-in's webhook signing secret",
    value: 'whsec_harbor_local_0000000000000000000000',
  },
];

const PATTERNS = [
  { what: 'a Supabase secret key (sb_secret_…)', pattern: /\bsb_secret_[A-Za-z0-9_-]{8,}/ },
  { what: 'a Stripe secret key', pattern: /\bsk_(live|test)_[A-Za-z0-9_]{8,}/ },
  { what: 'a Stripe restricted key', pattern: /\brk_(live|test)_[A-Za-z0-9_]{8,}/ },
  { what: 'a Stripe webhook signing secret', pattern: /\bwhsec_[A-Za-z0-9_]{8,}/ },
  { what: 'a private key', pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  {
    what: 'a GitHub token',
    pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{40,})/,
  },
  { what: 'an npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { what: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
];
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}/g;
/** JWT roles that bypass row-level security. */
const PRIVILEGED_ROLES = new Set(['service_role', 'supabase_admin']);
/** Environment variables whose values, when set here, must not be in the site. */
const ENV_SECRETS = [
  ...SECRET_NAMES,
  'HARBOR_LOCAL_STRIPE_SECRET_KEY',
  'HARBOR_LOCAL_STRIPE_WEBHOOK_SECRET',
];

/** @param {string} token */
function jwtRole(token) {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof payload?.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.isFile() ? [full] : [];
  });
}

/**
 * The problems in one file's text.
 * @param {string} text
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function findSecrets(text, env = process.env) {
  /** @type {string[]} */
  const found = [];
  for (const name of SECRET_NAMES) if (text.includes(name)) found.push(`the name ${name}`);
  for (const { what, value } of LOCAL_BACKEND_SECRETS) if (text.includes(value)) found.push(what);
  for (const { what, pattern } of PATTERNS) if (pattern.test(text)) found.push(what);
  for (const match of text.matchAll(JWT)) {
    const role = jwtRole(match[0]);
    if (role && PRIVILEGED_ROLES.has(role)) found.push(`a ${role} JWT`);
  }
  for (const name of ENV_SECRETS) {
    const value = env[name];
    if (value && value.length >= 8 && text.includes(value)) found.push(`the value of ${name}`);
  }
  return [...new Set(found)];
}

/** The keyed builds of the browser tests that exist now. @param {string} [sitesDir] */
export function e2eSiteDirs(sitesDir = E2E_SITES_DIR) {
  if (!fs.existsSync(sitesDir)) return [];
  return fs
    .readdirSync(sitesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(sitesDir, entry.name))
    .sort();
}

/**
 * Which folders to scan, from the command line's arguments.
 * @param {string[]} args
 * @returns {{ dirs: string[], error?: string }}
 */
export function foldersToScan(args, { dist = DIST_DIR, sitesDir = E2E_SITES_DIR } = {}) {
  const e2eOnly = args.includes('--e2e-sites');
  const given = args.filter((arg) => arg !== '--e2e-sites');
  const unknown = given.filter((arg) => arg.startsWith('--'));
  if (unknown.length > 0) return { dirs: [], error: `unknown option ${unknown.join(', ')}` };
  if (given.length > 0) return { dirs: given.map((dir) => path.resolve(dir)) };
  const sites = e2eSiteDirs(sitesDir);
  if (e2eOnly) {
    if (sites.length === 0) {
      return {
        dirs: [],
        error: `no keyed builds in ${sitesDir}; run the browser tests first (pnpm test:e2e)`,
      };
    }
    return { dirs: sites };
  }
  return { dirs: [dist, ...sites] };
}

/**
 * Scans folders; returns what it found and prints nothing.
 * @param {string[]} dirs
 * @param {NodeJS.ProcessEnv} [env]
 */
export function scan(dirs, env = process.env) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const missing = [];
  let fileCount = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
      missing.push(dir);
      continue;
    }
    for (const file of files(dir)) {
      fileCount += 1;
      for (const what of findSecrets(fs.readFileSync(file).toString('latin1'), env)) {
        problems.push(`${path.relative(process.cwd(), file) || file} contains ${what}`);
      }
    }
  }
  return { problems, missing, fileCount };
}

/**
 * The command: prints its findings and returns the exit code.
 * @param {string[]} args
 */
export function main(args) {
  const { dirs, error } = foldersToScan(args);
  if (error) {
    console.error(`check-no-secrets: ${error}.`);
    return 1;
  }
  const { problems, missing, fileCount } = scan(dirs);
  for (const dir of missing) {
    console.error(
      `check-no-secrets: ${dir} does not exist; build the site first (pnpm --filter @harbor-help/web build).`,
    );
  }
  for (const problem of problems) console.error(`check-no-secrets: ${problem}`);
  if (problems.length > 0) {
    console.error(
      `check-no-secrets: ${problems.length} problem(s). Secrets belong in the edge functions' environment, never in VITE_* variables or site code.`,
    );
  }
  if (missing.length > 0 || problems.length > 0) return 1;
  const names = dirs.map((dir) => path.relative(process.cwd(), dir) || dir).join(', ');
  console.log(`check-no-secrets: no secrets in ${fileCount} files of ${names}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
