// Sign-up and the confirmation link: `POST /signup` and `POST /resend`.
import { randomUUID } from 'node:crypto';
import type { Log, PGlite } from '../db/database.js';
import type { EmailLinks } from './email-links.js';
import { newLinkToken } from './email-links.js';
import { authError, authJson, type AuthRequest } from './errors.js';
import {
  MAX_METADATA_JSON_LENGTH,
  checkNewPassword,
  metadataObject,
  normaliseEmail,
  readJsonObject,
} from './input.js';
import { hashPassword } from './passwords.js';
import { signedInBy, type Sessions } from './sessions.js';
import {
  USER_COLUMNS,
  findIdentities,
  findUserByEmail,
  findUserById,
  readUser,
  userJson,
  type UserRow,
} from './users.js';

export interface SignupSettings {
  /** "Confirm email" on (Supabase's default): sign-ups get a link instead of a session. */
  confirmEmail: boolean;
  enableSignup: boolean;
  minimumPasswordLength: number;
  /** GoTrue's SMTP_MAX_FREQUENCY for `POST /resend`. */
  emailSendIntervalSeconds: number;
}

export function createSignup({
  db,
  sessions,
  links,
  redirectTo,
  settings,
  log,
}: {
  db: PGlite;
  sessions: Sessions;
  links: EmailLinks;
  redirectTo: (requested: string | null) => string;
  settings: SignupSettings;
  log: Log;
}) {
  /**
   * POST /signup. By default the user is confirmed at once and signed in (GoTrue with
   * MAILER_AUTOCONFIRM). With `confirmEmail` ("Confirm email" on, Supabase's default) the user is
   * created unconfirmed, a confirmation link goes to the outbox and the answer is the bare user,
   * without a session.
   */
  async function signup(from: AuthRequest): Promise<Response> {
    const { request, url } = from;
    const body = await readJsonObject(request);
    if (!settings.enableSignup) {
      throw authError(request, 422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    const email = normaliseEmail(request, body.email);
    if (!email) {
      if (typeof body.phone === 'string' && body.phone) {
        throw authError(request, 400, 'phone_provider_disabled', 'Phone signups are disabled');
      }
      throw authError(request, 400, 'validation_failed', 'To signup, please provide your email');
    }
    const password = checkNewPassword(request, body.password, settings.minimumPasswordLength);
    const data = metadataObject(body.data);
    if (JSON.stringify(data).length > MAX_METADATA_JSON_LENGTH) {
      throw authError(request, 400, 'validation_failed', 'User metadata is too large');
    }
    const confirm = settings.confirmEmail;
    const target = redirectTo(url.searchParams.get('redirect_to'));
    const passwordHash = await hashPassword(password);
    const userId = randomUUID();
    const link = newLinkToken();
    const result = await db.transaction(async (tx) => {
      const existing = (
        await tx.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false`,
          [email],
        )
      ).rows[0];
      if (existing) {
        if (!confirm || existing.email_confirmed_at)
          return { outcome: 'exists', user: existing } as const;
        // GoTrue: an unconfirmed user signing up again is not changed ("we can't be sure of
        // their claimed identity", so the password stays), but gets a new confirmation link.
        await tx.query(
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1`,
          [existing.id, link.stored],
        );
        return { outcome: 'confirm', user: await readUser(tx, existing.id) } as const;
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
          confirm ? link.stored : '',
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
      const user = await readUser(tx, userId);
      if (confirm) return { outcome: 'confirm', user } as const;
      const session = await sessions.create(tx, userId, from);
      return { outcome: 'session', user, ...session } as const;
    });

    if (result.outcome === 'exists') {
      if (!confirm) throw authError(request, 422, 'user_already_exists', 'User already registered');
      // GoTrue with "Confirm email" on does not reveal that a confirmed address is taken: it
      // answers 200 with an obfuscated copy of the user (sanitizeUser: a random id, no role, no
      // confirmation or sign-in dates, the submitted metadata, no identities) and sends no mail.
      const now = new Date();
      log(`auth: repeated sign-up for ${email} (answered with an obfuscated user)`);
      return authJson(
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
    }
    if (result.outcome === 'confirm') {
      links.send({
        to: email,
        subject: 'Confirm Your Signup',
        type: 'signup',
        token: link.token,
        redirectTo: target,
        flowParam: links.startPkceFlow(body, result.user.id, 'signup'),
        logAs: 'signup confirmation',
        metadata: result.user.raw_user_meta_data ?? {},
      });
      // GoTrue answers the user itself when confirmation is required; supabase-js then gives
      // `data.session === null`.
      return authJson(200, userJson(result.user, await findIdentities(db, result.user.id)));
    }
    log(`auth: signed up ${email}`);
    return sessions.answer(result, signedInBy('password'));
  }

  /**
   * POST /resend { type, email }: GoTrue's Resend. For `signup`, an unconfirmed user gets a new
   * confirmation link (the old one stops working), at most once per `emailSendIntervalSeconds`
   * (GoTrue's SMTP_MAX_FREQUENCY check on confirmation_sent_at). An unknown or confirmed address
   * gets the same `{}` and no mail. `email_change` and `phone_change` answer `{}` too, as GoTrue
   * does when no change is pending (this server never has one); phone types need a phone, and
   * phone logins are disabled.
   */
  async function resend({ request, url }: AuthRequest): Promise<Response> {
    const body = await readJsonObject(request);
    const type = typeof body.type === 'string' ? body.type : '';
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw authError(
        request,
        400,
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const hasEmail = typeof body.email === 'string' && body.email !== '';
    const hasPhone = typeof body.phone === 'string' && body.phone !== '';
    if (!hasEmail && type === 'signup') {
      throw authError(request, 400, 'validation_failed', 'Type provided requires an email address');
    }
    if (!hasPhone && type === 'sms') {
      throw authError(request, 400, 'validation_failed', 'Type provided requires a phone number');
    }
    if (hasEmail && hasPhone) {
      throw authError(
        request,
        400,
        'validation_failed',
        'Only an email address or phone number should be provided.',
      );
    }
    if (hasPhone)
      throw authError(request, 400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = normaliseEmail(request, body.email);
    if (!email)
      throw authError(request, 400, 'validation_failed', 'Missing email address or phone number');
    const user = await findUserByEmail(db, email);
    // Not revealed: the same answer as a resend that went out.
    if (!user || type !== 'signup' || user.email_confirmed_at) return authJson(200, {});
    const intervalMs = settings.emailSendIntervalSeconds * 1000;
    const link = newLinkToken();
    const updated = await db.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
        where id = $1 and email_confirmed_at is null
          and (confirmation_sent_at is null or confirmation_sent_at <= $3)`,
      [user.id, link.stored, new Date(Date.now() - intervalMs)],
    );
    if (!updated.affectedRows) {
      const current = await findUserById(db, user.id);
      if (!current || current.email_confirmed_at || !current.confirmation_sent_at)
        return authJson(200, {});
      // GoTrue's generateFrequencyLimitErrorMessage: the whole seconds left, truncated.
      const left = Math.max(
        0,
        Math.floor((current.confirmation_sent_at.getTime() + intervalMs - Date.now()) / 1000),
      );
      throw authError(
        request,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
    links.send({
      to: email,
      subject: 'Confirm Your Signup',
      type: 'signup',
      token: link.token,
      redirectTo: redirectTo(url.searchParams.get('redirect_to')),
      flowParam: links.startPkceFlow(body, user.id, 'signup'),
      logAs: 'signup confirmation (resent)',
      metadata: user.raw_user_meta_data ?? {},
    });
    return authJson(200, {});
  }

  return { signup, resend };
}
