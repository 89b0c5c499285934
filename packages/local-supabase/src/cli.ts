// The CLI: harbor-local-supabase [--port 54321] [--data DIR] [--reset] [--confirm-email] [--quiet]
// (bin/harbor-local-supabase.mjs runs the built copy of this file).
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF } from './demo-accounts.js';
import { DEFAULT_DATA_DIR } from './paths.js';
import { DEFAULT_PORT, startLocalSupabase, type LocalSupabase } from './server.js';

const usage = `Usage: harbor-local-supabase [--port ${DEFAULT_PORT}] [--data DIR] [--reset] [--confirm-email]

  --port N          port to listen on (0 picks a free one; env HARBOR_LOCAL_SUPABASE_PORT)
  --data DIR        database directory (default ${DEFAULT_DATA_DIR})
  --reset           delete DIR's database and rebuild it from supabase/migrations and supabase/seed.sql
  --confirm-email   require email confirmation, as a Supabase project with "Confirm email" on:
                    sign-up returns no session and mails a confirmation link to the outbox
                    (env HARBOR_AUTH_CONFIRM_EMAIL=1)
  --quiet           only print the start banner

Environment: HARBOR_JWT_EXPIRY (access-token seconds, default 3600), HARBOR_JWT_SECRET,
HARBOR_ANON_KEY, HARBOR_SERVICE_ROLE_KEY, HARBOR_SITE_URL, HARBOR_AUTH_CONFIRM_EMAIL.`;

const options = {
  port: { type: 'string' },
  data: { type: 'string' },
  reset: { type: 'boolean', default: false },
  'confirm-email': { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;
let parsed: ReturnType<typeof parseArgs<{ options: typeof options; strict: true }>>;
try {
  parsed = parseArgs({
    options,
    strict: true,
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}
const { values } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const portText = values.port ?? process.env.HARBOR_LOCAL_SUPABASE_PORT;
const port = portText === undefined ? DEFAULT_PORT : Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, got "${portText}"`);
  process.exit(2);
}

// The flag, or HARBOR_AUTH_CONFIRM_EMAIL=1 (or true), turns email confirmation on; otherwise
// supabase/config.toml decides ([auth.email] enable_confirmations).
const confirmEmail =
  Boolean(values['confirm-email']) ||
  ['1', 'true'].includes((process.env.HARBOR_AUTH_CONFIRM_EMAIL ?? '').trim().toLowerCase()) ||
  undefined;

const started = Date.now();
const quiet = Boolean(values.quiet);
let server: LocalSupabase;
try {
  server = await startLocalSupabase({
    port,
    dataDir: values.data,
    reset: Boolean(values.reset),
    confirmEmail,
    log: quiet ? () => {} : (message) => console.log(`[local-supabase] ${message}`),
  });
} catch (error) {
  console.error(
    `[local-supabase] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

console.log(`
Harbor local Supabase is running (started in ${Date.now() - started} ms)

  API URL           ${server.url}
  anon key          ${server.anonKey}
  service_role key  ${server.serviceRoleKey}
  Mail outbox       ${server.outboxUrl} (needs the service_role key; the links are also logged here)
                    curl -H "apikey: <service_role key>" ${server.outboxUrl}
  Data              ${server.dataDir}
  Confirm email     ${server.confirmEmail ? 'on: sign-ups get a confirmation link in the outbox' : 'off: sign-ups are confirmed at once'}

  Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}
  Demo staff admin  ${DEMO_STAFF.email}, same password + TOTP secret ${DEMO_STAFF.totpSecret} (local only)

Press Ctrl-C to stop (requests in flight finish first; press it again to quit at once).
`);

// A bug must not take the backend down under the site: log it and keep serving.
process.on('unhandledRejection', (reason) => {
  console.error(
    `[local-supabase] unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`,
  );
});

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) {
    console.log(`[local-supabase] ${signal} again: quitting without waiting`);
    process.exit(1);
  }
  stopping = true;
  console.log(`[local-supabase] ${signal}: shutting down (finishing requests in flight)`);
  server.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(`[local-supabase] error while stopping: ${String(error)}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
