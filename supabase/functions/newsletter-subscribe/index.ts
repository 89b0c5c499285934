// POST /functions/v1/newsletter-subscribe { email, consent: true, firstName?, locale? }
//   locale: 'en' (the default) or 'es', the page's language (issue 25): the confirmation email is
//   written in it and links the page in it (/es/boletin/confirmar), and the subscriber keeps it.
//   -> 200 { status: 'check-your-inbox', message } for every valid address: the same bytes, the
//      same status and the same work before the answer, whether the address is new, waiting or
//      already on the list. Nothing here tells anyone whether an address is on the list (someone
//      checking on a partner must learn nothing).
//   -> 400 { error } for a malformed request; 429 { code: 'rate_limited', error, retryAt } when this
//      connection has signed up too often (public.write_limits 'newsletter_connection'); neither
//      depends on which address was sent.
// Double opt-in: nothing is subscribed and no consent is recorded until the address's owner opens
// the link emailed to it. The work that depends on the address runs after the answer is sent
// (_shared/background.ts), so its time cannot be measured from outside either:
// - With MAILERLITE_API_KEY (production): the subscriber is created in MailerLite with status
//   'unconfirmed' and no opted_in_at, and MailerLite sends its own confirmation email (turn on
//   double opt-in for API and integrations in MailerLite); MailerLite records the opt-in when the
//   link is opened. An address already active in MailerLite is left alone.
// - Otherwise: public.request_newsletter_confirmation records a request (the sha256 of a signed
//   token, expiring after 48 hours) and the link /newsletter/confirm#token=… is emailed through
//   the local backend's outbox (HARBOR_LOCAL_MAIL_URL); the newsletter-confirm function adds the
//   address to public.newsletter_subscribers, with its consent time, when the link is opened.
//   Without either mail path, every sign-up answers the same 500 (nothing could be sent).
// An address already on the list gets no email at all: a second message in an inbox someone else
// may read says more than nothing, and the person who signed up is already where they wanted to be.
// At most 3 confirmation emails a day go to one address (public.write_limits
// 'newsletter_address'); beyond that nothing is sent, and the answer is still the same.
import { hashAddress } from '../_shared/client-ip.ts';
import { readLocale, type Locale } from '../_shared/descriptions.ts';
import { inBackground } from '../_shared/background.ts';
import {
  ConfigError,
  platformEnv,
  requireEnv,
  serveOnDeno,
  type FunctionEnv,
} from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { makeToken, tokenHash } from '../_shared/newsletter-token.ts';
import { siteOrigin } from '../_shared/site.ts';
import { adminClient, type AdminClient } from '../_shared/supabase.ts';
import {
  addressHashSecret,
  connectionKey,
  noteWriteAttempt,
  tooManyTries,
} from '../_shared/write-limits.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAILERLITE_API = 'https://connect.mailerlite.com/api';
/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 48;

/** The one answer to every valid sign-up. */
export const CHECK_YOUR_INBOX = {
  status: 'check-your-inbox',
  message: "Check your inbox: if this address can join, we've sent a link to confirm.",
} as const;

interface SignUp {
  email: string;
  firstName: string | null;
  origin: string;
  locale: Locale;
}

/**
 * The confirmation email, in the language of the page the sign-up came from (the Spanish in
 * usted, docs/glossary-es.md): its subject, the page its link opens, and a few lines saying what
 * the link does, how long it works and what to do if the sign-up was not theirs.
 */
export const CONFIRMATION_EMAIL: Readonly<
  Record<Locale, { subject: string; path: string; text: (link: string) => string }>
> = {
  en: {
    subject: 'Confirm your Harbor newsletter sign-up',
    path: '/newsletter/confirm',
    text: (link) =>
      `Someone asked for Harbor's newsletter to come to this address. To join, open this link within ${CONFIRMATION_HOURS} hours:\n\n${link}\n\nIf it was not you, do nothing: without the link, this address is not added.`,
  },
  es: {
    subject: 'Harbor: confirme su suscripción al boletín',
    path: '/es/boletin/confirmar',
    text: (link) =>
      `Alguien pidió que el boletín de Harbor (por ahora, en inglés) llegue a esta dirección de correo electrónico. Para recibirlo, abra el enlace de abajo en las próximas ${CONFIRMATION_HOURS} horas:\n\n${link}\n\nSi no fue usted, no haga nada: si nadie abre el enlace, no agregamos esta dirección a la lista.`,
  },
};

/** A key for the per-address limit: the address, hashed like a connection's. */
const addressKey = (env: FunctionEnv, email: string) =>
  hashAddress(`newsletter:${email}`, addressHashSecret(env));

