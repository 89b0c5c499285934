// The one role switch of the REST and storage APIs: each request's work runs in one transaction
// as the JWT's Postgres role, with the settings Supabase's services set, so row-level security
// (auth.uid(), auth.jwt(), current_setting('request.method')) decides as on a Supabase project.
import { verifyJwt, bearerToken } from '../jwt.js';
import { restError } from '../rest/errors.js';
import type { PGlite, Transaction } from './database.js';

/** The roles a request may run as: what Supabase's API keys and user tokens carry. */
const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export interface RequestRole {
  role: string;
  claims: Record<string, unknown>;
}

/** What PostgREST and Supabase Storage tell Postgres about the request. */
export interface RequestInfo {
  method: string;
  path: string;
  /**
   * PostgREST's `request.headers`: the request's headers as JSON, names in lower case, with the
   * client address set as the platform's proxies set it (see `proxiedHeaders`).
   */
  headers?: Record<string, string>;
}

/** Client-address headers only the platform's own proxies may set: a caller's are dropped. */
const PROXY_ADDRESS_HEADERS = new Set(['cf-connecting-ip', 'x-real-ip']);

/**
 * The headers as Postgres sees them on a Supabase project, for `request.headers`: a caller's
 * CF-Connecting-IP and X-Real-IP are dropped (Cloudflare overwrites the first on Supabase) and the
 * TCP peer is appended to X-Forwarded-For, as a proxy appends it, so the right-most entry is one
 * the caller cannot choose.
 */
export function proxiedHeaders(request: Request, peer: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (!PROXY_ADDRESS_HEADERS.has(key)) headers[key] = value;
  });
  if (peer) {
    const forwarded = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
  }
  return headers;
}

/**
 * The role and claims a request runs with: the bearer token's, else the apikey's. A bad, forged
 * or expired token is PostgREST's 401.
 */
export async function resolveRequestRole(
  authorization: string | undefined,
  apikey: string,
  secret: Uint8Array,
): Promise<RequestRole> {
  let token = apikey;
  if (authorization !== undefined) {
    const bearer = bearerToken(authorization);
    if (!bearer)
      throw restError(401, 'PGRST301', 'Expected a Bearer token in the Authorization header');
    token = bearer;
  }
  const check = await verifyJwt(token, secret);
  if (!check.ok) {
    if (check.reason === 'expired') throw restError(401, 'PGRST303', 'JWT expired');
    throw restError(401, 'PGRST301', `JWSError ${check.message.slice(0, 200)}`);
  }
  const role = typeof check.claims.role === 'string' ? check.claims.role : 'anon';
  return { role, claims: check.claims };
}

/** Refuses a role that is not one of the API's (a token of this project naming `postgres`, say). */
export function assertApiRole(requestRole: RequestRole): void {
  if (!API_ROLES.has(requestRole.role)) {
    throw restError(
      401,
      'PGRST301',
      `The JWT role "${requestRole.role.slice(0, 40)}" is not allowed`,
    );
  }
}

/**
 * Runs `work` in one transaction as the request's role with `request.jwt.claims`,
 * `request.method`, `request.path` and `request.headers` set (all local to the transaction, so nothing leaks to the
 * next request on the same connection).
 */
export async function asRole<T>(
  db: PGlite,
  requestRole: RequestRole,
  request: RequestInfo,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  assertApiRole(requestRole);
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        requestRole.role,
        JSON.stringify(requestRole.claims),
        request.method,
        request.path,
        JSON.stringify(request.headers ?? {}),
      ],
    );
    return work(tx);
  });
}
