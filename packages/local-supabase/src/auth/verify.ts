// Using an email link: `GET /verify` (the link itself), `POST /verify` (its token as an OTP) and
// `POST /token?grant_type=pkce` (the code a PKCE link redirects with).
import { createHash } from 'node:crypto';
import type { Log, PGlite } from '../db/database.js';
import { redirect } from '../http/respond.js';
import type { EmailLinks } from './email-links.js';
import { authError, type AuthRequest } from './errors.js';
import { readJsonObject } from './input.js';
import { withoutHash } from './redirects.js';
import { signedInBy, type Sessions } from './sessions.js';
import { findUserById } from './users.js';

export function createVerify({
  db,
  sessions,
  links,
  redirectTo,
  log,
}: {
  db: PGlite;
  sessions: Sessions;
  links: EmailLinks;
  redirectTo: (requested: string | null) => string;
  log: Log;
}) {
  /**
   * GET /verify?token=…&type=recovery|signup&redirect_to=…: the link of an email. Redirects with
   * the session in the fragment (or `?code=` for PKCE), or with `#error=…` for a bad token.
   */
  async function verifyLink(from: AuthRequest): Promise<Response> {
    const { url } = from;
    const type = url.searchParams.get('type') ?? '';
    const target = redirectTo(url.searchParams.get('redirect_to'));
    const user = await links.consume(type, url.searchParams.get('token') ?? '');
    if (!user) {
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return redirect(`${withoutHash(target)}#${fragment}`);
    }
    const code = links.issueAuthCode(url.searchParams.get('flow'), user.id);
    if (code) {
      const withCode = new URL(target);
      withCode.searchParams.set('code', code);
      log(`auth: ${type} link used by ${user.email} (PKCE)`);
      return redirect(withCode.toString());
    }
    const created = await db.transaction((tx) => sessions.create(tx, user.id, from));
    const session = await sessions.body(
      user,
      created.sessionId,
      created.refreshToken,
      signedInBy('otp'),
    );
    // GoTrue puts the link's type in the fragment: auth-js emits PASSWORD_RECOVERY for 'recovery'.
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    });
    log(`auth: ${type} link used by ${user.email}`);
    return redirect(`${withoutHash(target)}#${fragment}`);
  }

  /**
   * POST /verify { type: 'recovery' | 'signup' | 'email', token_hash }: the session as JSON.
   * 'email' accepts a confirmation or a recovery token, as GoTrue's email OTP type does.
   */
  async function verifyOtp(from: AuthRequest): Promise<Response> {
    const { request } = from;
    const body = await readJsonObject(request);
    const token =
      typeof body.token_hash === 'string'
        ? body.token_hash
        : typeof body.token === 'string'
          ? body.token
          : '';
    const type = typeof body.type === 'string' ? body.type : '';
    const user =
      type === 'email'
        ? ((await links.consume('signup', token)) ?? (await links.consume('recovery', token)))
        : await links.consume(type, token);
    if (!user) throw authError(request, 403, 'otp_expired', 'Token has expired or is invalid');
    return sessions.signIn(user, from, signedInBy('otp'));
  }

  /** POST /token?grant_type=pkce { auth_code, code_verifier }: the session of a PKCE link. */
  async function pkceGrant(from: AuthRequest): Promise<Response> {
    const { request } = from;
    const body = await readJsonObject(request);
    const code = typeof body.auth_code === 'string' ? body.auth_code : '';
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (!code || !verifier)
      throw authError(
        request,
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    const flow = links.redeemAuthCode(code);
    if (!flow)
      throw authError(
        request,
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    const computed =
      flow.method === 'plain'
        ? verifier
        : createHash('sha256').update(verifier).digest('base64url');
    if (computed !== flow.challenge)
      throw authError(
        request,
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    const user = await findUserById(db, flow.userId);
    if (!user) throw authError(request, 404, 'user_not_found', 'User not found');
    // GoTrue's authentication methods for a flow state: 'recovery', 'email/signup'.
    return sessions.signIn(
      user,
      from,
      signedInBy(flow.type === 'recovery' ? 'recovery' : 'email/signup'),
    );
  }

  return { verifyLink, verifyOtp, pkceGrant };
}
