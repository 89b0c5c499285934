// The one-time links auth mails (password reset, sign-up confirmation): making them, the PKCE
// flows behind them, and using them once.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Log, PGlite } from '../db/database.js';
import type { Outbox } from './outbox.js';
import type { EmailTemplateKind } from '../config.js';
import { renderEmailTemplate, type LoadedEmailTemplate } from './email-template.js';
import { confirmUserEmail, findUserById, type UserRow } from './users.js';

const RECOVERY_TOKEN_LIFETIME_SECONDS = 3600;
// GoTrue's mailer OTP lifetime (GOTRUE_MAILER_OTP_EXP) defaults to 24 hours.
const CONFIRMATION_TOKEN_LIFETIME_SECONDS = 24 * 3600;
const PKCE_FLOW_LIFETIME_MS = 5 * 60 * 1000;

export type EmailLinkType = 'recovery' | 'signup';

/**
 * The one-time tokens an email link carries, by link type: the auth.users columns holding the
 * token's sha256 hex and when it was sent, and how long it stays valid.
 */
const EMAIL_LINK_TOKENS: Record<
  EmailLinkType,
  { column: string; sentAt: string; lifetimeSeconds: number }
> = {
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

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A new link token: the raw value goes in the link, the database keeps its sha256 hex. */
export function newLinkToken(): { token: string; stored: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, stored: sha256Hex(token) };
}

interface PkceFlow {
  userId: string;
  challenge: string;
  method: string;
  type: EmailLinkType;
  expiresAt: number;
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;

export function createEmailLinks({
  db,
  getUrl,
  outbox,
  log,
  templates = {},
  siteUrl = '',
}: {
  db: PGlite;
  getUrl: () => string;
  outbox: Outbox;
  log: Log;
  /** supabase/config.toml's templates (email-template.ts); Supabase's defaults otherwise. */
  templates?: Partial<Record<EmailTemplateKind, LoadedEmailTemplate>>;
  /** `{{ .SiteURL }}` in a template. */
  siteUrl?: string;
}) {
  /** Pending flows by `pending:<flow id>`, and auth codes handed out by /verify. */
  const pkceFlows = new Map<string, PkceFlow>();

  /**
   * With a PKCE code challenge in the body, remembers a pending flow for the email link, so that
   * /verify answers with a one-time auth code instead of tokens in the URL. Returns the `&flow=`
   * parameter for the link, or '' without PKCE.
   */
  function startPkceFlow(
    body: Record<string, unknown>,
    userId: string,
    type: EmailLinkType,
  ): string {
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

  /** "Sends" an email link: puts it in the outbox and the log, and returns it. */
  function send({
    to,
    subject,
    type,
    token,
    redirectTo,
    flowParam,
    logAs,
    metadata = {},
  }: {
    to: string;
    /** Supabase's default subject, for a kind without a template of its own. */
    subject: string;
    type: EmailLinkType;
    token: string;
    redirectTo: string;
    flowParam: string;
    /** How the log names the mail, e.g. 'password reset'. */
    logAs: string;
    /** The user's metadata, `{{ .Data }}` in a template (its `locale` picks the language). */
    metadata?: Record<string, unknown>;
  }): string {
    const link = `${getUrl()}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}${flowParam}`;
    const template = templates[type === 'signup' ? 'confirmation' : 'recovery'];
    const data = {
      ConfirmationURL: link,
      SiteURL: siteUrl,
      Email: to,
      RedirectTo: redirectTo,
      Data: metadata,
    };
    outbox.add({
      to,
      subject: template?.subject ? renderEmailTemplate(template.subject, data) : subject,
      type,
      link,
      ...(template?.body ? { html: renderEmailTemplate(template.body, data) } : {}),
    });
    log(`mail: ${logAs} for ${to}: ${link}`);
    return link;
  }

  /**
   * Consumes the one-time token of an email link of the given type: the user, or null when it is
   * unknown, used or expired. Either link proves the address, so an unconfirmed user is confirmed,
   * as GoTrue's signupVerify and recoverVerify do.
   */
  async function consume(type: string, token: string): Promise<UserRow | null> {
    if (type !== 'recovery' && type !== 'signup') return null;
    if (!token || token.length > 200) return null;
    const { column, sentAt, lifetimeSeconds } = EMAIL_LINK_TOKENS[type];
    const userId = await db.transaction(async (tx) => {
      const found = await tx.query<{ id: string; email_confirmed_at: Date | null }>(
        `update auth.users set ${column} = '', updated_at = now()
          where ${column} = $1 and ${sentAt} > now() - make_interval(secs => $2) and deleted_at is null
          returning id, email_confirmed_at`,
        [sha256Hex(token), lifetimeSeconds],
      );
      const row = found.rows[0];
      if (!row) return null;
      if (!row.email_confirmed_at) await confirmUserEmail(tx, row.id);
      return row.id;
    });
    return userId ? ((await findUserById(db, userId)) ?? null) : null;
  }

  /** The link's pending PKCE flow for this user, exchanged for a one-time auth code; null without one. */
  function issueAuthCode(flowId: string | null, userId: string): string | null {
    const pending = flowId ? pkceFlows.get(`pending:${flowId}`) : undefined;
    if (!pending || pending.userId !== userId) return null;
    pkceFlows.delete(`pending:${flowId}`);
    const code = randomUUID();
    pkceFlows.set(code, { ...pending, expiresAt: Date.now() + PKCE_FLOW_LIFETIME_MS });
    return code;
  }

  /** Takes an auth code once: its flow, or undefined when unknown or expired. */
  function redeemAuthCode(code: string): PkceFlow | undefined {
    const flow = pkceFlows.get(code);
    pkceFlows.delete(code);
    return flow && flow.expiresAt >= Date.now() ? flow : undefined;
  }

  return { startPkceFlow, send, consume, issueAuthCode, redeemAuthCode };
}
