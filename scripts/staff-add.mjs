#!/usr/bin/env node
// @ts-check
// `pnpm staff:add <email> --role admin|editor`: makes an existing account staff (issue 26), through
// public.staff_set_member, which also appends the change to public.staff_audit_log.
//
// - With SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment: against that project.
//   The service-role key is for operators' machines only; never put it in the site or a browser.
// - Otherwise against the local backend: the one `pnpm dev` / `pnpm start` runs on
//   http://127.0.0.1:54321 (HARBOR_BACKEND_PORT), or, when none is running, its data directory
//   (.local-supabase/data, HARBOR_DATA_DIR) opened for the time of the command.
//
// The account must exist (the person signs up first). Staff then enrol their TOTP second factor
// when they first sign in to the console: every staff policy requires aal2.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROLES = ['admin', 'editor'];
const USAGE = 'Usage: pnpm staff:add <email> --role admin|editor';

/** A refusal the command prints, exiting with `exitCode` (2: bad usage, 1: refused). */
class Refusal extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** @param {string} message @param {number} code @returns {never} */
function fail(message, code = 1) {
  throw new Refusal(message, code);
}

/** @param {string[]} args */
function parse(args) {
  let email = '';
  let role = '';
  for (let i = 0; i < args.length; i += 1) {
    const arg = /** @type {string} */ (args[i]);
    if (arg === '--role') role = args[++i] ?? '';
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (arg.startsWith('--')) fail(`Unknown option ${arg}.\n${USAGE}`, 2);
    else if (!email) email = arg;
    else fail(`Only one email, please.\n${USAGE}`, 2);
  }
  if (!email) fail(`Which account? ${USAGE}`, 2);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${email}" is not an email address.`, 2);
  if (!ROLES.includes(role)) {
    fail(`The role must be admin or editor${role ? `, not "${role}"` : ''}.\n${USAGE}`, 2);
  }
  return { email, role };
}

/** @param {string} url @param {string} key @param {string} email @param {string} role */
async function setMember(url, key, email, role) {
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/staff_set_member`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ p_email: email, p_role: role }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    if (body?.code === 'P0002') {
      fail(`No account uses the email ${email}: the person must sign up first.`);
    }
    fail(`The backend refused (${response.status}): ${body?.message ?? JSON.stringify(body)}`);
  }
  return body;
}

/** Whether the local backend answers on this URL. @param {string} url */
async function isUp(url) {
  try {
    const response = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main() {
  const { email, role } = parse(process.argv.slice(2));
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (url || key) {
    if (!url || !key) fail('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or neither.', 2);
    const row = await setMember(url, key, email, role);
    console.log(`${email} is now ${row.role} on ${new URL(url).host}.`);
    return;
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { startLocalBackend } = await import('./local-backend.mjs');
  const startLocalSupabase = await startLocalBackend();
  const { DEMO_SERVICE_ROLE_KEY } = await import('../packages/local-supabase/dist/index.js');
  const running = `http://127.0.0.1:${Number(process.env.HARBOR_BACKEND_PORT ?? 54321)}`;
  if (await isUp(running)) {
    // The running backend's key: the demo one unless it was started with its own secret.
    const key = process.env.HARBOR_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY;
    const row = await setMember(running, key, email, role);
    console.log(`${email} is now ${row.role} on the local backend (${running}).`);
    return;
  }
  const backend = await startLocalSupabase({
    port: 0,
    quiet: true,
    dataDir: process.env.HARBOR_DATA_DIR ?? path.join(root, '.local-supabase', 'data'),
  });
  try {
    const row = await setMember(backend.url, backend.serviceRoleKey, email, role);
    console.log(`${email} is now ${row.role} in the local backend's data (${backend.dataDir}).`);
  } finally {
    await backend.stop();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = error.exitCode;
}
