// Starts the local backend: reads the settings (options, environment, supabase/config.toml),
// opens the database, composes the one Hono app (app.ts) from the API modules, listens, and
// stops by draining the requests in flight.
import { loadEmailTemplates } from './auth/email-template.js';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import { Outbox, isLoopbackHost } from './auth/outbox.js';
import { createAuthRoutes } from './auth/routes.js';
import { readProjectConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { createFunctionRoutes } from './functions/routes.js';
import { writeJson } from './http/respond.js';
import { OWN_REQUEST_HEADER, createOwnRequests } from './http/own-requests.js';
import { resolveKeys } from './keys.js';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_FUNCTIONS_CACHE,
  DEFAULT_FUNCTIONS_DIR,
  DEFAULT_SUPABASE_DIR,
  DEFAULT_TEMPLATE_ROOT,
} from './paths.js';
import { createRestRoutes } from './rest/routes.js';
import { loadSchemaCache } from './rest/schema.js';
import { createStorageRoutes } from './storage/routes.js';
import { seedBuckets } from './storage/objects.js';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  createStripeEmulator,
} from './stripe/emulator.js';

export const DEFAULT_PORT = 54321;
export { DEFAULT_DATA_DIR };
const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

export interface LocalSupabaseOptions {
  /** TCP port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Where the database lives. Default `<repo>/.local-supabase/data`. */
  dataDir?: string;
  /** Rebuild the database from the migrations and the seed. */
  reset?: boolean;
  /** Access-token lifetime. Default env HARBOR_JWT_EXPIRY or `[auth] jwt_expiry` or 3600. */
  jwtExpirySeconds?: number;
  /**
   * Emulate a project with "Confirm email" on (Supabase's default): sign-up creates an unconfirmed
   * user, answers the user without a session and puts a confirmation link (`type: 'signup'`,
   * valid 24 hours) in the outbox; a password sign-in before the link is used fails with
   * `email_not_confirmed`; signing up with a confirmed address answers an obfuscated user instead
   * of `user_already_exists`. Default `[auth.email] enable_confirmations` (false): sign-up
   * confirms at once and returns a session. (The CLI reads `--confirm-email` or env
   * HARBOR_AUTH_CONFIRM_EMAIL=1.)
   */
  confirmEmail?: boolean;
  /**
   * GoTrue's SMTP_MAX_FREQUENCY for `POST /auth/v1/resend`: a confirmation link is re-sent only
   * when the last one went out at least this long ago, else 429 `over_email_send_rate_limit`.
   * Default 60 (hosted Supabase's). Sign-up and recovery are not limited.
   */
  emailSendIntervalSeconds?: number;
  /** No log output. */
  quiet?: boolean;
  /** Where auth links go when no allowed redirect_to is given. Default http://127.0.0.1:5173. */
  siteUrl?: string;
  /** Extra browser origins for CORS and redirects (loopback origins are always allowed). */
  allowedOrigins?: string[];
  /** Default env HARBOR_JWT_SECRET or the Supabase local demo secret. */
  jwtSecret?: string;
  /** Default env HARBOR_ANON_KEY or the demo anon key. */
  anonKey?: string;
  /** Default env HARBOR_SERVICE_ROLE_KEY or the demo service-role key. */
  serviceRoleKey?: string;
  /**
   * Password sign-ins: one client address gets at most `failedSignInsPerAddress` (30) failed ones
   * per `windowSeconds` (300), then 429; after `failedSignInsPerEmail` (5) failures for one email,
   * every further sign-in to it (from any address, right password or not) is held a little before
   * it is checked: 250 ms, doubling per failure up to `emailBackoffMaxMs` (2000). One address has
   * one sign-in to an email in flight at a time: another waits its turn, or is refused while the
   * email is held back. A correct password is never refused for the email's failures, so nobody
   * can lock an owner out.
   */
  rateLimits?: {
    failedSignInsPerAddress?: number;
    windowSeconds?: number;
    failedSignInsPerEmail?: number;
    emailBackoffMaxMs?: number;
  };
  /**
   * GoTrue's refresh-token reuse interval: a rotated token used again within it returns the
   * session's current token. Default `[auth] refresh_token_reuse_interval` of supabase/config.toml
   * (10, as hosted Supabase); 0 refuses any reuse.
   */
  refreshTokenReuseIntervalSeconds?: number;
  /** The most rows a GET or a set-returning function answers (PostgREST's db-max-rows). Default `[api] max_rows` (1000). */
  maxRows?: number;
  /** On stop, how long requests in flight may take to finish before their connections are cut. Default 10000. */
  drainTimeoutMs?: number;
  /** Folder holding migrations/, seed.sql and config.toml. Default `<repo>/supabase`. */
  supabaseDir?: string;
  /** Cache of prebuilt databases. Default env HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT or `packages/local-supabase/.template`. */
  templateRoot?: string;
  /** Where log lines go (default console.log unless quiet). */
  log?: (message: string) => void;
  /** The edge functions. Default `<repo>/supabase/functions`. */
  functionsDir?: string;
  /**
   * Environment of the edge functions, over the local defaults (SUPABASE_URL, keys, the local
   * Stripe emulator's key, webhook secret and URL, SITE_URL). An empty string unsets a default
   * (e.g. `STRIPE_API_URL: ''` to use the real Stripe API).
   */
  functionEnv?: Record<string, string>;
  /**
   * The local Stripe emulator: deliver its events to the stripe-webhook function (default true); a
   * fixed subscription period in seconds instead of the price's month or year (tests); where events
   * are delivered (default this server's stripe-webhook function); the waits before each retry of
   * a failed delivery (default 1 s, 2 s, 4 s … 1 h: 12 retries over about 1 h 40 min).
   */
  stripe?: {
    deliverWebhooks?: boolean;
    periodSeconds?: number;
    webhookUrl?: string;
    retryDelaysMs?: number[];
  };
}

