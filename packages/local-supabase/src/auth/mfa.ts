// Supabase Auth's MFA API for TOTP, as @supabase/auth-js calls it (mfa.enroll, challenge, verify,
// unenroll): `POST /factors`, `POST /factors/{id}/challenge`, `POST /factors/{id}/verify`,
// `DELETE /factors/{id}`. Factors, challenges and the session's amr claims live in GoTrue's own
// auth.mfa_* tables (sql/platform-mfa.sql); the TOTP secret never leaves the auth schema after
// enrolment. A verified TOTP code makes the session aal2 (see assurance() in sessions.ts).
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { PGlite } from '../db/database.js';
import { newRefreshToken } from '../jwt.js';
import { authError, authJson, type AuthRequest } from './errors.js';
import { readJsonObject } from './input.js';
import { signedInBy, type Sessions } from './sessions.js';

/** GoTrue's defaults: a challenge lasts 300 s; at most 10 factors a user. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
/** Wrong codes one challenge takes before it is spent (a 6-digit code must not be brute-forced). */
const MAX_FAILED_VERIFICATIONS = 5;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The TOTP every authenticator app computes: SHA-1, 6 digits, 30 s (as GoTrue's). */
export function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret) });
}

interface FactorRecord {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
}

export function createMfa({
  db,
  sessions,
  issuer,
}: {
  db: PGlite;
  sessions: Sessions;
  /** The issuer shown in authenticator apps when the client names none (GoTrue: the site URL's host). */
  issuer: () => string;
}) {
  const failures = new Map<string, number>();

  async function factorOf(request: Request, userId: string, factorId: string) {
    const found = isUuid(factorId)
      ? await db.query<FactorRecord>(
          `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret
             from auth.mfa_factors where id = $1 and user_id = $2`,
          [factorId, userId],
        )
      : { rows: [] };
    const factor = found.rows[0];
    if (!factor) throw authError(request, 404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  const aalOf = (claims: Record<string, unknown>) => (claims.aal === 'aal2' ? 'aal2' : 'aal1');

  async function hasVerifiedFactor(userId: string) {
    const result = await db.query(
      `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
      [userId],
    );
    return result.rows.length > 0;
  }

  /** `POST /factors`: enrols an unverified TOTP factor and answers its secret, URI and QR code (SVG). */
  async function enroll({ request }: AuthRequest): Promise<Response> {
    const { user, claims } = await sessions.require(request);
    const input = await readJsonObject(request);
    const type = input.factor_type;
    if (type === 'phone')
      throw authError(
        request,
        422,
        'mfa_phone_enroll_not_enabled',
        'MFA enroll is disabled for Phone',
      );
    if (type === 'webauthn')
      throw authError(
        request,
        422,
        'mfa_web_authn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      );
    if (type !== 'totp')
      throw authError(
        request,
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      );
    const friendlyName =
      typeof input.friendly_name === 'string' ? input.friendly_name.slice(0, 255) : '';
    const appIssuer =
      typeof input.issuer === 'string' && input.issuer.trim() !== ''
        ? input.issuer.slice(0, 255)
        : issuer();
    if ((await hasVerifiedFactor(user.id)) && aalOf(claims) !== 'aal2')
      throw authError(request, 403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    const count = await db.query<{ n: number }>(
      `select count(*)::int as n from auth.mfa_factors where user_id = $1`,
      [user.id],
    );
    if ((count.rows[0]?.n ?? 0) >= MAX_ENROLLED_FACTORS)
      throw authError(
        request,
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    if (friendlyName.trim() !== '') {
      const taken = await db.query(
        `select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2`,
        [user.id, friendlyName],
      );
      if (taken.rows.length > 0)
        throw authError(
          request,
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
    }
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, appIssuer, user.email ?? '').toString();
    const id = randomUUID();
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, nullif($3, ''), 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    );
    const qrCode = await QRCode.toString(uri, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    return authJson(200, {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrCode, secret, uri },
    });
  }

  /** `POST /factors/{id}/challenge`: a challenge the next code is verified against. */
  async function challenge({ request, address }: AuthRequest, factorId: string): Promise<Response> {
    const { user } = await sessions.require(request);
    const factor = await factorOf(request, user.id, factorId);
    const id = randomUUID();
    const created = await db.transaction(async (tx) => {
      await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
        factor.id,
      ]);
      return (
        await tx.query<{ created: number }>(
          `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
           values ($1, $2, now(), $3::inet) returning floor(extract(epoch from created_at))::int as created`,
          [id, factor.id, ipOf(address)],
        )
      ).rows[0] as { created: number };
    });
    return authJson(200, {
      id,
      type: factor.factor_type,
      expires_at: created.created + CHALLENGE_EXPIRY_SECONDS,
    });
  }

  /**
   * `POST /factors/{id}/verify`: checks the code against the challenge; on success the factor is
   * verified, the session gets a `totp` claim (aal2) and a new refresh token, and the session is
   * answered as for a sign-in. As GoTrue, the user's other sessions below aal2 end and their other
   * unverified TOTP factors are deleted. Unlike GoTrue, five wrong codes spend a challenge.
   */
  async function verify(from: AuthRequest, factorId: string): Promise<Response> {
    const { request, address } = from;
    const { user, sessionId } = await sessions.require(request);
    const factor = await factorOf(request, user.id, factorId);
    const input = await readJsonObject(request);
    const challengeId = typeof input.challenge_id === 'string' ? input.challenge_id : '';
    const code = typeof input.code === 'string' ? input.code.trim() : '';
    if (!sessionId)
      throw authError(request, 403, 'bad_jwt', 'invalid claim: missing session_id claim');
    if (code === '')
      throw authError(request, 400, 'validation_failed', 'Code needs to be non-empty');
    const found = isUuid(challengeId)
      ? await db.query<{ id: string; expired: boolean; ip: string; verified: boolean }>(
          `select id, created_at < now() - make_interval(secs => $3) as expired, host(ip_address) as ip,
                  verified_at is not null as verified
             from auth.mfa_challenges where id = $1 and factor_id = $2`,
          [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
        )
      : { rows: [] };
    // As GoTrue's validateChallenge: unknown, then used or from another address, then expired.
    const row = found.rows[0];
    if (!row)
      throw authError(
        request,
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    const ip = ipOf(address);
    if (row.verified || (ip !== null && row.ip !== ip))
      throw authError(
        request,
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      );
    if (row.expired) {
      await db.query(`delete from auth.mfa_challenges where id = $1`, [row.id]);
      throw authError(
        request,
        422,
        'mfa_challenge_expired',
        `MFA challenge ${row.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const valid =
      factor.secret !== null &&
      /^\d{6}$/.test(code) &&
      totpFor(factor.secret).validate({ token: code, window: 1 }) !== null;
    if (!valid) {
      const failed = (failures.get(row.id) ?? 0) + 1;
      if (failed >= MAX_FAILED_VERIFICATIONS) {
        failures.delete(row.id);
        await db.query(`delete from auth.mfa_challenges where id = $1`, [row.id]);
      } else {
        failures.set(row.id, failed);
      }
      throw authError(request, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    failures.delete(row.id);
    const refreshToken = newRefreshToken();
    await db.transaction(async (tx) => {
      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [row.id]);
      if (factor.status !== 'verified') {
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        );
      }
      // As GoTrue: the user's other unverified TOTP factors go, and so do their sessions below aal2.
      await tx.query(
        `delete from auth.mfa_factors
          where user_id = $1 and id <> $2 and factor_type = 'totp' and status = 'unverified'`,
        [user.id, factor.id],
      );
      await tx.query(
        `delete from auth.sessions where user_id = $1 and id <> $2 and aal is distinct from 'aal2'`,
        [user.id, sessionId],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [sessionId, factor.id],
      );
      // A new refresh token for the stepped-up session; the older ones no longer refresh it.
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
        [sessionId],
      );
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
        [refreshToken, user.id, sessionId],
      );
    });
    return sessions.answer({ user, sessionId, refreshToken }, signedInBy('totp'));
  }

  /**
   * `DELETE /factors/{id}`: removes a factor (a verified one only from an aal2 session). With no
   * verified TOTP factor left, the user's sessions lose their totp claim: the next token is aal1.
   */
  async function unenroll({ request }: AuthRequest, factorId: string): Promise<Response> {
    const { user, claims } = await sessions.require(request);
    const factor = await factorOf(request, user.id, factorId);
    if (factor.status === 'verified' && aalOf(claims) !== 'aal2')
      throw authError(
        request,
        422,
        'insufficient_aal',
        'AAL2 required to unenroll verified factor',
      );
    await db.transaction(async (tx) => {
      await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
      const left = await tx.query(
        `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
        [user.id],
      );
      if (left.rows.length === 0) {
        await tx.query(
          `delete from auth.mfa_amr_claims c using auth.sessions s
            where c.session_id = s.id and s.user_id = $1 and c.authentication_method = 'totp'`,
          [user.id],
        );
        await tx.query(
          `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1`,
          [user.id],
        );
      }
    });
    return authJson(200, { id: factor.id });
  }

  return { enroll, challenge, verify, unenroll };
}

function ipOf(address: string): string | null {
  const ip = address.replace(/^::ffff:/, '');
  return /^[0-9a-fA-F.:]+$/.test(ip) ? ip : null;
}
