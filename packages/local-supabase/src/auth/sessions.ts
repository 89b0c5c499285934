// Sessions and their tokens: a session row with a refresh-token family, the access token signed
// for it, the session a bearer token stands for, refresh-token rotation and sign-out.
import { randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '../db/database.js';
import { bearerToken, newRefreshToken, signAccessToken, verifyJwt } from '../jwt.js';
import { authError, authJson, type AuthRequest } from './errors.js';
import { readJsonObject } from './input.js';
import { USER_COLUMNS, findUserById, userAnswer, type UserRow } from './users.js';

export interface AuthMethodReference {
  method: string;
  timestamp: number;
}

/** The methods that make a session aal2, as GoTrue's CalculateAALAndAMR. */
const SECOND_FACTORS = new Set(['totp', 'phone', 'webauthn']);

/** The amr entry of a sign-in made now by `method`. */
export const signedInBy = (method: string): AuthMethodReference[] => [
  { method, timestamp: Math.floor(Date.now() / 1000) },
];

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function ipOrNull(address: string): string | null {
  const ip = address.replace(/^::ffff:/, '');
  return /^[0-9a-fA-F.:]+$/.test(ip) ? ip : null;
}

export interface SessionSettings {
  db: PGlite;
  secret: Uint8Array;
  jwtExpirySeconds: number;
  /** GoTrue's refresh_token_reuse_interval ([auth] in config.toml). */
  refreshTokenReuseIntervalSeconds: number;
  /** The access tokens' `iss`: this server's /auth/v1 URL. */
  issuer: () => string;
}

export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(settings: SessionSettings) {
  const { db, secret, jwtExpirySeconds } = settings;

  /** Creates a session and its first refresh token (inside the caller's transaction). */
  async function create(tx: Transaction, userId: string, from: AuthRequest) {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3, $4::inet)`,
      [
        sessionId,
        userId,
        (from.request.headers.get('user-agent') ?? '').slice(0, 500),
        ipOrNull(from.address),
      ],
    );
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
      [refreshToken, userId, sessionId],
    );
    return { sessionId, refreshToken };
  }

  /**
   * Records that the session was authenticated by `amr` (GoTrue's AddClaimToSession: one claim per
   * method, its time updated when used again). A refresh adds none.
   */
  async function addClaims(sessionId: string, amr: AuthMethodReference[]) {
    for (const { method, timestamp } of amr) {
      if (method === 'token_refresh') continue;
      await db.query(
        `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
         values ($1, $2, to_timestamp($3), to_timestamp($3), $4)
         on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
        [randomUUID(), sessionId, timestamp, method],
      );
    }
  }

  /**
   * The session's assurance level and methods, from its claims (GoTrue's CalculateAALAndAMR): aal2
   * once a second factor was verified in it, the most recent method first. A session with no
   * recorded claim answers `fallback` at aal1.
   */
  async function assurance(sessionId: string, fallback: AuthMethodReference[]) {
    const claims = await db.query<{ method: string; timestamp: number }>(
      `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
         from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
      [sessionId],
    );
    const amr = claims.rows.length > 0 ? claims.rows : fallback;
    const aal: 'aal1' | 'aal2' = amr.some((claim) => SECOND_FACTORS.has(claim.method))
      ? 'aal2'
      : 'aal1';
    return { aal, amr: amr.map(({ method, timestamp }) => ({ method, timestamp })) };
  }

  /** The session body GoTrue returns. Signs outside any transaction. */
  async function body(
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    amr: AuthMethodReference[],
  ) {
    await addClaims(sessionId, amr);
    const { aal, amr: methods } = await assurance(sessionId, amr);
    const { token, exp } = await signAccessToken({
      user,
      sessionId,
      issuer: settings.issuer(),
      expiresIn: jwtExpirySeconds,
      secret,
      aal,
      amr: methods,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userAnswer(db, user),
    };
  }

  /** The session as GoTrue answers it. */
  async function answer(
    session: { user: UserRow; sessionId: string; refreshToken: string },
    amr: AuthMethodReference[],
  ): Promise<Response> {
    return authJson(200, await body(session.user, session.sessionId, session.refreshToken, amr));
  }

  /** A new session for `user`, answered as JSON. */
  async function signIn(
    user: UserRow,
    from: AuthRequest,
    amr: AuthMethodReference[],
  ): Promise<Response> {
    const session = await db.transaction((tx) => create(tx, user.id, from));
    return answer({ user, ...session }, amr);
  }

  /** The signed-in user and session behind a request's bearer token, as GoTrue's requireAuthentication. */
  async function require(request: Request) {
    const token = bearerToken(request.headers.get('authorization'));
    if (!token)
      throw authError(
        request,
        401,
        'no_authorization',
        'This endpoint requires a valid Bearer token',
      );
    const check = await verifyJwt(token, secret);
    if (!check.ok) {
      const detail =
        check.reason === 'expired' ? 'token has invalid claims: token is expired' : check.message;
      throw authError(
        request,
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${detail}`,
      );
    }
    const { sub, session_id: sessionId } = check.claims;
    if (typeof sub !== 'string' || !isUuid(sub)) {
      throw authError(request, 403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    if (typeof sessionId === 'string') {
      if (!isUuid(sessionId))
        throw authError(request, 403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
      const session = await db.query(
        `select id from auth.sessions where id = $1 and user_id = $2`,
        [sessionId, sub],
      );
      if (session.rows.length === 0) {
        throw authError(
          request,
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
    }
    const user = await findUserById(db, sub);
    if (!user)
      throw authError(request, 404, 'user_not_found', 'User from sub claim in JWT does not exist');
    return {
      user,
      sessionId: typeof sessionId === 'string' ? sessionId : null,
      claims: check.claims,
    };
  }

  const refreshNotFound = (request: Request) =>
    authError(
      request,
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );

  /**
   * `POST /token?grant_type=refresh_token`: rotates the token. Within the reuse interval a rotated
   * token answers the session's current one (two tabs refreshing at once); later reuse revokes the
   * whole family, as GoTrue does.
   */
  async function refreshGrant({ request }: AuthRequest): Promise<Response> {
    const input = await readJsonObject(request);
    const token = input.refresh_token;
    if (typeof token !== 'string' || token === '') {
      throw authError(request, 400, 'validation_failed', 'refresh_token required');
    }
    if (token.length > 255) throw refreshNotFound(request);
    const activeUser = async (tx: Transaction, id: string) =>
      (
        await tx.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
          [id],
        )
      ).rows[0];
    const result = await db.transaction(async (tx) => {
      const found = await tx.query<{
        id: number;
        revoked: boolean;
        session_id: string;
        user_id: string;
      }>(
        `select rt.id, rt.revoked, rt.session_id, rt.user_id from auth.refresh_tokens rt where rt.token = $1`,
        [token],
      );
      const row = found.rows[0];
      if (!row || !row.session_id) return { error: 'not_found' } as const;
      if (row.revoked && settings.refreshTokenReuseIntervalSeconds > 0) {
        const child = await tx.query<{ token: string }>(
          `select rt.token from auth.refresh_tokens rt
            where rt.parent = $1 and rt.revoked = false
              and rt.created_at > now() - make_interval(secs => $2)`,
          [token, settings.refreshTokenReuseIntervalSeconds],
        );
        const current = child.rows[0];
        const user = current ? await activeUser(tx, row.user_id) : undefined;
        if (current && user)
          return { user, sessionId: row.session_id, refreshToken: current.token };
      }
      if (row.revoked) {
        // Reuse of a rotated token: treat the whole family as stolen, as GoTrue does.
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
          [row.session_id],
        );
        return { error: 'already_used' } as const;
      }
      const user = await activeUser(tx, row.user_id);
      if (!user) return { error: 'not_found' } as const;
      const next = newRefreshToken();
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [row.id],
      );
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
        [next, user.id, token, row.session_id],
      );
      await tx.query(
        `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
        [row.session_id],
      );
      return { user, sessionId: row.session_id, refreshToken: next };
    });
    if ('error' in result) {
      if (result.error === 'already_used') {
        throw authError(
          request,
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      throw refreshNotFound(request);
    }
    return answer(result, signedInBy('token_refresh'));
  }

  /** `POST /logout?scope=global|local|others`. */
  async function logout({ request, url }: AuthRequest): Promise<Response> {
    const { user, sessionId } = await require(request);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'global') {
      await db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    } else if (scope === 'local') {
      if (sessionId) await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
    } else if (scope === 'others') {
      await db.query(
        `delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`,
        [user.id, sessionId],
      );
    } else {
      throw authError(
        request,
        400,
        'validation_failed',
        `Unsupported logout scope "${scope.slice(0, 40)}"`,
      );
    }
    return authJson(204, undefined);
  }

  return { create, body, answer, signIn, require, refreshGrant, logout };
}
