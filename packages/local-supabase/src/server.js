// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { createAuthHandler } from './auth.js';
import { readProjectConfig } from './config.js';
import {
  DEFAULT_SUPABASE_DIR,
  DEFAULT_TEMPLATE_ROOT,
  REPO_ROOT,
  openDatabase,
} from './database.js';
import {
  DEFAULT_FUNCTIONS_CACHE,
  DEFAULT_FUNCTIONS_DIR,
  loadFunctions,
  sendWebResponse,
  toWebRequest,
} from './functions.js';
import {
  applyCors,
  headerValue,
  HttpError,
  isHttpError,
  readBody,
  sendJson,
  sendPreflight,
} from './http.js';
import { resolveKeys } from './keys.js';
import { createRestHandler, loadSchemaCache, postgresErrorToHttp, restError } from './rest.js';
import { createStorageHandler, seedBuckets } from './storage.js';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  createStripeEmulator,
} from './stripe-emulator.js';
import { verifyJwt } from './tokens.js';

export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local-supabase', 'data');
const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Requests the server makes to itself while answering one (an edge function calling the REST
 * API or the Stripe stand-in, the Stripe stand-in delivering a webhook) carry a per-server header,
 * so that while the server drains on stop it still answers them and the outer request can finish.
 * The mark is added by a wrapper of the global fetch, only inside a request's async context and
 * only for URLs of that server; everything else goes to the original fetch untouched.
 * @type {AsyncLocalStorage<{ baseUrl: string, token: string, pending: { count: number } }>}
 */
const ownRequests = new AsyncLocalStorage();
const OWN_REQUEST_HEADER = 'x-harbor-own-request';
let fetchWrapped = false;
function markOwnRequests() {
  if (fetchWrapped) return;
  fetchWrapped = true;
  const original = globalThis.fetch;
  /** @type {typeof fetch} */
  const harborFetch = (input, init) => {
    const own = ownRequests.getStore();
    const target =
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!own || !target.startsWith(`${own.baseUrl}/`)) return original(input, init);
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set(OWN_REQUEST_HEADER, own.token);
    own.pending.count += 1;
    const done = original(input, { ...init, headers });
    done.then(
      () => (own.pending.count -= 1),
      () => (own.pending.count -= 1),
    );
    return done;
  };
  globalThis.fetch = harborFetch;
}