async function viaMailerLite(env: FunctionEnv, admin: AdminClient, apiKey: string, signUp: SignUp) {
  if (await noteWriteAttempt(admin, 'newsletter_address', await addressKey(env, signUp.email))) {
    return;
  }
  const api = env.get('MAILERLITE_API_URL') || MAILERLITE_API;
  const headers = {
    Authorization: `Bearer ${apiKey}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const existing = await fetch(`${api}/subscribers/${encodeURIComponent(signUp.email)}`, {
    headers,
  });
  if (existing.ok) {
    const body = (await existing.json()) as { data?: { status?: string } };
    if (body.data?.status === 'active') return; // already on the list: no second email
  } else if (existing.status !== 404) {
    throw new Error(`MailerLite lookup answered ${existing.status}`);
  } else {
    await existing.body?.cancel();
  }
  // A Spanish sign-up joins the Spanish group (MAILERLITE_GROUP_ID_ES, required for it: see the
  // handler), so the team can write to it in Spanish; MailerLite's own confirmation email is the
  // one set up in its dashboard, in the language written there.
  const group =
    signUp.locale === 'es' ? env.get('MAILERLITE_GROUP_ID_ES') : env.get('MAILERLITE_GROUP_ID');
  const response = await fetch(`${api}/subscribers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: signUp.email,
      ...(signUp.firstName ? { fields: { name: signUp.firstName } } : {}),
      ...(group ? { groups: [group] } : {}),
      // Not subscribed until the owner confirms; MailerLite then records opted_in_at.
      status: 'unconfirmed',
    }),
  });
  if (!response.ok) throw new Error(`MailerLite answered ${response.status}`);
}

async function viaHarbor(env: FunctionEnv, admin: AdminClient, mailUrl: string, signUp: SignUp) {
  const token = await makeToken(env);
  const { data, error } = await admin.rpc('request_newsletter_confirmation', {
    p_email: signUp.email,
    p_first_name: signUp.firstName,
    p_address_key: await addressKey(env, signUp.email),
    p_token_hash: await tokenHash(token),
    p_expires_at: new Date(Date.now() + CONFIRMATION_HOURS * 3600 * 1000).toISOString(),
    p_language: signUp.locale,
  });
  if (error) throw new Error(`request_newsletter_confirmation failed: ${error.message}`);
  if (data !== 'pending') return; // on the list already, or this address's emails for today
  const serviceRoleKey = requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const email = CONFIRMATION_EMAIL[signUp.locale];
  const link = `${signUp.origin}${email.path}#token=${token}`;
  const sent = await fetch(mailUrl, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      to: signUp.email,
      subject: email.subject,
      type: 'newsletter-confirmation',
      link,
      text: email.text(link),
    }),
  });
  if (!sent.ok) throw new Error(`the mail outbox answered ${sent.status}`);
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('newsletter-subscribe', async (req) => {
    const body = await readJsonObject(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 320)
      throw new PublicError(400, 'Please enter a valid email address.');
    if (body.consent !== true) {
      throw new PublicError(400, 'Please tick the box to agree to receive the newsletter.');
    }
    const locale = readLocale(body.locale);
    const rawName = typeof body.firstName === 'string' ? body.firstName.trim() : '';
    if (rawName.length > 100)
      throw new PublicError(400, 'Please use a first name of 100 characters or fewer.');

    const apiKey = env.get('MAILERLITE_API_KEY');
    const mailUrl = env.get('HARBOR_LOCAL_MAIL_URL');
    if (!apiKey && !mailUrl) {
      throw new ConfigError('the newsletter needs MAILERLITE_API_KEY to send confirmation links');
    }
    // With MailerLite, the Spanish group is the only record of a sign-up's language (Harbor keeps
    // no subscribers then), and the Spanish page promises it is kept: without the group, a Spanish
    // sign-up fails loudly rather than join the English list unmarked. Not the address: the answer
    // is the same for every address.
    if (apiKey && locale === 'es' && !env.get('MAILERLITE_GROUP_ID_ES')) {
      throw new ConfigError(
        'a sign-up from a Spanish page needs MAILERLITE_GROUP_ID_ES with MailerLite, or its language is lost',
      );
    }
    const admin = adminClient(env);
    const retryAt = await noteWriteAttempt(
      admin,
      'newsletter_connection',
      await connectionKey(req, env),
    );
    if (retryAt) return tooManyTries(retryAt);

    const signUp: SignUp = {
      email,
      firstName: rawName || null,
      origin: siteOrigin(req, env),
      locale,
    };
    void inBackground('newsletter-subscribe', () =>
      apiKey ? viaMailerLite(env, admin, apiKey, signUp) : viaHarbor(env, admin, mailUrl!, signUp),
    );
    return json(200, CHECK_YOUR_INBOX);
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
