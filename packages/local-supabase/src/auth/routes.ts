// `/auth/v1`: GoTrue-compatible endpoints, as @supabase/auth-js v2 calls them. This file only
// wires the modules together: each takes the services it uses.
import { Hono } from 'hono/tiny';
import type { Log, PGlite } from '../db/database.js';
import { clientAddress, requestUrl, type AppContext, type AppEnv } from '../http/respond.js';
import { createAccount } from './account.js';
import { createEmailLinks } from './email-links.js';
import { authError, authJson, type AuthRequest } from './errors.js';
import { createMfa } from './mfa.js';
import type { Outbox } from './outbox.js';
import { SignInGuard, type SignInLimits } from './rate-limit.js';
import { createRecovery } from './recovery.js';
import { redirectPolicy } from './redirects.js';
import { createSessions } from './sessions.js';
import { createPasswordGrant } from './sign-in.js';
import { createSignup, type SignupSettings } from './signup.js';
import { createVerify } from './verify.js';
import type { EmailTemplateKind } from '../config.js';
import type { LoadedEmailTemplate } from './email-template.js';

export interface AuthSettings extends SignupSettings {
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  /** Where auth links go when `redirect_to` is missing or not allowed. */
  siteUrl: string;
  /** Origins `redirect_to` may name besides loopback and the site. */
  allowedRedirectOrigins: readonly string[];
  rateLimits: SignInLimits;
  /** The confirmation and recovery emails of supabase/config.toml, parsed (email-template.ts). */
  emailTemplates?: Partial<Record<EmailTemplateKind, LoadedEmailTemplate>>;
}

export function createAuthRoutes({
  db,
  secret,
  getUrl,
  outbox,
  settings,
  log,
}: {
  db: PGlite;
  secret: Uint8Array;
  getUrl: () => string;
  outbox: Outbox;
  settings: AuthSettings;
  log: Log;
}) {
  const sessions = createSessions({
    db,
    secret,
    jwtExpirySeconds: settings.jwtExpirySeconds,
    refreshTokenReuseIntervalSeconds: settings.refreshTokenReuseIntervalSeconds,
    issuer: () => `${getUrl()}/auth/v1`,
  });
  const links = createEmailLinks({
    db,
    getUrl,
    outbox,
    log,
    templates: settings.emailTemplates ?? {},
    siteUrl: settings.siteUrl,
  });
  const redirectTo = redirectPolicy(settings.siteUrl, settings.allowedRedirectOrigins);
  const { signup, resend } = createSignup({ db, sessions, links, redirectTo, settings, log });
  const passwordGrant = createPasswordGrant({
    db,
    sessions,
    guard: new SignInGuard(settings.rateLimits),
  });
  const recover = createRecovery({ db, links, redirectTo });
  const { verifyLink, verifyOtp, pkceGrant } = createVerify({
    db,
    sessions,
    links,
    redirectTo,
    log,
  });
  const { getUser, updateUser } = createAccount({
    db,
    sessions,
    minimumPasswordLength: settings.minimumPasswordLength,
    log,
  });

  const mfa = createMfa({ db, sessions, issuer: () => new URL(settings.siteUrl).host });

  const grants: Record<string, (from: AuthRequest) => Promise<Response>> = {
    password: passwordGrant,
    refresh_token: sessions.refreshGrant,
    pkce: pkceGrant,
  };

  const handle =
    (handler: (from: AuthRequest) => Promise<Response>) =>
    (c: AppContext): Promise<Response> =>
      handler({ request: c.req.raw, url: requestUrl(c), address: clientAddress(c) });

  /** Mounted before the API-key gate: the email link is opened by a browser without an apikey, as on Supabase. */
  const emailLinkRoutes = new Hono<AppEnv>().get('/verify', handle(verifyLink));

  const routes = new Hono<AppEnv>()
    .get('/health', () =>
      authJson(200, {
        version: 'harbor-local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
    )
    .get('/settings', () =>
      authJson(200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: !settings.confirmEmail,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    )
    .post('/signup', handle(signup))
    .post(
      '/token',
      handle((from) => {
        const type = from.url.searchParams.get('grant_type') ?? '';
        const grant = Object.hasOwn(grants, type) ? grants[type] : undefined;
        if (!grant)
          throw authError(from.request, 400, 'validation_failed', 'unsupported_grant_type');
        return grant(from);
      }),
    )
    .post('/logout', handle(sessions.logout))
    .get('/user', handle(getUser))
    .put('/user', handle(updateUser))
    .post('/recover', handle(recover))
    .post('/resend', handle(resend))
    .post('/verify', handle(verifyOtp))
    .post('/factors', handle(mfa.enroll))
    .post('/factors/:id/challenge', (c) =>
      handle((from) => mfa.challenge(from, c.req.param('id')))(c),
    )
    .post('/factors/:id/verify', (c) => handle((from) => mfa.verify(from, c.req.param('id')))(c))
    .delete('/factors/:id', (c) => handle((from) => mfa.unenroll(from, c.req.param('id')))(c))
    .all('*', (c) => {
      const route = new URL(c.req.url).pathname.slice('/auth/v1'.length);
      throw authError(
        c.req.raw,
        404,
        'not_found',
        `${c.req.method} ${route} is not supported by the local backend`,
      );
    });
  return { routes, emailLinkRoutes };
}
