// CORS for the site's origins: any loopback http origin, plus the configured ones.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './respond.js';

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

const DEFAULT_ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
].join(', ');

/** The answer to a CORS preflight (`OPTIONS`): any method, the usual headers and those asked for. */
export function preflight(requestedHeaders: string | undefined): Response {
  const headers =
    typeof requestedHeaders === 'string' &&
    /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/.test(requestedHeaders) &&
    requestedHeaders.length < 1000
      ? `${DEFAULT_ALLOWED_HEADERS}, ${requestedHeaders}`
      : DEFAULT_ALLOWED_HEADERS;
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
      'Access-Control-Allow-Headers': headers,
      'Access-Control-Max-Age': '600',
      'Content-Length': '0',
    },
  });
}

/**
 * Answers preflights and adds the CORS headers for an allowed origin to every answer. A header an
 * answer sets itself (a storage object's `Access-Control-Allow-Origin: *`) is kept.
 */
export function cors(extraOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS')
      c.res = preflight(c.req.header('access-control-request-headers'));
    else await next();
    if (!origin || !(LOOPBACK_ORIGIN.test(origin) || extraOrigins.includes(origin))) return;
    const headers = c.res.headers;
    const add = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value);
    };
    add('Access-Control-Allow-Origin', origin);
    add('Vary', 'Origin');
    add('Access-Control-Allow-Credentials', 'true');
    add('Access-Control-Expose-Headers', 'Content-Range, X-Supabase-Api-Version, Retry-After');
  };
}
