// HS256 tokens with the project secret: access tokens, API keys, signed storage URLs.
import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export interface JwtClaims {
  sub?: string;
  role?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  email?: string;
  [claim: string]: unknown;
}

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

/**
 * Verifies an HS256 token with the project secret. Only HS256 is accepted, so `alg: none`
 * and tokens signed with another algorithm or secret fail.
 */
export async function verifyJwt(token: string, secret: Uint8Array): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    const message = error instanceof Error ? error.message : 'invalid JWT';
    return { ok: false, reason: 'invalid', message };
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

export interface AccessTokenUser {
  id: string;
  email: string | null;
  phone: string | null;
  role: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
}

/** Signs a Supabase-shaped access token for a user's session. */
export async function signAccessToken({
  user,
  sessionId,
  issuer,
  expiresIn,
  secret,
  aal = 'aal1',
  amr,
}: {
  user: AccessTokenUser;
  sessionId: string;
  issuer: string;
  expiresIn: number;
  secret: Uint8Array;
  /** The session's authenticator assurance level: aal2 once a second factor was verified in it. */
  aal?: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
}): Promise<{ token: string; iat: number; exp: number }> {
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
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secret);
  return { token, iat, exp };
}

/** An opaque refresh token, like GoTrue's. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}
