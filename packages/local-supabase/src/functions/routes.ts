// `/functions/v1/<name>`: the platform's gateway in front of the edge functions. It checks the JWT
// (unless config.toml turns that off for the function), sets the caller's address as a proxy
// would, and hands the function a web Request; the function answers CORS itself, as on Supabase.
import { Hono } from 'hono/tiny';
import { readBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { clientAddress, json, type AppEnv } from '../http/respond.js';
import { bearerToken, verifyJwt } from '../jwt.js';
import type { Log } from '../db/database.js';
import { loadFunctions, type FunctionHandler } from './bundle.js';

const MAX_BODY_BYTES = 1024 * 1024;
/** Client-address headers only the platform's own proxies may set: a caller's are dropped. */
const PROXY_ADDRESS_HEADERS = new Set(['cf-connecting-ip', 'x-real-ip']);
const CORS = { 'Access-Control-Allow-Origin': '*' };

/**
 * The Request a function gets. Like the platform's gateway, it drops client-sent CF-Connecting-IP
 * and X-Real-IP and appends the address the request came from to X-Forwarded-For, so its
 * right-most entry is one the caller cannot choose.
 */
function gatewayRequest(
  request: Request,
  peer: string | undefined,
  body: Buffer | undefined,
): Request {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!PROXY_ADDRESS_HEADERS.has(name.toLowerCase())) headers.append(name, value);
  });
  if (peer) {
    const forwarded = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
  }
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export function createFunctionRoutes({
  secret,
  functionsDir,
  cacheRoot,
  withoutJwt,
  env,
  log,
}: {
  secret: Uint8Array;
  functionsDir: string;
  cacheRoot: string;
  /** `[functions.<name>] verify_jwt = false`: called without a JWT (the Stripe webhook). */
  withoutJwt: ReadonlySet<string>;
  /** The functions' environment, read when a function first asks. */
  env: () => Map<string, string>;
  log: Log;
}) {
  let ready: Promise<Map<string, FunctionHandler>> | null = null;
  // Bundled (or read from the cache) and imported on first use, so they never slow the start.
  const handlers = () => {
    ready ??= (async () => {
      const modules = await loadFunctions({ functionsDir, cacheRoot, log });
      const made = new Map<string, FunctionHandler>();
      for (const [name, module] of modules) {
        let values: Map<string, string> | null = null;
        made.set(name, module.createHandler({ get: (key) => (values ??= env()).get(key) }));
      }
      return made;
    })();
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };

  return new Hono<AppEnv>().all('/*', async (c) => {
    const url = new URL(c.req.url);
    const name = url.pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
    const handler = (await handlers()).get(name);
    if (!handler) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, CORS);
    }
    const method = c.req.method;
    if (method !== 'OPTIONS' && !withoutJwt.has(name)) {
      const token = bearerToken(c.req.header('authorization'));
      if (!token) {
        return json(
          401,
          { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' },
          CORS,
        );
      }
      if (!(await verifyJwt(token, secret)).ok) {
        return json(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }, CORS);
      }
    }
    const body =
      method === 'GET' || method === 'HEAD' || method === 'OPTIONS'
        ? undefined
        : await readBody(
            c.req.raw,
            MAX_BODY_BYTES,
            (status, message) => new HttpError(status, { message }),
          );
    const response = await handler(gatewayRequest(c.req.raw, clientAddress(c), body));
    // A streamed body (the team's CSV exports, server-sent events) is passed on as it comes, in
    // chunks, as the platform does for a response whose length the function does not know.
    const type = response.headers.get('content-type') ?? '';
    if (response.body && /^text\/(csv|event-stream)\b/i.test(type)) return response;
    // Others are buffered, with their length, as the platform answers.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('content-length', String(bytes.length));
    return new Response(bytes.length === 0 ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  });
}