/** Compares two secrets in constant time. @param {string} given @param {string} expected */
function sameSecret(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** @param {string} host */
const isLoopbackHost = (host) => LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * @typedef {object} LocalSupabaseOptions
 * @property {number} [port] TCP port; 0 picks a free one. Default 54321.
 * @property {string} [host] Interface to listen on. Default 127.0.0.1.
 * @property {string} [dataDir] Where the database lives. Default `<repo>/.local-supabase/data`.
 * @property {boolean} [reset] Rebuild the database from the migrations and the seed.
 * @property {number} [jwtExpirySeconds] Access-token lifetime. Default env HARBOR_JWT_EXPIRY or 3600.
 * @property {boolean} [confirmEmail] Emulate a project with "Confirm email" on (Supabase's default):
 *   sign-up creates an unconfirmed user, answers the user without a session and puts a
 *   confirmation link (`type: 'signup'`, valid 24 hours) in the outbox; a password sign-in before
 *   the link is used fails with `email_not_confirmed`; signing up with a confirmed address answers
 *   an obfuscated user instead of `user_already_exists`. Default false: sign-up confirms at once
 *   and returns a session. (The CLI reads `--confirm-email` or env HARBOR_AUTH_CONFIRM_EMAIL=1.)
 * @property {number} [emailSendIntervalSeconds] GoTrue's SMTP_MAX_FREQUENCY for `POST /auth/v1/resend`:
 *   a confirmation link is re-sent only when the last one went out at least this long ago, else
 *   429 `over_email_send_rate_limit`. Default 60 (hosted Supabase's). Sign-up and recovery are not limited.
 * @property {boolean} [quiet] No log output.
 * @property {string} [siteUrl] Where auth links go when no allowed redirect_to is given. Default http://127.0.0.1:5173.
 * @property {string[]} [allowedOrigins] Extra browser origins for CORS and redirects (loopback origins are always allowed).
 * @property {string} [jwtSecret] Default env HARBOR_JWT_SECRET or the Supabase local demo secret.
 * @property {string} [anonKey] Default env HARBOR_ANON_KEY or the demo anon key.
 * @property {string} [serviceRoleKey] Default env HARBOR_SERVICE_ROLE_KEY or the demo service-role key.
 * @property {{ failedSignInsPerAddress?: number, windowSeconds?: number, failedSignInsPerEmail?: number, emailBackoffMaxMs?: number }} [rateLimits]
 *   Password sign-ins: one client address gets at most `failedSignInsPerAddress` (30) failed ones per
 *   `windowSeconds` (300), then 429; after `failedSignInsPerEmail` (5) failures for one email, every
 *   further sign-in to it (from any address, right password or not) is held a little before it is
 *   checked: 250 ms, doubling per failure up to `emailBackoffMaxMs` (2000). One address may have
 *   one sign-in to an email in flight at a time. A correct password is never refused for the
 *   email's failures, so nobody can lock an owner out.
 * @property {number} [refreshTokenReuseIntervalSeconds] GoTrue's refresh-token reuse interval: a rotated token
 *   used again within it returns the session's current token. Default `[auth] refresh_token_reuse_interval`
 *   of supabase/config.toml (10, as hosted Supabase); 0 refuses any reuse.
 * @property {number} [maxRows] The most rows a GET or a set-returning function answers (PostgREST's
 *   db-max-rows). Default `[api] max_rows` of supabase/config.toml (1000).
 * @property {number} [drainTimeoutMs] On stop, how long requests in flight may take to finish
 *   before their connections are cut. Default 10000.
 * @property {string} [supabaseDir] Folder holding migrations/ and seed.sql. Default `<repo>/supabase`.
 * @property {string} [templateRoot] Cache of prebuilt databases. Default env HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT or `packages/local-supabase/.template`.
 * @property {(message: string) => void} [log] Where log lines go (default console.log unless quiet).
 * @property {string} [functionsDir] The edge functions. Default `<repo>/supabase/functions`.
 * @property {Record<string, string>} [functionEnv] Environment of the edge functions, over the local
 *   defaults (SUPABASE_URL, keys, the local Stripe emulator's key, webhook secret and URL, SITE_URL).
 *   An empty string unsets a default (e.g. `STRIPE_API_URL: ''` to use the real Stripe API).
 * @property {{ deliverWebhooks?: boolean, periodSeconds?: number, webhookUrl?: string, retryDelaysMs?: number[] }} [stripe]
 *   The local Stripe emulator: deliver its events to the stripe-webhook function (default true); a fixed
 *   subscription period in seconds instead of the price's month or year (tests); where events are
 *   delivered (default this server's stripe-webhook function); the waits before each retry of a
 *   failed delivery (default 1 s, 2 s, 4 s … 1 h: 12 retries over about 1 h 40 min).
 */

/**
 * @typedef {object} LocalSupabase
 * @property {string} url e.g. http://127.0.0.1:54321
 * @property {number} port
 * @property {string} anonKey
 * @property {string} serviceRoleKey
 * @property {string} jwtSecret
 * @property {string} outboxUrl `GET` with the service-role key (`apikey` header) returns
 *   `{ messages: [{ to, subject, type, link, createdAt }] }`, newest last
 * @property {string} dataDir
 * @property {boolean} confirmEmail whether sign-ups must confirm their email (the option, else config.toml)
 * @property {string} functionsUrl `${url}/functions/v1`
 * @property {{ apiUrl: string, secretKey: string, webhookSecret: string }} stripe the local Stripe
 *   emulator (point the official client at apiUrl with secretKey; events are signed with webhookSecret)
 * @property {() => Promise<void>} stop
 */

/** @param {string | undefined} value @param {number} fallback */
function positiveInt(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * Starts the local Supabase-compatible backend.
 * @param {LocalSupabaseOptions} [options]
 * @returns {Promise<LocalSupabase>}
 */
export async function startLocalSupabase(options = {}) {
  const env = process.env;
  const quiet = options.quiet ?? false;
  const log =
    options.log ??
    (quiet
      ? () => {}
      : (/** @type {string} */ message) => console.log(`[local-supabase] ${message}`));
  const keys = await resolveKeys(options, env);
  const secret = new TextEncoder().encode(keys.jwtSecret);
  const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR;
  // The auth and API settings of supabase/config.toml, as `supabase start` would apply them.
  const project = readProjectConfig(path.join(supabaseDir, 'config.toml'));
  const jwtExpirySeconds =
    options.jwtExpirySeconds ??
    positiveInt(env.HARBOR_JWT_EXPIRY, project.jwtExpirySeconds ?? 3600);
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const siteUrl =
    options.siteUrl ?? env.HARBOR_SITE_URL ?? project.siteUrl ?? 'http://127.0.0.1:5173';
  const allowedOrigins = options.allowedOrigins ?? [];
  /** @type {string[]} */
  const redirectOrigins = [];
  for (const url of project.additionalRedirectUrls) {
    try {
      redirectOrigins.push(new URL(url).origin);
    } catch {
      log(`warning: supabase/config.toml: additional_redirect_urls has a bad URL: ${url}`);
    }
  }
  const rateLimits = {
    failedSignInsPerAddress: options.rateLimits?.failedSignInsPerAddress ?? 30,
    windowSeconds: options.rateLimits?.windowSeconds ?? 300,
    failedSignInsPerEmail: options.rateLimits?.failedSignInsPerEmail ?? 5,
    emailBackoffMaxMs: options.rateLimits?.emailBackoffMaxMs ?? 2000,
  };
  const drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  const confirmEmail = options.confirmEmail ?? project.confirmEmail;
  markOwnRequests();

  const { db, close } = await openDatabase({
    dataDir,
    reset: options.reset ?? false,
    supabaseDir: options.supabaseDir ?? DEFAULT_SUPABASE_DIR,
    templateRoot:
      options.templateRoot ?? env.HARBOR_LOCAL_SUPABASE_TEMPLATE_ROOT ?? DEFAULT_TEMPLATE_ROOT,
    log,
  });
  const schema = await loadSchemaCache(db);

  let baseUrl = '';
  /** @type {import('./auth.js').OutboxMessage[]} */
  const outbox = [];
  const auth = createAuthHandler({
    db,
    getUrl: () => baseUrl,
    secret,
    jwtExpirySeconds,
    siteUrl,
    allowedRedirectOrigins: [...allowedOrigins, ...redirectOrigins],
    outbox,
    log,
    rateLimits,
    refreshTokenReuseIntervalSeconds:
      options.refreshTokenReuseIntervalSeconds ?? project.refreshTokenReuseIntervalSeconds,
    confirmEmail,
    emailSendIntervalSeconds: options.emailSendIntervalSeconds ?? 60,
    minimumPasswordLength: project.minimumPasswordLength,
    enableSignup: project.enableSignup,
  });
  const rest = createRestHandler({
    db,
    getSchema: () => schema,
    maxRows: options.maxRows ?? project.maxRows,
  });
  const storage = createStorageHandler({ db, secret, getUrl: () => baseUrl });
  await seedBuckets({ db, supabaseDir, log });
  const stripeSecretKey = env.HARBOR_LOCAL_STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY;
  const stripeWebhookSecret = env.HARBOR_LOCAL_STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const stripe = createStripeEmulator({
    getUrl: () => baseUrl,
    secretKey: stripeSecretKey,
    webhookSecret: stripeWebhookSecret,
    deliverWebhooks: options.stripe?.deliverWebhooks ?? true,
    periodSeconds: options.stripe?.periodSeconds,
    webhookUrl: options.stripe?.webhookUrl,
    retryDelaysMs: options.stripe?.retryDelaysMs,
    log,
    db,
  });
  /** @returns {Map<string, string>} */
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
        ...options.functionEnv,
      }),
    );
    for (const [name, value] of values) if (value === '') values.delete(name);
    return values;
  };
  const functionsDir = options.functionsDir ?? DEFAULT_FUNCTIONS_DIR;
  const withoutJwt = project.functionsWithoutJwt;
  /** @type {Promise<Map<string, (req: Request) => Promise<Response>>> | null} */
  let functionsReady = null;
  // Bundled (or read from the cache) and imported on first use, so they never slow the start.
  const functionHandlers = () => {
    functionsReady ??= (async () => {
      const modules = await loadFunctions({
        functionsDir,
        cacheRoot: DEFAULT_FUNCTIONS_CACHE,
        log,
      });
      /** @type {Map<string, (req: Request) => Promise<Response>>} */
      const handlers = new Map();
      for (const [name, module] of modules) {
        let values = /** @type {Map<string, string> | null} */ (null);
        handlers.set(
          name,
          module.createHandler({
            get: (key) => (values ??= functionEnv()).get(key),
          }),
        );
      }
      return handlers;
    })();
    functionsReady.catch(() => {
      functionsReady = null;
    });
    return functionsReady;
  };

  /**
   * `/functions/v1/<name>`: the platform's JWT check (unless config.toml turns it off for the
   * function), then the handler, which answers CORS itself as on Supabase.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function serveFunction(req, res, url) {
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const cors = { 'Access-Control-Allow-Origin': '*' };
    const handler = (await functionHandlers()).get(name);
    if (!handler) {
      return sendJson(
        res,
        404,
        { code: 'NOT_FOUND', message: 'Requested function was not found' },
        cors,
      );
    }
    if (req.method !== 'OPTIONS' && !withoutJwt.has(name)) {
      const authorization = headerValue(req.headers.authorization);
      const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
      if (!token) {
        return sendJson(
          res,
          401,
          { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
          cors,
        );
      }
      const check = await verifyJwt(token, secret);
      if (!check.ok) {
        return sendJson(
          res,
          401,
          { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
          cors,
        );
      }
    }
    const method = req.method ?? 'GET';
    const body =
      method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
        ? undefined
        : await readBody(req, 1024 * 1024, (status, message) => new HttpError(status, { message }));
    const response = await handler(toWebRequest(req, url, body));
    return sendWebResponse(response, res);
  }
  const apiKeys = new Map([
    [keys.anonKey, 'anon'],
    [keys.serviceRoleKey, 'service_role'],
  ]);

  /**
   * The role and claims a REST request runs with: the bearer token's, else the apikey's.
   * @param {import('node:http').IncomingMessage} req
   * @param {string} apikey
   */
  async function restRole(req, apikey) {
    const authorization = headerValue(req.headers.authorization);
    let token = apikey;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (!match)
        throw restError(401, 'PGRST301', 'Expected a Bearer token in the Authorization header');
      token = /** @type {string} */ (match[1]);
    }
    const check = await verifyJwt(token, secret);
    if (!check.ok) {
      if (check.reason === 'expired') {
        throw restError(401, 'PGRST303', 'JWT expired', null, null);
      }
      throw restError(401, 'PGRST301', `JWSError ${check.message.slice(0, 200)}`, null, null);
    }
    const role = typeof check.claims.role === 'string' ? check.claims.role : 'anon';
    return { role, claims: /** @type {Record<string, unknown>} */ (check.claims) };
  }

  /**
   * `PATCH /__harbor/users/<id>` { created_at?, email_confirmed_at? } with the service-role key:
   * a local-only test hook (Supabase's admin API cannot backdate an account) so tests can seed an
   * account older than a day, or an unconfirmed one, for the hardship-access rules. Answers the
   * two fields as stored.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} userId
   */
  async function patchUser(req, res, userId) {
    const { role } = await restRole(req, headerValue(req.headers.apikey) ?? '');
    if (role !== 'service_role') {
      return sendJson(res, 403, { message: 'Only the service role may change an account here.' });
    }
    const raw = await readBody(
      req,
      16 * 1024,
      (status, message) => new HttpError(status, { message }),
    );
    /** @type {Record<string, unknown>} */
    let body;
    try {
      body = JSON.parse(raw.toString('utf8') || '{}');
    } catch {
      return sendJson(res, 400, { message: 'The body must be JSON.' });
    }
    /** @param {unknown} value */
    const asDate = (value) =>
      value === null
        ? null
        : typeof value === 'string' && !Number.isNaN(Date.parse(value))
          ? value
          : undefined;
    const createdAt = asDate(body.created_at);
    const confirmedAt = asDate(body.email_confirmed_at);
    if (
      ('created_at' in body && (createdAt === undefined || createdAt === null)) ||
      ('email_confirmed_at' in body && confirmedAt === undefined)
    ) {
      return sendJson(res, 400, {
        message: 'Dates must be ISO 8601 (email_confirmed_at may be null).',
      });
    }
    const result = await db.query(
      `update auth.users
          set created_at = case when $2 then $3::timestamptz else created_at end,
              email_confirmed_at = case when $4 then $5::timestamptz else email_confirmed_at end,
              updated_at = now()
        where id = $1
        returning created_at, email_confirmed_at`,
      [
        userId,
        'created_at' in body,
        createdAt ?? null,
        'email_confirmed_at' in body,
        confirmedAt ?? null,
      ],
    );
    const row = /** @type {{ created_at: Date, email_confirmed_at: Date | null } | undefined} */ (
      result.rows[0]
    );
    if (!row) return sendJson(res, 404, { message: 'No such user.' });
    return sendJson(res, 200, {
      created_at: row.created_at.toISOString(),
      email_confirmed_at: row.email_confirmed_at ? row.email_confirmed_at.toISOString() : null,
    });
  }

  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();

  /**
   * `GET /__harbor/outbox` (and `DELETE` to empty it): the mail no one sends. The links in it
   * sign their holder in, so it answers only (1) a request whose Host names this server on a
   * loopback name (a DNS-rebinding page carries its own host name), (2) with no Origin header
   * and no cross-site fetch metadata (no web page may read it, so no CORS either) and (3) with
   * the service-role key in the `apikey` header or as a Bearer token.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serveOutbox(req, res) {
    const noStore = { 'Cache-Control': 'no-store' };
    const hostHeader = headerValue(req.headers.host) ?? '';
    const hostMatch = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(hostHeader.toLowerCase());
    const port = String(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    const hostOk =
      hostMatch !== null &&
      isLoopbackHost(/** @type {string} */ (hostMatch[1])) &&
      (hostMatch[2] ?? '80') === port;
    const fetchSite = headerValue(req.headers['sec-fetch-site']);
    if (
      !hostOk ||
      req.headers.origin !== undefined ||
      (fetchSite !== undefined && fetchSite !== 'none')
    ) {
      return sendJson(
        res,
        403,
        {
          message:
            'The mail outbox answers only a client on this machine (not a web page), with the service-role key',
        },
        noStore,
      );
    }
    const apikey = headerValue(req.headers.apikey);
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(req.headers.authorization) ?? '')?.[1];
    const given = apikey ?? bearer;
    if (!given || !sameSecret(given, keys.serviceRoleKey)) {
      return sendJson(
        res,
        401,
        {
          message: 'The mail outbox needs the service-role key',
          hint: 'Send it in the `apikey` header (it is printed at start).',
        },
        noStore,
      );
    }
    if (req.method === 'GET') return sendJson(res, 200, { messages: outbox }, noStore);
    if (req.method === 'DELETE') {
      outbox.length = 0;
      return sendJson(res, 204, undefined);
    }
    return sendJson(res, 405, { message: 'Use GET or DELETE' }, { Allow: 'GET, DELETE' });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const isAuth = pathname.startsWith('/auth/v1/');
    try {
      if (pathname.startsWith('/functions/v1/')) return await serveFunction(req, res, url);
      if (pathname.startsWith('/v1/')) return await stripe.handleApi(req, res, url);
      if (pathname.startsWith('/__harbor/checkout/') || pathname.startsWith('/__harbor/billing/')) {
        return await stripe.handlePage(req, res, url);
      }
      // The outbox holds sign-in links (password reset, confirmation): before any CORS, only
      // for a same-machine client that names this server and shows the service-role key.
      if (pathname === '/__harbor/outbox') return serveOutbox(req, res);
      applyCors(req, res, allowedOrigins);
      if (req.method === 'OPTIONS') return sendPreflight(req, res);
      if (isAuth) res.setHeader('X-Supabase-Api-Version', '2024-01-01');
      const userPath = /^\/__harbor\/users\/([0-9a-f-]{36})$/i.exec(pathname);
      if (userPath && req.method === 'PATCH') {
        return await patchUser(req, res, /** @type {string} */ (userPath[1]));
      }
      if (pathname === '/' || pathname === '/__harbor/health') {
        return sendJson(res, 200, {
          name: 'harbor-local-supabase',
          auth: '/auth/v1',
          rest: '/rest/v1',
        });
      }
      // The email link is opened by a browser without an apikey, as on Supabase.
      if (pathname === '/auth/v1/verify' && req.method === 'GET') {
        return await auth.handle(req, res, url, '/verify');
      }

      const isRest = pathname.startsWith('/rest/v1/');
      const isStorage = pathname.startsWith('/storage/v1/');
      // A signed URL is opened without an apikey, as on Supabase: its token is the credential.
      if (isStorage && storage.isSignedDownload(req, pathname)) {
        return await storage.handle(req, res, url, null);
      }
      if (!isAuth && !isRest && !isStorage)
        return sendJson(res, 404, { message: 'no Route matched with those values' });
      const apikey = headerValue(req.headers.apikey) ?? url.searchParams.get('apikey') ?? undefined;
      if (!apikey) {
        return sendJson(res, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      }
      if (!apiKeys.has(apikey)) {
        return sendJson(res, 401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
      }
      url.searchParams.delete('apikey');

      if (isAuth) return await auth.handle(req, res, url, pathname.slice('/auth/v1'.length));

      if (isStorage) return await storage.handle(req, res, url, await restRole(req, apikey));

      const tableName = decodeURIComponent(pathname.slice('/rest/v1/'.length));
      if (/^rpc\/[^/]+$/.test(tableName)) {
        const requestRole = await restRole(req, apikey);
        try {
          return await rest.handleRpc(req, res, url, tableName.slice(4), requestRole);
        } catch (error) {
          if (isHttpError(error)) throw error;
          const mapped = postgresErrorToHttp(error, requestRole.role);
          if (mapped) throw mapped;
          throw error;
        }
      }
      if (!tableName || tableName.includes('/')) {
        throw restError(404, 'PGRST125', `Invalid path specified in request URL`);
      }
      const requestRole = await restRole(req, apikey);
      try {
        return await rest.handle(req, res, url, tableName, requestRole);
      } catch (error) {
        if (isHttpError(error)) throw error;
        const mapped = postgresErrorToHttp(error, requestRole.role);
        if (mapped) throw mapped;
        throw error;
      }
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (isHttpError(error)) {
        return sendJson(res, error.status, error.body, error.headers);
      }
      if (
        /** @type {{ code?: unknown }} */ (error)?.code === 'ERR_INVALID_URL' ||
        error instanceof URIError
      ) {
        return sendJson(
          res,
          400,
          isAuth
            ? { code: 'validation_failed', message: 'Malformed request URL' }
            : { code: 'PGRST100', details: null, hint: null, message: 'Malformed request URL' },
        );
      }
      log(
        `unexpected error on ${req.method} ${pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return sendJson(
        res,
        500,
        isAuth
          ? {
              code: 'unexpected_failure',
              message: 'Unexpected failure, please check server logs for more information',
            }
          : { code: 'PGRST000', details: null, hint: null, message: 'Unexpected failure' },
      );
    }
  }

  const own = { baseUrl: '', token: randomBytes(16).toString('hex'), pending: { count: 0 } };
  let draining = false;
  /** 503 answers being sent while stopping. @type {Set<Promise<unknown>>} */
  const refusals = new Set();
  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      // While stopping, only the server's own calls (an edge function in flight calling the
      // REST API, say) are still answered; anything new is told to come back later.
      const mark = headerValue(req.headers[OWN_REQUEST_HEADER]);
      if (!mark || !sameSecret(mark, own.token)) {
        // Read the (small) body first: closing a connection with unread data resets it, and the
        // client would not know whether its request was done. It was not.
        let answered = false;
        const refuse = () => {
          if (answered) return;
          answered = true;
          sendJson(
            res,
            503,
            { message: 'The local backend is shutting down; try again when it is back' },
            { 'Retry-After': '5', Connection: 'close' },
          );
        };
        const refusing = new Promise((resolve) => res.on('close', () => resolve(undefined)));
        refusals.add(refusing);
        refusing.finally(() => refusals.delete(refusing));
        req.on('end', refuse);
        req.on('error', refuse);
        setTimeout(refuse, 1000).unref();
        req.resume();
        return;
      }
    }
    const done = ownRequests
      .run(own, () => route(req, res))
      .catch((error) => {
        log(`failed to answer ${req.method} ${req.url}: ${String(error)}`);
        if (!res.headersSent) sendJson(res, 500, { message: 'Unexpected failure' });
        else res.destroy();
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, host, () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
  } catch (error) {
    await close();
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  baseUrl = `http://${urlHost}:${address.port}`;
  own.baseUrl = baseUrl;
  log(`listening on ${baseUrl}`);
  // Loads the emulator's stored checkouts and resumes webhook deliveries left pending.
  await stripe.start();
  if (!isLoopbackHost(host)) {
    log(
      `warning: listening on ${host}, beyond this machine's loopback: anyone who can reach port ${address.port} can use this development server and its well-known demo keys`,
    );
  }

  let stopping = /** @type {Promise<void> | null} */ (null);
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
        while ((inFlight.size > 0 || own.pending.count > 0) && Date.now() < deadline) {
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
