// The newsletter's confirmation links: a token of 32 random bytes and an HMAC-SHA-256 signature of
// them with a server secret (NEWSLETTER_TOKEN_SECRET, default the service-role key), both
// base64url. A token that was not made here is refused before the database is asked; the database
// keeps only the sha256 of the whole token, with its expiry and whether it was used.
import { requireEnv, type FunctionEnv } from './env.ts';
import { hmacSha256 } from './hmac.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function tokenSecret(env: FunctionEnv): string {
  return env.get('NEWSLETTER_TOKEN_SECRET') || requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
}

async function sign(random: string, secret: string): Promise<string> {
  return base64url(await hmacSha256(secret, `newsletter-confirm:${random}`));
}

export async function makeToken(env: FunctionEnv): Promise<string> {
  const random = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return `${random}.${await sign(random, tokenSecret(env))}`;
}

/** Whether the token is one this server signed (compared in constant time). */
export async function isSignedToken(token: string, env: FunctionEnv): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const [random = '', given = ''] = token.split('.');
  const expected = await sign(random, tokenSecret(env));
  let difference = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i % Math.max(given.length, 1));
  }
  return difference === 0;
}

/** The sha256 of the token, as 64 hex digits: all the database keeps. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
