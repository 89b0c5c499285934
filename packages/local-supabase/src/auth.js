// @ts-check
// GoTrue-compatible /auth/v1 endpoints, as @supabase/auth-js v2 calls them.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { HttpError, clientAddress, headerValue, readBody, sendJson } from './http.js';
import {
  dummyPasswordHash,
  verifyBcryptPassword,
  hashPassword,
  isBcryptHash,
  isScryptHash,
  verifyScryptPassword,
} from './passwords.js';
import { RateLimiter } from './rate-limit.js';
import { newRefreshToken, signAccessToken, verifyJwt } from './tokens.js';
import { USER_COLUMNS, findIdentities, findUserByEmail, findUserById, userJson } from './users.js';

const API_VERSION = '2024-01-01';
const MAX_AUTH_BODY_BYTES = 64 * 1024;
// Per-email backoff of password sign-ins: the first delay, doubled per further failure.
const EMAIL_BACKOFF_BASE_MS = 250;
const MAX_PASSWORD_LENGTH = 72;
const RECOVERY_TOKEN_LIFETIME_SECONDS = 3600;
// GoTrue's mailer OTP lifetime (GOTRUE_MAILER_OTP_EXP) defaults to 24 hours.
const CONFIRMATION_TOKEN_LIFETIME_SECONDS = 24 * 3600;
const PKCE_FLOW_LIFETIME_MS = 5 * 60 * 1000;
// A deliberately loose check, like GoTrue's: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;

/**
 * The one-time tokens an email link carries, by link type: the auth.users columns holding the
 * token's sha256 hex and when it was sent, and how long it stays valid.
 * @type {Record<'recovery' | 'signup', { column: string, sentAt: string, lifetimeSeconds: number }>}
 */
const EMAIL_LINK_TOKENS = {
  recovery: {
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    lifetimeSeconds: RECOVERY_TOKEN_LIFETIME_SECONDS,
  },
  signup: {
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    lifetimeSeconds: CONFIRMATION_TOKEN_LIFETIME_SECONDS,
  },
};

/**
 * @typedef {import('@electric-sql/pglite').PGlite} PGlite
 * @typedef {import('./users.js').UserRow} UserRow
 * @typedef {{ to: string, subject: string, type: string, link: string, createdAt: string }} OutboxMessage
 * @typedef {{
 *   db: PGlite,
 *   getUrl: () => string,
 *   secret: Uint8Array,
 *   jwtExpirySeconds: number,
 *   siteUrl: string,
 *   allowedRedirectOrigins: readonly string[],
 *   outbox: OutboxMessage[],
 *   log: (message: string) => void,
 *   rateLimits: { failedSignInsPerAddress: number, windowSeconds: number, failedSignInsPerEmail: number, emailBackoffMaxMs: number },
 *   refreshTokenReuseIntervalSeconds: number,
 *   confirmEmail: boolean,
 *   emailSendIntervalSeconds: number,
 *   minimumPasswordLength: number,
 *   enableSignup: boolean,
 * }} AuthContext
 * @typedef {{ method: string, timestamp: number }} AuthMethodReference
 */

/**
 * A GoTrue error. With `X-Supabase-Api-Version: 2024-01-01` (auth-js always sends it) the body
 * is `{ code, message }`; older clients get `{ code: status, error_code, msg }`.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @param {string} errorCode
 * @param {string} message
 * @param {Record<string, unknown>} [extra]
 * @param {Record<string, string>} [headers]
 */
function authError(req, status, errorCode, message, extra = {}, headers = {}) {
  const modern = typeof req.headers['x-supabase-api-version'] === 'string';
  const body = modern
    ? { code: errorCode, message, ...extra }
    : { code: status, error_code: errorCode, msg: message, ...extra };
  return new HttpError(status, body, headers);
}