export interface LocalSupabase {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** `GET` with the service-role key (`apikey` header): `{ messages: [{ to, subject, type, link, createdAt }] }`, newest last. */
  outboxUrl: string;
  dataDir: string;
  /** Whether sign-ups must confirm their email (the option, else config.toml). */
  confirmEmail: boolean;
  /** `${url}/functions/v1` */
  functionsUrl: string;
  /** The local Stripe emulator: point the official client at apiUrl with secretKey; events are signed with webhookSecret. */
  stripe: { apiUrl: string; secretKey: string; webhookSecret: string };
  stop(): Promise<void>;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Starts the local Supabase-compatible backend. */
export async function startLocalSupabase(
  options: LocalSupabaseOptions = {},
): Promise<LocalSupabase> {
  const env = process.env;
  const log =
    options.log ??
    (options.quiet ? () => {} : (message: string) => console.log(`[local-supabase] ${message}`));
  const keys = await resolveKeys(options, env);
  const secret = new TextEncoder().encode(keys.jwtSecret);
  const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR;
  // The auth and API settings of supabase/config.toml, as `supabase start` would apply them.
  const project = readProjectConfig(path.join(supabaseDir, 'config.toml'));
  // Before the database opens: a template Supabase would not read stops the start at once.
  const emailTemplates = loadEmailTemplates(project.emailTemplates, path.dirname(supabaseDir));
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const siteUrl =
    options.siteUrl ?? env.HARBOR_SITE_URL ?? project.siteUrl ?? 'http://127.0.0.1:5173';
  const allowedOrigins = options.allowedOrigins ?? [];
  const redirectOrigins: string[] = [];
  for (const url of project.additionalRedirectUrls) {
    try {
      redirectOrigins.push(new URL(url).origin);
    } catch {
      log(`warning: supabase/config.toml: additional_redirect_urls has a bad URL: ${url}`);
    }
  }
  const confirmEmail = options.confirmEmail ?? project.confirmEmail;
  const drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  const own = createOwnRequests();

  const { db, close } = await openDatabase({
    dataDir,
    reset: options.reset ?? false,
    supabaseDir,
    templateRoot:
      options.templateRoot ?? env.HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT ?? DEFAULT_TEMPLATE_ROOT,
    log,
  });
  const schema = await loadSchemaCache(db);
  await seedBuckets({ db, supabaseDir, buckets: project.buckets, log });

  let baseUrl = '';
  const getUrl = () => baseUrl;
  const outbox = new Outbox();
  const stripeSecretKey = env.HARBOR_LOCAL_STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY;
  const stripeWebhookSecret = env.HARBOR_LOCAL_STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const stripe = createStripeEmulator({
    db,
    getUrl,
    secretKey: stripeSecretKey,
    webhookSecret: stripeWebhookSecret,
    deliverWebhooks: options.stripe?.deliverWebhooks ?? true,
    periodSeconds: options.stripe?.periodSeconds,
    webhookUrl: options.stripe?.webhookUrl,
    retryDelaysMs: options.stripe?.retryDelaysMs,
    log,
  });
  /** The edge functions' environment: this server and its keys, under the caller's overrides. */
  const functionEnv = () => {
    const values = new Map(
      Object.entries({
        SUPABASE_URL: baseUrl,
        SUPABASE_ANON_KEY: keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        STRIPE_SECRET_KEY: stripeSecretKey,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_URL: baseUrl,
        SITE_URL: siteUrl,
        HARBOR_ALLOW_LOOPBACK_ORIGINS: 'true',
        // Where the functions' own mail goes: this server's outbox (needs the service-role key).
        HARBOR_LOCAL_MAIL_URL: `${baseUrl}/__harbor/outbox`,
        ...options.functionEnv,
      }),
    );
    for (const [name, value] of values) if (value === '') values.delete(name);
    return values;
  };

  let address: AddressInfo | null = null;
  const app = createApp({
    db,
    secret,
    keys,
    allowedOrigins,
    outbox,
    port: () => address?.port ?? 0,
    functions: createFunctionRoutes({
      secret,
      functionsDir: options.functionsDir ?? DEFAULT_FUNCTIONS_DIR,
      cacheRoot: DEFAULT_FUNCTIONS_CACHE,
      withoutJwt: project.functionsWithoutJwt,
      env: functionEnv,
      log,
    }),
    stripe,
    auth: createAuthRoutes({
      db,
      secret,
      getUrl,
      outbox,
      log,
      settings: {
        jwtExpirySeconds:
          options.jwtExpirySeconds ??
          positiveInt(env.HARBOR_JWT_EXPIRY, project.jwtExpirySeconds ?? 3600),
        refreshTokenReuseIntervalSeconds:
          options.refreshTokenReuseIntervalSeconds ?? project.refreshTokenReuseIntervalSeconds,
        siteUrl,
        allowedRedirectOrigins: [...allowedOrigins, ...redirectOrigins],
        rateLimits: {
          failedSignInsPerAddress: options.rateLimits?.failedSignInsPerAddress ?? 30,
          windowSeconds: options.rateLimits?.windowSeconds ?? 300,
          failedSignInsPerEmail: options.rateLimits?.failedSignInsPerEmail ?? 5,
          emailBackoffMaxMs: options.rateLimits?.emailBackoffMaxMs ?? 2000,
        },
        confirmEmail,
        emailSendIntervalSeconds: options.emailSendIntervalSeconds ?? 60,
        minimumPasswordLength: project.minimumPasswordLength,
        enableSignup: project.enableSignup,
        emailTemplates,
      },
    }),
    rest: createRestRoutes({
      db,
      secret,
      getSchema: () => schema,
      maxRows: options.maxRows ?? project.maxRows,
    }),
    storage: createStorageRoutes({ db, secret }),
    log,
  });

  // Node's request → the app's web Request → Response. As `@hono/node-server`'s serve() does, the
  // global Request and Response become its lighter subclasses, whose string and byte bodies it
  // writes straight to the socket (with the platform's classes every answer is read back through
  // a stream first: about 15 % fewer requests per second).
  const listener = getRequestListener(app.fetch, { hostname: 'localhost' });
  const inFlight = new Set<Promise<void>>();
  let draining = false;
  /** 503 answers being sent while stopping. */
  const refusals = new Set<Promise<unknown>>();
  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      // While stopping, only the server's own calls (an edge function in flight calling the
      // REST API, say) are still answered; anything new is told to come back later.
      const mark = req.headers[OWN_REQUEST_HEADER];
      if (!own.isOwn(Array.isArray(mark) ? mark[0] : mark)) {
        // Read the (small) body first: closing a connection with unread data resets it, and the
        // client would not know whether its request was done. It was not.
        let answered = false;
        const refuse = () => {
          if (answered) return;
          answered = true;
          writeJson(
            res,
            503,
            { message: 'The local backend is shutting down; try again when it is back' },
            { 'Retry-After': '5', Connection: 'close' },
          );
        };
        const refusing = new Promise((resolve) => res.on('close', () => resolve(undefined)));
        refusals.add(refusing);
        void refusing.finally(() => refusals.delete(refusing));
        req.on('end', refuse);
        req.on('error', refuse);
        setTimeout(refuse, 1000).unref();
        req.resume();
        return;
      }
    }
    const done = own
      .run(() => listener(req, res))
      .catch((error: unknown) => {
        log(`failed to answer ${req.method} ${req.url}: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  // An idle keep-alive connection stays open 65 s (Node's default is 5 s), like the load balancers
  // in front of a hosted backend. With 5 s, a client that reused a pooled connection just as the
  // server closed it got ECONNRESET (CI: a browser test's PATCH). An idle connection is never
  // answered 408: headersTimeout counts only while a request is being read.
  server.keepAliveTimeout = 65_000;
  // A request Node refuses before the app sees it is answered as Node itself would, without CORS
  // headers (so a browser reports it as a CORS failure; the log says why). A connection opened
  // ahead of need (browsers preconnect) and left unused past the timeout gets Node's 408, which a
  // browser takes as "try again on a new connection"; a 400 there fails the request it then
  // carries (as a token refresh failed once in CI, reported as CORS).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? '431 Request Header Fields Too Large'
          : '400 Bad Request';
    if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT')
      log(`refused a request before reading it: ${error.code ?? error.message}`);
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  address = server.address() as AddressInfo;
  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  baseUrl = `http://${urlHost}:${address.port}`;
  own.own.baseUrl = baseUrl;
  log(`listening on ${baseUrl}`);
  // Loads the emulator's stored checkouts and resumes webhook deliveries left pending.
  await stripe.start();
  if (!isLoopbackHost(host)) {
    log(
      `warning: listening on ${host}, beyond this machine's loopback: anyone who can reach port ${address.port} can use this development server and its well-known demo keys`,
    );
  }

  let stopping: Promise<void> | null = null;
  return {
    url: baseUrl,
    port: address.port,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    outboxUrl: `${baseUrl}/__harbor/outbox`,
    confirmEmail,
    dataDir,
    functionsUrl: `${baseUrl}/functions/v1`,
    stripe: { apiUrl: baseUrl, secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret },
    stop() {
      stopping ??= (async () => {
        // No new webhook attempts; those under way finish while the server still answers them.
        await stripe.stop();
        // Drain: new requests get 503 while those in flight (and the calls they make to this
        // server) finish, up to drainTimeoutMs; then the listener and the database close.
        draining = true;
        const deadline = Date.now() + drainTimeoutMs;
        if (inFlight.size > 0) log(`stopping: finishing ${inFlight.size} request(s) in flight`);
        while ((inFlight.size > 0 || own.own.pending.count > 0) && Date.now() < deadline) {
          await Promise.race([
            Promise.allSettled([...inFlight]),
            new Promise((resolve) => setTimeout(resolve, 25)),
          ]);
        }
        if (inFlight.size > 0) {
          log(
            `stopping: ${inFlight.size} request(s) still running after ${drainTimeoutMs} ms were cut`,
          );
        }
        // Stop accepting, let the 503 answers already begun go out, then cut what is left.
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
        await Promise.race([
          Promise.allSettled([...refusals]),
          new Promise((resolve) => setTimeout(resolve, 1000)),
        ]);
        server.closeAllConnections();
        await closed;
        await close();
        log('stopped');
      })();
      return stopping;
    },
  };
}
