#!/usr/bin/env node
// Fails when a server-side secret, or the name of one, is in the built site (apps/web/dist by
// default, or the folder given as the first argument). Run after `pnpm --filter @harbor-help/web build`.
//
// Looked for in every file of the build:
// - the names STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, MAILERLITE_API_KEY and
//   SUPABASE_SERVICE_ROLE_KEY (code that reads them belongs on the server only);
// - Stripe secret, restricted and webhook-signing keys (sk_…, rk_…, whsec_…), live or test;
// - any JWT whose role is service_role (the local demo service-role key included);
// - the values of those secrets when they are set in this process's environment.
// The anon key is public by design and allowed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));

const SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MAILERLITE_API_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
];
const PATTERNS = [
  { what: 'a Stripe secret key', pattern: /\bsk_(live|test)_[A-Za-z0-9_]{8,}/ },
  { what: 'a Stripe restricted key', pattern: /\brk_(live|test)_[A-Za-z0-9_]{8,}/ },
  { what: 'a Stripe webhook signing secret', pattern: /\bwhsec_[A-Za-z0-9_]{8,}/ },
];
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}/g;
const ENV_SECRETS = [
  ...SECRET_NAMES,
  'HARBOR_SERVICE_ROLE_KEY',
  'HARBOR_JWT_SECRET',
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
 * @returns {string[]}
 */
export function findSecrets(text) {
  /** @type {string[]} */
  const found = [];
  for (const name of SECRET_NAMES) if (text.includes(name)) found.push(`the name ${name}`);
  for (const { what, pattern } of PATTERNS) if (pattern.test(text)) found.push(what);
  for (const match of text.matchAll(JWT)) {
    if (jwtRole(match[0]) === 'service_role') found.push('a service_role JWT');
  }
  for (const name of ENV_SECRETS) {
    const value = process.env[name];
    if (value && value.length >= 8 && text.includes(value)) found.push(`the value of ${name}`);
  }
  return [...new Set(found)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(root)) {
    console.error(
      `check-no-secrets: ${root} does not exist; build the site first (pnpm --filter @harbor-help/web build).`,
    );
    process.exit(1);
  }
  let problems = 0;
  const all = files(root);
  for (const file of all) {
    const found = findSecrets(fs.readFileSync(file).toString('latin1'));
    for (const what of found) {
      console.error(`check-no-secrets: ${path.relative(root, file)} contains ${what}`);
      problems += 1;
    }
  }
  if (problems > 0) {
    console.error(
      `check-no-secrets: ${problems} problem(s). Secrets belong in the edge functions' environment, never in VITE_* variables or site code.`,
    );
    process.exit(1);
  }
  console.log(
    `check-no-secrets: no secrets in ${all.length} files of ${path.relative(process.cwd(), root) || root}`,
  );
}