/** @param {string} text */
const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
async function readJsonObject(req) {
  const body = await readBody(req, MAX_AUTH_BODY_BYTES, (status, message) =>
    authError(req, status, status === 413 ? 'request_too_large' : 'bad_json', message),
  );
  if (body.length === 0) return {};
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw authError(
      req,
      400,
      'bad_json',
      `Could not parse request body as JSON: ${/** @type {Error} */ (error).message}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw authError(
      req,
      400,
      'bad_json',
      'Could not parse request body as JSON: expected an object',
    );
  }
  const object = /** @type {Record<string, unknown>} */ (parsed);
  const bad = fieldWithUnstorableText(object);
  if (bad !== null) {
    throw authError(
      req,
      400,
      'validation_failed',
      bad === 'email'
        ? 'Unable to validate email address: invalid format'
        : `${UNSTORABLE_FIELD_NAMES[bad] ?? 'The request'} contains a character that cannot be used (a null character or half of an emoji). Please remove it and try again.`,
    );
  }
  return object;
}

/** How a message names the field that holds text Postgres cannot store. @type {Record<string, string>} */
const UNSTORABLE_FIELD_NAMES = {
  password: 'Password',
  full_name: 'Full name',
  data: 'Your profile details',
};

// A NUL character, or a high surrogate not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored in Postgres text: no NUL character (Postgres refuses it) and no
 * lone UTF-16 surrogate (it has no UTF-8 form, so it would be silently replaced).
 * @param {string} text
 */
export function isStorableText(text) {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first field of a JSON body (a top-level key, or a key of `data`) whose text, or any text
 * nested in it, Postgres cannot store; null when all of it can be stored.
 * @param {Record<string, unknown>} body
 * @returns {string | null}
 */
function fieldWithUnstorableText(body) {
  /** @param {unknown} value @param {number} depth @returns {boolean} */
  const bad = (value, depth) => {
    if (typeof value === 'string') return !isStorableText(value);
    if (depth > 32 || value === null || typeof value !== 'object') return false;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key) || bad(item, depth + 1)) return true;
    }
    return false;
  };
  for (const [key, value] of Object.entries(body)) {
    if (!isStorableText(key)) return 'body';
    if (key === 'data' && value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (!isStorableText(name) || bad(item, 1)) return name === 'full_name' ? name : 'data';
      }
      continue;
    }
    if (bad(value, 0)) return key;
  }
  return null;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {unknown} value
 */
function normaliseEmail(req, value) {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw authError(
      req,
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {unknown} password
 * @param {number} minimumLength `[auth] minimum_password_length`
 * @returns {string}
 */
function checkNewPassword(req, password, minimumLength) {
  if (typeof password !== 'string' || password.length < minimumLength) {
    throw authError(
      req,
      422,
      'weak_password',
      `Password should be at least ${minimumLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if ([...password].length > MAX_PASSWORD_LENGTH) {
    throw authError(
      req,
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  return password;
}

/**
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
function metadataObject(value) {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  return /** @type {Record<string, unknown>} */ (value);
}

/** @param {AuthContext} ctx */
export function createAuthHandler(ctx) {
  const { db } = ctx;
  const windowMs = ctx.rateLimits.windowSeconds * 1000;
  // Failed password sign-ins: per client address a hard limit; per email only a backoff (see
  // passwordGrant), so that guessing slows down but the owner is never locked out.
  const failedByEmail = new RateLimiter({ limit: ctx.rateLimits.failedSignInsPerEmail, windowMs });
  const failedByAddress = new RateLimiter({
    limit: ctx.rateLimits.failedSignInsPerAddress,
    windowMs,
  });
  /** `<address> <email>` pairs with a password sign-in in flight. @type {Set<string>} */
  const signInsInFlight = new Set();
  /** @type {Map<string, { userId: string, challenge: string, method: string, type: string, expiresAt: number }>} */
  const pkceFlows = new Map();

  const issuer = () => `${ctx.getUrl()}/auth/v1`;

  /**
   * Creates a session and its first refresh token (inside the caller's transaction).
   * @param {import('@electric-sql/pglite').Transaction} tx
   * @param {string} userId
   * @param {import('node:http').IncomingMessage} req
   */
  async function createSession(tx, userId, req) {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3, $4::inet)`,
      [
        sessionId,
        userId,
        String(req.headers['user-agent'] ?? '').slice(0, 500),
        ipOrNull(clientAddress(req)),
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
   * The session body GoTrue returns. Signs outside any transaction.
   * @param {UserRow} user
   * @param {string} sessionId
   * @param {string} refreshToken
   * @param {AuthMethodReference[]} amr
   */
  async function sessionJson(user, sessionId, refreshToken, amr) {
    const { token, exp } = await signAccessToken({
      user,
      sessionId,
      issuer: issuer(),
      expiresIn: ctx.jwtExpirySeconds,
      secret: ctx.secret,
      amr,
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ctx.jwtExpirySeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user, await findIdentities(db, user.id)),
    };
  }

  /**
   * The signed-in user and session behind a request's bearer token, as GoTrue's requireAuthentication.
   * @param {import('node:http').IncomingMessage} req
   */
  async function requireSession(req) {
    const authorization = headerValue(req.headers.authorization) ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match)
      throw authError(req, 401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const check = await verifyJwt(/** @type {string} */ (match[1]), ctx.secret);
    if (!check.ok) {
      const detail =
        check.reason === 'expired' ? 'token has invalid claims: token is expired' : check.message;
      throw authError(
        req,
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${detail}`,
      );
    }
    const { sub, session_id: sessionId } = check.claims;
    if (typeof sub !== 'string' || !isUuid(sub)) {
      throw authError(req, 403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    if (typeof sessionId === 'string') {
      if (!isUuid(sessionId))
        throw authError(req, 403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
      const session = await db.query(
        `select id from auth.sessions where id = $1 and user_id = $2`,
        [sessionId, sub],
      );
      if (session.rows.length === 0) {
        throw authError(
          req,
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      }
    }
    const user = await findUserById(db, sub);
    if (!user)
      throw authError(req, 404, 'user_not_found', 'User from sub claim in JWT does not exist');
    return {
      user,
      sessionId: typeof sessionId === 'string' ? sessionId : null,
      claims: check.claims,
    };
  }

  /**
   * The redirect GoTrue would allow: loopback origins, the site URL and configured origins.
   * @param {string | null | undefined} requested
   */
  function allowedRedirect(requested) {
    if (!requested) return ctx.siteUrl;
    try {
      const url = new URL(requested);
      const loopback =
        url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      if (
        loopback ||
        url.origin === new URL(ctx.siteUrl).origin ||
        ctx.allowedRedirectOrigins.includes(url.origin)
      ) {
        return url.toString();
      }
    } catch {
      // not a URL: fall back to the site
    }
    return ctx.siteUrl;
  }

  /**
   * With a PKCE code challenge in the body, remembers a pending flow for the email link, so that
   * /verify answers with a one-time auth code instead of tokens in the URL. Returns the `&flow=`
   * parameter for the link, or '' without PKCE.
   * @param {Record<string, unknown>} body
   * @param {string} userId
   * @param {'recovery' | 'signup'} type
   */
  function startPkceFlow(body, userId, type) {
    const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
    const method =
      typeof body.code_challenge_method === 'string'
        ? body.code_challenge_method.toLowerCase()
        : '';
    if (!challenge || (method !== 's256' && method !== 'plain')) return '';
    const flowId = randomUUID();
    if (pkceFlows.size > 1000) {
      for (const [key, flow] of pkceFlows) if (flow.expiresAt < Date.now()) pkceFlows.delete(key);
    }
    pkceFlows.set(`pending:${flowId}`, {
      userId,
      challenge: challenge.slice(0, 200),
      method,
      type,
      expiresAt: Date.now() + EMAIL_LINK_TOKENS[type].lifetimeSeconds * 1000,
    });
    return `&flow=${flowId}`;
  }

  /**
   * "Sends" an email link: puts it in the outbox (the last 200 messages) and returns it.
   * @param {{ to: string, subject: string, type: 'recovery' | 'signup', token: string, redirectTo: string, flowParam: string }} mail
   */
  function sendEmailLink({ to, subject, type, token, redirectTo, flowParam }) {
    const link = `${ctx.getUrl()}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}${flowParam}`;
    ctx.outbox.push({ to, subject, type, link, createdAt: new Date().toISOString() });
    if (ctx.outbox.length > 200) ctx.outbox.splice(0, ctx.outbox.length - 200);
    return link;
  }

  /**
   * Marks a user's email as confirmed, as GoTrue's user.Confirm(): sets email_confirmed_at, clears
   * the confirmation token and sets email_verified in user_metadata (and in the email identity).
   * @param {import('@electric-sql/pglite').Transaction} tx
   * @param {string} userId
   */
  async function confirmUserEmail(tx, userId) {
    await tx.query(
      `update auth.users set email_confirmed_at = now(), confirmation_token = '',
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
         updated_at = now()
       where id = $1`,
      [userId],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [userId],
    );
  }

  // -- Handlers -------------------------------------------------------------------

  /**
   * POST /signup. By default the user is confirmed at once and signed in (GoTrue with
   * MAILER_AUTOCONFIRM). With `confirmEmail` ("Confirm email" on, Supabase's default) the user is
   * created unconfirmed, a confirmation link goes to the outbox and the answer is the bare user,
   * without a session.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function signup(req, res, url) {
    const body = await readJsonObject(req);
    if (!ctx.enableSignup) {
      throw authError(req, 422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    const email = normaliseEmail(req, body.email);
    if (!email) {
      if (typeof body.phone === 'string' && body.phone) {
        throw authError(req, 400, 'phone_provider_disabled', 'Phone signups are disabled');
      }
      throw authError(req, 400, 'validation_failed', 'To signup, please provide your email');
    }
    const password = checkNewPassword(req, body.password, ctx.minimumPasswordLength);
    const data = metadataObject(body.data);
    if (JSON.stringify(data).length > 16 * 1024) {
      throw authError(req, 400, 'validation_failed', 'User metadata is too large');
    }
    const confirm = ctx.confirmEmail;
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
    const passwordHash = await hashPassword(password);
    const userId = randomUUID();
    // The raw confirmation token goes in the link; the database keeps its sha256 hex.
    const token = randomBytes(24).toString('base64url');
    const result = await db.transaction(async (tx) => {
      const existing = /** @type {UserRow | undefined} */ (
        (
          await tx.query(
            `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false`,
            [email],
          )
        ).rows[0]
      );
      if (existing) {
        if (!confirm || existing.email_confirmed_at) {
          return { outcome: /** @type {const} */ ('exists'), user: existing };
        }
        // GoTrue: an unconfirmed user signing up again is not changed ("we can't be sure of
        // their claimed identity", so the password stays), but gets a new confirmation link.
        await tx.query(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1`,
          [existing.id, sha256Hex(token)],
        );
        const user = /** @type {UserRow} */ (
          (await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [existing.id]))
            .rows[0]
        );
        return { outcome: /** @type {const} */ ('confirm'), user };
      }
      const userMetadata = {
        ...data,
        email,
        email_verified: !confirm,
        phone_verified: false,
        sub: userId,
      };
      // Auto-confirmed: confirmed and signed in now. Otherwise: unconfirmed, never signed in,
      // a confirmation token sent now.
      const now = new Date();
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           confirmation_token, confirmation_sent_at, recovery_token, email_change_token_new, email_change,
           last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
           $6, $7, $8, '', '', '', $9, $4::jsonb, $5::jsonb, now(), now(), false)`,
        [
          userId,
          email,
          passwordHash,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify(userMetadata),
          confirm ? null : now,
          confirm ? sha256Hex(token) : '',
          confirm ? now : null,
          confirm ? null : now,
        ],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
        [
          userId,
          JSON.stringify({ sub: userId, email, email_verified: false, phone_verified: false }),
        ],
      );
      const user = /** @type {UserRow} */ (
        (await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId])).rows[0]
      );
      if (confirm) return { outcome: /** @type {const} */ ('confirm'), user };
      const session = await createSession(tx, userId, req);
      return { outcome: /** @type {const} */ ('session'), user, ...session };
    });

    if (result.outcome === 'exists') {
      if (!confirm) throw authError(req, 422, 'user_already_exists', 'User already registered');
      // GoTrue with "Confirm email" on does not reveal that a confirmed address is taken: it
      // answers 200 with an obfuscated copy of the user (sanitizeUser: a random id, no role, no
      // confirmation or sign-in dates, the submitted metadata, no identities) and sends no mail.
      const now = new Date();
      ctx.log(`auth: repeated sign-up for ${email} (answered with an obfuscated user)`);
      sendAuthJson(
        res,
        200,
        userJson(
          {
            ...result.user,
            id: randomUUID(),
            role: '',
            phone: null,
            created_at: now,
            updated_at: now,
            confirmation_sent_at: now,
            last_sign_in_at: null,
            confirmed_at: null,
            email_confirmed_at: null,
            raw_user_meta_data: data,
            raw_app_meta_data: { provider: 'email', providers: ['email'] },
          },
          [],
        ),
      );
      return;
    }
    if (result.outcome === 'confirm') {
      const flowParam = startPkceFlow(body, result.user.id, 'signup');
      const link = sendEmailLink({
        to: email,
        subject: 'Confirm Your Signup',
        type: 'signup',
        token,
        redirectTo,
        flowParam,
      });
      ctx.log(`mail: signup confirmation for ${email}: ${link}`);
      // GoTrue answers the user itself when confirmation is required; supabase-js then gives
      // `data.session === null`.
      sendAuthJson(res, 200, userJson(result.user, await findIdentities(db, result.user.id)));
      return;
    }
    ctx.log(`auth: signed up ${email}`);
    const amr = [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }];
    sendAuthJson(
      res,
      200,
      await sessionJson(result.user, result.sessionId, result.refreshToken, amr),
    );
  }

  /**
   * POST /token?grant_type=password. Guessing is slowed in two ways, neither of which lets an
   * attacker lock an owner out of the account:
   * - per client address: after `failedSignInsPerAddress` failures in the window, every sign-in
   *   from that address gets 429 (GoTrue's per-IP limit); other addresses are not affected;
   * - per email: after `failedSignInsPerEmail` failures in the window, each further sign-in to
   *   that email (from any address) is held EMAIL_BACKOFF_BASE_MS, doubling per failure up to
   *   `emailBackoffMaxMs`, before the password is checked, and one address may have only one
   *   sign-in to that email in flight (so the delay cannot be skipped by sending many at once).
   *   The right password still signs in after the delay.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  async function passwordGrant(req, res) {
    const body = await readJsonObject(req);
    const address = clientAddress(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const emailKey = `email:${email}`;
    const addressKey = `address:${address}`;
    if (failedByAddress.isLimited(addressKey)) {
      throw authError(
        req,
        429,
        'over_request_rate_limit',
        'Request rate limit reached',
        {},
        { 'Retry-After': String(failedByAddress.retryAfterSeconds(addressKey)) },
      );
    }
    const pairKey = `${address} ${email}`;
    if (signInsInFlight.has(pairKey)) {
      throw authError(
        req,
        429,
        'over_request_rate_limit',
        'Request rate limit reached',
        {},
        { 'Retry-After': '1' },
      );
    }
    signInsInFlight.add(pairKey);
    try {
      const failures = failedByEmail.count(emailKey);
      const threshold = ctx.rateLimits.failedSignInsPerEmail;
      if (failures >= threshold) {
        const delay = Math.min(
          EMAIL_BACKOFF_BASE_MS * 2 ** Math.min(failures - threshold, 16),
          ctx.rateLimits.emailBackoffMaxMs,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      return await checkPasswordGrant(req, res, body, { email, password, emailKey, addressKey });
    } finally {
      signInsInFlight.delete(pairKey);
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {Record<string, unknown>} body
   * @param {{ email: string, password: string, emailKey: string, addressKey: string }} attempt
   */
  async function checkPasswordGrant(req, res, body, { email, password, emailKey, addressKey }) {
    if (!email && typeof body.phone === 'string' && body.phone) {
      throw authError(req, 400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    const user = email && email.length <= 255 ? await findUserByEmail(db, email) : undefined;
    const ok =
      password !== '' && [...password].length <= 1024 && (await checkPassword(user, password));
    if (!ok || !user) {
      failedByEmail.hit(emailKey);
      failedByAddress.hit(addressKey);
      throw authError(req, 400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw authError(req, 400, 'user_banned', 'User is banned');
    }
    failedByEmail.clear(emailKey);
    // As GoTrue: only after the password checks out does an unconfirmed email count against the
    // user (with "Confirm email" on; a wrong password is still invalid_credentials).
    if (!user.email_confirmed_at) {
      throw authError(req, 400, 'email_not_confirmed', 'Email not confirmed');
    }
    // Hashes not made by this server (bcrypt from the seed or an import) are upgraded on success.
    const upgradedHash = isScryptHash(user.encrypted_password)
      ? null
      : await hashPassword(password);
    const result = await db.transaction(async (tx) => {
      if (upgradedHash) {
        await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [
          user.id,
          upgradedHash,
        ]);
      }
      await tx.query(
        `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      );
      const session = await createSession(tx, user.id, req);
      const fresh = /** @type {UserRow} */ (
        (await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [user.id])).rows[0]
      );
      return { user: fresh, ...session };
    });
    const amr = [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }];
    sendAuthJson(
      res,
      200,
      await sessionJson(result.user, result.sessionId, result.refreshToken, amr),
    );
  }

  /**
   * @param {UserRow | undefined} user
   * @param {string} password
   */
  async function checkPassword(user, password) {
    const hash = user?.encrypted_password;
    if (isScryptHash(hash)) return verifyScryptPassword(password, /** @type {string} */ (hash));
    if (isBcryptHash(hash)) {
      // bcrypt: GoTrue's format, written by the seed through pgcrypto.
      return verifyBcryptPassword(password, /** @type {string} */ (hash));
    }
    // Unknown email or no password: spend the same time anyway.
    await verifyScryptPassword(password, await dummyPasswordHash());
    return false;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function refreshTokenGrant(req, res) {
    const body = await readJsonObject(req);
    const token = body.refresh_token;
    if (typeof token !== 'string' || token === '') {
      throw authError(req, 400, 'validation_failed', 'refresh_token required');
    }
    if (token.length > 255) throw refreshNotFound(req);
    const result = await db.transaction(async (tx) => {
      const found = await tx.query(
        `select rt.id, rt.revoked, rt.session_id, rt.user_id from auth.refresh_tokens rt where rt.token = $1`,
        [token],
      );
      const row =
        /** @type {{ id: number, revoked: boolean, session_id: string, user_id: string } | undefined} */ (
          found.rows[0]
        );
      if (!row || !row.session_id) return { error: /** @type {const} */ ('not_found') };
      if (row.revoked && ctx.refreshTokenReuseIntervalSeconds > 0) {
        // GoTrue's reuse interval: a token rotated moments ago (two tabs refreshing at once)
        // yields the session's current token instead of counting as theft.
        const child = await tx.query(
          `select rt.token from auth.refresh_tokens rt
            where rt.parent = $1 and rt.revoked = false
              and rt.created_at > now() - make_interval(secs => $2)`,
          [token, ctx.refreshTokenReuseIntervalSeconds],
        );
        const current = /** @type {{ token: string } | undefined} */ (child.rows[0]);
        const user = current
          ? /** @type {UserRow | undefined} */ (
              (
                await tx.query(
                  `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
                  [row.user_id],
                )
              ).rows[0]
            )
          : undefined;
        if (current && user)
          return { user, sessionId: row.session_id, refreshToken: current.token };
      }
      if (row.revoked) {
        // Reuse of a rotated token: treat the whole family as stolen, as GoTrue does.
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
          [row.session_id],
        );
        return { error: /** @type {const} */ ('already_used') };
      }
      const user = /** @type {UserRow | undefined} */ (
        (
          await tx.query(
            `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
            [row.user_id],
          )
        ).rows[0]
      );
      if (!user) return { error: /** @type {const} */ ('not_found') };
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
          req,
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      throw refreshNotFound(req);
    }
    const amr = [{ method: 'token_refresh', timestamp: Math.floor(Date.now() / 1000) }];
    sendAuthJson(
      res,
      200,
      await sessionJson(result.user, result.sessionId, result.refreshToken, amr),
    );
  }

  /** @param {import('node:http').IncomingMessage} req */
  function refreshNotFound(req) {
    return authError(
      req,
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function pkceGrant(req, res) {
    const body = await readJsonObject(req);
    const code = typeof body.auth_code === 'string' ? body.auth_code : '';
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (!code || !verifier)
      throw authError(
        req,
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    const flow = pkceFlows.get(code);
    pkceFlows.delete(code);
    if (!flow || flow.expiresAt < Date.now())
      throw authError(
        req,
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
        req,
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    const user = await findUserById(db, flow.userId);
    if (!user) throw authError(req, 404, 'user_not_found', 'User not found');
    const session = await db.transaction((tx) => createSession(tx, user.id, req));
    // GoTrue's authentication methods for a flow state: 'recovery', 'email/signup'.
    const method =
      flow.type === 'recovery' ? 'recovery' : flow.type === 'signup' ? 'email/signup' : 'otp';
    const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
    sendAuthJson(res, 200, await sessionJson(user, session.sessionId, session.refreshToken, amr));
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
  async function logout(req, res, url) {
    const { user, sessionId } = await requireSession(req);
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
        req,
        400,
        'validation_failed',
        `Unsupported logout scope "${scope.slice(0, 40)}"`,
      );
    }
    sendAuthJson(res, 204, undefined);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function getUser(req, res) {
    const { user } = await requireSession(req);
    sendAuthJson(res, 200, userJson(user, await findIdentities(db, user.id)));
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function updateUser(req, res) {
    const { user, sessionId } = await requireSession(req);
    const body = await readJsonObject(req);
    if (body.email !== undefined && body.email !== user.email) {
      throw authError(
        req,
        422,
        'email_change_not_supported',
        'Changing the email address is not supported by the local backend',
      );
    }
    if (body.phone !== undefined && body.phone !== '' && body.phone !== user.phone) {
      throw authError(req, 422, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    /** @type {string | null} */
    let newHash = null;
    if (body.password !== undefined) {
      const password = checkNewPassword(req, body.password, ctx.minimumPasswordLength);
      if (await checkPassword(user, password)) {
        throw authError(
          req,
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      newHash = await hashPassword(password);
    }
    const data = body.data === undefined ? null : metadataObject(body.data);
    const updated = await db.transaction(async (tx) => {
      if (newHash) {
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = '', updated_at = now() where id = $1`,
          [user.id, newHash],
        );
        // As GoTrue: a new password signs out every other session.
        await tx.query(
          `delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`,
          [user.id, sessionId],
        );
      }
      if (data) {
        const merged = { ...(user.raw_user_meta_data ?? {}) };
        for (const [key, value] of Object.entries(data)) {
          if (value === null) delete merged[key];
          else merged[key] = value;
        }
        if (JSON.stringify(merged).length > 16 * 1024) return null;
        await tx.query(
          `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
          [user.id, JSON.stringify(merged)],
        );
      }
      return /** @type {UserRow} */ (
        (await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [user.id])).rows[0]
      );
    });
    if (!updated) throw authError(req, 400, 'validation_failed', 'User metadata is too large');
    if (newHash) ctx.log(`auth: password updated for ${user.email}`);
    sendAuthJson(res, 200, userJson(updated, await findIdentities(db, user.id)));
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
  async function recover(req, res, url) {
    const body = await readJsonObject(req);
    const email = normaliseEmail(req, body.email);
    if (!email)
      throw authError(req, 400, 'validation_failed', 'Password recovery requires an email');
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = randomBytes(24).toString('base64url');
      await db.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
        [user.id, sha256Hex(token)],
      );
      const link = sendEmailLink({
        to: email,
        subject: 'Reset Your Password',
        type: 'recovery',
        token,
        redirectTo,
        flowParam: startPkceFlow(body, user.id, 'recovery'),
      });
      ctx.log(`mail: password reset for ${email}: ${link}`);
    }
    // Same answer whether or not the email exists, so addresses cannot be probed.
    sendAuthJson(res, 200, {});
  }

  /**
   * POST /resend { type, email }: GoTrue's Resend. For `signup`, an unconfirmed user gets a new
   * confirmation link (the old one stops working), at most once per `emailSendIntervalSeconds`
   * (GoTrue's SMTP_MAX_FREQUENCY check on confirmation_sent_at). An unknown or confirmed address
   * gets the same `{}` and no mail. `email_change` and `phone_change` answer `{}` too, as GoTrue
   * does when no change is pending (this server never has one); phone types need a phone, and
   * phone logins are disabled.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function resend(req, res, url) {
    const body = await readJsonObject(req);
    const type = typeof body.type === 'string' ? body.type : '';
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw authError(
        req,
        400,
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const hasEmail = typeof body.email === 'string' && body.email !== '';
    const hasPhone = typeof body.phone === 'string' && body.phone !== '';
    if (!hasEmail && type === 'signup') {
      throw authError(req, 400, 'validation_failed', 'Type provided requires an email address');
    }
    if (!hasPhone && type === 'sms') {
      throw authError(req, 400, 'validation_failed', 'Type provided requires a phone number');
    }
    if (hasEmail && hasPhone) {
      throw authError(
        req,
        400,
        'validation_failed',
        'Only an email address or phone number should be provided.',
      );
    }
    if (hasPhone) throw authError(req, 400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = normaliseEmail(req, body.email);
    if (!email) {
      throw authError(req, 400, 'validation_failed', 'Missing email address or phone number');
    }
    const user = await findUserByEmail(db, email);
    if (!user || type !== 'signup' || user.email_confirmed_at) {
      // Not revealed: the same answer as a resend that went out.
      sendAuthJson(res, 200, {});
      return;
    }
    const intervalMs = ctx.emailSendIntervalSeconds * 1000;
    const token = randomBytes(24).toString('base64url');
    const updated = await db.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
        where id = $1 and email_confirmed_at is null
          and (confirmation_sent_at is null or confirmation_sent_at <= $3)`,
      [user.id, sha256Hex(token), new Date(Date.now() - intervalMs)],
    );
    if (!updated.affectedRows) {
      const current = await findUserById(db, user.id);
      if (!current || current.email_confirmed_at || !current.confirmation_sent_at) {
        sendAuthJson(res, 200, {});
        return;
      }
      // GoTrue's generateFrequencyLimitErrorMessage: the whole seconds left, truncated.
      const left = Math.max(
        0,
        Math.floor((current.confirmation_sent_at.getTime() + intervalMs - Date.now()) / 1000),
      );
      throw authError(
        req,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
    const link = sendEmailLink({
      to: email,
      subject: 'Confirm Your Signup',
      type: 'signup',
      token,
      redirectTo: allowedRedirect(url.searchParams.get('redirect_to')),
      flowParam: startPkceFlow(body, user.id, 'signup'),
    });
    ctx.log(`mail: signup confirmation (resent) for ${email}: ${link}`);
    sendAuthJson(res, 200, {});
  }

  /**
   * Consumes the one-time token of an email link of the given type ('recovery' or 'signup'): the
   * user, or null when it is unknown, used or expired. Either link proves the address, so an
   * unconfirmed user is confirmed, as GoTrue's signupVerify and recoverVerify do.
   * @param {string} type
   * @param {string} token
   */
  async function consumeEmailToken(type, token) {
    if (type !== 'recovery' && type !== 'signup') return null;
    if (!token || token.length > 200) return null;
    const { column, sentAt, lifetimeSeconds } = EMAIL_LINK_TOKENS[type];
    const userId = await db.transaction(async (tx) => {
      const found = await tx.query(
        `update auth.users set ${column} = '', updated_at = now()
          where ${column} = $1 and ${sentAt} > now() - make_interval(secs => $2) and deleted_at is null
          returning id, email_confirmed_at`,
        [sha256Hex(token), lifetimeSeconds],
      );
      const row = /** @type {{ id: string, email_confirmed_at: Date | null } | undefined} */ (
        found.rows[0]
      );
      if (!row) return null;
      if (!row.email_confirmed_at) await confirmUserEmail(tx, row.id);
      return row.id;
    });
    return userId ? ((await findUserById(db, userId)) ?? null) : null;
  }

  /**
   * GET /verify?token=…&type=recovery|signup&redirect_to=…: the link of an email. Redirects with
   * the session in the fragment (or `?code=` for PKCE), or with `#error=…` for a bad token.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function verifyLink(req, res, url) {
    const type = url.searchParams.get('type') ?? '';
    const token = url.searchParams.get('token') ?? '';
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'));
    const flowId = url.searchParams.get('flow');
    const user = await consumeEmailToken(type, token);
    if (!user) {
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      redirect(res, `${withoutHash(redirectTo)}#${fragment}`);
      return;
    }
    const pending = flowId ? pkceFlows.get(`pending:${flowId}`) : undefined;
    if (pending && pending.userId === user.id) {
      pkceFlows.delete(`pending:${flowId}`);
      const code = randomUUID();
      pkceFlows.set(code, { ...pending, expiresAt: Date.now() + PKCE_FLOW_LIFETIME_MS });
      const target = new URL(redirectTo);
      target.searchParams.set('code', code);
      ctx.log(`auth: ${type} link used by ${user.email} (PKCE)`);
      redirect(res, target.toString());
      return;
    }
    const session = await db.transaction((tx) => createSession(tx, user.id, req));
    const body = await sessionJson(user, session.sessionId, session.refreshToken, [
      { method: 'otp', timestamp: Math.floor(Date.now() / 1000) },
    ]);
    // GoTrue puts the link's type in the fragment: auth-js emits PASSWORD_RECOVERY for 'recovery'.
    const fragment = new URLSearchParams({
      access_token: body.access_token,
      expires_at: String(body.expires_at),
      expires_in: String(body.expires_in),
      refresh_token: body.refresh_token,
      token_type: 'bearer',
      type,
    });
    ctx.log(`auth: ${type} link used by ${user.email}`);
    redirect(res, `${withoutHash(redirectTo)}#${fragment}`);
  }

  /**
   * POST /verify { type: 'recovery' | 'signup' | 'email', token_hash }: the session as JSON.
   * 'email' accepts a confirmation or a recovery token, as GoTrue's email OTP type does.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  async function verifyOtp(req, res) {
    const body = await readJsonObject(req);
    const token =
      typeof body.token_hash === 'string'
        ? body.token_hash
        : typeof body.token === 'string'
          ? body.token
          : '';
    const type = typeof body.type === 'string' ? body.type : '';
    const user =
      type === 'email'
        ? ((await consumeEmailToken('signup', token)) ??
          (await consumeEmailToken('recovery', token)))
        : await consumeEmailToken(type, token);
    if (!user) throw authError(req, 403, 'otp_expired', 'Token has expired or is invalid');
    const session = await db.transaction((tx) => createSession(tx, user.id, req));
    const amr = [{ method: 'otp', timestamp: Math.floor(Date.now() / 1000) }];
    sendAuthJson(res, 200, await sessionJson(user, session.sessionId, session.refreshToken, amr));
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  function sendAuthJson(res, status, body) {
    sendJson(res, status, body, { 'X-Supabase-Api-Version': API_VERSION });
  }

  /**
   * Routes one /auth/v1 request. The apikey has already been checked (except for /verify).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} route the path after /auth/v1
   */
  async function handle(req, res, url, route) {
    const method = req.method ?? 'GET';
    const key = `${method} ${route}`;
    switch (key) {
      case 'GET /health':
        return sendAuthJson(res, 200, {
          version: 'harbor-local',
          name: 'GoTrue',
          description: 'GoTrue is a user registration and authentication API',
        });
      case 'GET /settings':
        return sendAuthJson(res, 200, {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: false,
          mailer_autoconfirm: !ctx.confirmEmail,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        });
      case 'POST /signup':
        return signup(req, res, url);
      case 'POST /token': {
        const grantType = url.searchParams.get('grant_type');
        if (grantType === 'password') return passwordGrant(req, res);
        if (grantType === 'refresh_token') return refreshTokenGrant(req, res);
        if (grantType === 'pkce') return pkceGrant(req, res);
        throw authError(req, 400, 'validation_failed', 'unsupported_grant_type');
      }
      case 'POST /logout':
        return logout(req, res, url);
      case 'GET /user':
        return getUser(req, res);
      case 'PUT /user':
        return updateUser(req, res);
      case 'POST /recover':
        return recover(req, res, url);
      case 'POST /resend':
        return resend(req, res, url);
      case 'GET /verify':
        return verifyLink(req, res, url);
      case 'POST /verify':
        return verifyOtp(req, res);
      default:
        throw authError(
          req,
          404,
          'not_found',
          `${method} ${route} is not supported by the local backend`,
        );
    }
  }

  return { handle };
}

/** @param {string} value */
function isUuid(value) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** @param {string} address */
function ipOrNull(address) {
  const ip = address.replace(/^::ffff:/, '');
  return /^[0-9a-fA-F.:]+$/.test(ip) ? ip : null;
}

/** @param {string} url */
function withoutHash(url) {
  const index = url.indexOf('#');
  return index === -1 ? url : url.slice(0, index);
}

/** @param {import('node:http').ServerResponse} res @param {string} location */
function redirect(res, location) {
  res.writeHead(303, { Location: location, 'Content-Length': '0', 'Cache-Control': 'no-store' });
  res.end();
}
