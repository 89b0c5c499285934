// Per-connection limits on writes anyone may make without an account (guest checkouts, newsletter
// sign-ups), counted in public.write_attempts under public.write_limits (migration
// 20261127050000_anonymous_write_limits.sql). Only a keyed hash of the address is stored.
import { clientIp, hashAddress } from './client-ip.ts';
import { requireEnv, type FunctionEnv } from './env.ts';
import { json, PublicError } from './http.ts';
import type { AdminClient } from './supabase.ts';

/** What a visitor is told when their connection has sent too much (the site says the same). */
export const TOO_MANY_TRIES =
  'Too many tries from this connection. Wait a few minutes, then try again.';

/** The key the addresses are hashed with: a function secret, else the service-role key. */
export function addressHashSecret(env: FunctionEnv): string {
  return (
    env.get('ADDRESS_HASH_SECRET') ||
    env.get('HARDSHIP_IP_HASH_SECRET') ||
    requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY')
  );
}

/** The keyed hash of the request's address, or null when it has none (nothing is then counted). */
export async function connectionKey(req: Request, env: FunctionEnv): Promise<string | null> {
  const address = clientIp(req);
  return address ? hashAddress(`connection:${address}`, addressHashSecret(env)) : null;
}

/**
 * Counts one attempt of `kind` by `key`: null when allowed (and recorded), or the ISO time from
 * which another is allowed.
 */
export async function noteWriteAttempt(
  admin: AdminClient,
  kind: string,
  key: string | null,
): Promise<string | null> {
  if (!key) return null;
  const { data, error } = await admin.rpc('note_write_attempt', {
    p_kind: kind,
    p_key_hash: key,
  });
  if (error) throw new Error(`note_write_attempt failed: ${error.message}`);
  return typeof data === 'string' ? data : null;
}

/** The 429 answer, with Retry-After. */
export function tooManyTries(retryAt: string, message = TOO_MANY_TRIES): Response {
  const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
  const response = json(429, {
    code: 'rate_limited',
    error: message,
    retryAt: new Date(retryAt).toISOString(),
  });
  response.headers.set('Retry-After', String(Number.isFinite(seconds) ? seconds : 600));
  return response;
}

/**
 * A checkout by a guest (no signed-in member) counts against its connection's limit; beyond it,
 * a PublicError 429 (nothing is charged or recorded).
 */
export async function limitGuestCheckout(
  req: Request,
  env: FunctionEnv,
  admin: AdminClient,
): Promise<void> {
  const retryAt = await noteWriteAttempt(admin, 'guest_checkout', await connectionKey(req, env));
  if (retryAt) throw new PublicError(429, `${TOO_MANY_TRIES} Nothing was charged.`);
}
