// @ts-check
import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * @typedef {{ sub?: string, role?: string, exp?: number, iat?: number, session_id?: string, email?: string, [claim: string]: unknown }} JwtClaims
 * @typedef {{ ok: true, claims: JwtClaims } | { ok: false, reason: 'expired' | 'invalid', message: string }} JwtCheck
 */

/**
 * Verifies an HS256 token with the project secret. Only HS256 is accepted, so `alg: none`
 * and tokens signed with another algorithm or secret fail.
 * @param {string} token
 * @param {Uint8Array} secret
 * @returns {Promise<JwtCheck>}
 */
export async function verifyJwt(token, secret) {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: /** @type {JwtClaims} */ (payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    const message = error instanceof Error ? error.message : 'invalid JWT';
    return { ok: false, reason: 'invalid', message };
  }
}

/**
 * Signs a Supabase-shaped access token for a user's session.
 * @param {{ user: import('./users.js').UserRow, sessionId: string, issuer: string, expiresIn: number, secret: Uint8Array, amr: { method: string, timestamp: number }[] }} options
 */
export async function signAccessToken({ user, sessionId, issuer, expiresIn, secret, amr }) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + expiresIn;
  const token = await new SignJWT({
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secret);
  return { token, iat, exp };
}

/** An opaque refresh token, like GoTrue's. */
export function newRefreshToken() {
  return randomBytes(24).toString('base64url');
}
