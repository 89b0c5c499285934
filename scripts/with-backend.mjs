#!/usr/bin/env node
// Runs the site beside the embedded local backend, pointed at each other.
//   node scripts/with-backend.mjs --dev      Vite dev server (hot reload) on http://127.0.0.1:5173
//   node scripts/with-backend.mjs --preview  builds the site, then serves the built files on http://127.0.0.1:4173
//                                            by their own hosting rules (apps/web/build/static-server.mjs)
// When VITE_SUPABASE_URL is set, no local backend starts: the site talks to that project instead.
// Ctrl-C (SIGINT) or SIGTERM stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv.includes('--preview') ? 'preview' : 'dev';
const backendPort = Number(process.env.HARBOR_BACKEND_PORT ?? 54321);

/** @type {{ stop(): Promise<void>, serviceRoleKey: string, outboxUrl: string, url: string, anonKey: string } | null} */
let backend = null;
/** @type {import('node:child_process').ChildProcess | null} */
let child = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The child runs in its own process group (pnpm -> sh -> vite): signal the whole group so no
  // server outlives this script.
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // The backend finishes the requests in flight (a checkout, a write) before it closes.
  if (backend) {
    console.log('Stopping the local backend (finishing requests in flight)…');
    await backend
      .stop()
      .catch((error) => console.error('Stopping the local backend failed:', error));
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** Runs a pnpm command in the workspace and resolves with its exit code. */
function pnpm(args, env) {
  const proc = spawn('pnpm', args, { cwd: root, env, stdio: 'inherit', detached: true });
  child = proc;
  return new Promise((resolve) =>
    proc.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

// `pnpm exec` puts a relative `./node_modules/.bin` first on PATH; turbo would then resolve pnpm
// relative to each package's folder and fail to spawn it. Children get absolute PATH entries only.
const env = {
  ...process.env,
  PATH: (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => path.isAbsolute(entry))
    .join(path.delimiter),
};
// Server-side secrets go to the local edge functions only, never to the site's processes.
// With STRIPE_SECRET_KEY set (use a test-mode key), the functions call the real Stripe API instead
// of the local emulator; forward its webhooks with `stripe listen --forward-to
// http://127.0.0.1:54321/functions/v1/stripe-webhook` and set STRIPE_WEBHOOK_SECRET to the
// secret it prints. With MAILERLITE_API_KEY set, newsletter sign-ups go to MailerLite.
const SERVER_SECRETS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MAILERLITE_API_KEY',
  'MAILERLITE_GROUP_ID',
];
/** @type {Record<string, string>} */
const functionEnv = {};
for (const name of SERVER_SECRETS) {
  if (process.env[name]) functionEnv[name] = process.env[name];
  delete env[name];
}
if (functionEnv.STRIPE_SECRET_KEY) functionEnv.STRIPE_API_URL = '';
if (!env.VITE_SUPABASE_URL) {
  const { startLocalBackend } = await import('./local-backend.mjs');
  const startLocalSupabase = await startLocalBackend();
  backend = await startLocalSupabase({
    port: backendPort,
    dataDir: process.env.HARBOR_DATA_DIR ?? path.join(root, '.local-supabase', 'data'),
    functionEnv,
    // As on a Supabase project with "Confirm email" on: new members confirm through the outbox.
    // Otherwise supabase/config.toml decides ([auth.email] enable_confirmations).
    confirmEmail: ['1', 'true'].includes(process.env.HARBOR_AUTH_CONFIRM_EMAIL ?? '') || undefined,
  });
  env.VITE_SUPABASE_URL = backend.url;
  env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  console.log(
    `Local backend: ${backend.url} (demo accounts: see README.md, password harbor-demo-password)`,
  );
  // Reset and confirmation links are logged as they are "sent"; the outbox lists them too, for a
  // client on this machine with the service-role key only.
  console.log(`Mail outbox: curl -H "apikey: ${backend.serviceRoleKey}" ${backend.outboxUrl}`);
} else {
  console.log(`Using the backend at ${env.VITE_SUPABASE_URL} (no local backend started).`);
}

if (mode === 'preview') {
  const built = await pnpm(
    ['run', 'build', '--filter=@harbor-help/web...', '--output-logs=errors-only'],
    env,
  );
  if (built !== 0) await stop(built);
  console.log('Harbor: http://127.0.0.1:4173');
  await stop(await pnpm(['--filter', '@harbor-help/web', 'preview'], env));
} else {
  await stop(
    await pnpm(['--filter', '@harbor-help/web', 'dev', '--host', '127.0.0.1', '--port', '5173'], env),
  );
}
