// The one router: every request the local backend answers goes through this Hono app. Order
// matters, and reads top to bottom: the routes that answer for themselves (edge functions, the
// Stripe stand-in, the mail outbox) come first, without CORS; then CORS and preflights for the
// rest; the few routes a browser opens without an apikey; the apikey gate; and the Supabase APIs.
import { Hono } from 'hono/tiny';
import type { MiddlewareHandler } from 'hono';
import { patchUserRoute } from './admin.js';
import type { Outbox } from './auth/outbox.js';
import { outboxRoute } from './auth/outbox.js';
import { API_VERSION } from './auth/errors.js';
import type { PGlite, Log } from './db/database.js';
import { cors } from './http/cors.js';
import { isHttpError } from './http/errors.js';
import { json, type AppEnv } from './http/respond.js';

export interface AppParts {
  db: PGlite;
  secret: Uint8Array;
  keys: { anonKey: string; serviceRoleKey: string };
  allowedOrigins: readonly string[];
  outbox: Outbox;
  /** The port the server listens on (the outbox checks the Host header names it). */
  port: () => number;
  functions: Hono<AppEnv>;
  stripe: { api: Hono<AppEnv>; pages: Hono<AppEnv> };
  auth: { routes: Hono<AppEnv>; emailLinkRoutes: Hono<AppEnv> };
  rest: Hono<AppEnv>;
  storage: { routes: Hono<AppEnv>; signed: Hono<AppEnv> };
  log: Log;
}

const health = () =>
  json(200, { name: 'harbor-local-supabase', auth: '/auth/v1', rest: '/rest/v1' });

/** The apikey of the project (header or `?apikey=`), as Supabase's gateway checks it; removed from the URL after. */
function apiKeyGate(keys: AppParts['keys']): MiddlewareHandler<AppEnv> {
  const known = new Set([keys.anonKey, keys.serviceRoleKey]);
  return async (c, next) => {
    const url = new URL(c.req.url);
    const apikey = c.req.header('apikey') ?? url.searchParams.get('apikey') ?? undefined;
    if (!apikey) {
      return json(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    if (!known.has(apikey)) {
      return json(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
    url.searchParams.delete('apikey');
    c.set('url', url);
    c.set('apikey', apikey);
    await next();
  };
}

/** GoTrue's API version on every /auth/v1 answer. */
const apiVersionHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
};

export function createApp(parts: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Answer for themselves: no CORS from here, no apikey.
  app.route('/functions/v1', parts.functions);
  app.route('/v1', parts.stripe.api);
  app.route('/__harbor', parts.stripe.pages);
  // The outbox holds sign-in links (password reset, confirmation): before any CORS, only for a
  // same-machine client that names this server and shows the service-role key.
  app.all(
    '/__harbor/outbox',
    outboxRoute({
      outbox: parts.outbox,
      serviceRoleKey: parts.keys.serviceRoleKey,
      port: parts.port,
    }),
  );

  app.use('*', cors(parts.allowedOrigins));
  app.use('/auth/v1/*', apiVersionHeader);
  app.patch(
    '/__harbor/users/:id{[0-9a-fA-F-]{36}}',
    patchUserRoute({ db: parts.db, secret: parts.secret }),
  );
  app.all('/', health);
  app.all('/__harbor/health', health);
  // Opened by a browser without an apikey, as on Supabase: the email link, a signed download.
  app.route('/auth/v1', parts.auth.emailLinkRoutes);
  app.route('/storage/v1/object/sign', parts.storage.signed);

  const gate = apiKeyGate(parts.keys);
  for (const api of ['/auth/v1/*', '/rest/v1/*', '/storage/v1/*']) app.use(api, gate);
  app.route('/auth/v1', parts.auth.routes);
  app.route('/rest/v1', parts.rest);
  app.route('/storage/v1', parts.storage.routes);

  app.notFound(() => json(404, { message: 'no Route matched with those values' }));
  app.onError((error, c) => {
    if (isHttpError(error)) return json(error.status, error.body, error.headers);
    const isAuth = new URL(c.req.url).pathname.startsWith('/auth/v1/');
    if ((error as { code?: unknown }).code === 'ERR_INVALID_URL' || error instanceof URIError) {
      return json(
        400,
        isAuth
          ? { code: 'validation_failed', message: 'Malformed request URL' }
          : { code: 'PGRST100', details: null, hint: null, message: 'Malformed request URL' },
      );
    }
    parts.log(
      `unexpected error on ${c.req.method} ${new URL(c.req.url).pathname}: ${error.stack ?? error.message}`,
    );
    return json(
      500,
      isAuth
        ? {
            code: 'unexpected_failure',
            message: 'Unexpected failure, please check server logs for more information',
          }
        : { code: 'PGRST000', details: null, hint: null, message: 'Unexpected failure' },
    );
  });
  return app;
}
