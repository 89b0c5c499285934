// @ts-check
// A server with `confirmEmail: true` behaves like a Supabase project with "Confirm email" on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  DEMO_PASSWORD,
  clientFor,
  readOutbox,
  removeDataDir,
  startTestServer,
  uniqueEmail,
} from './helpers.js';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer({ confirmEmail: true });
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** @param {string} email */
async function messagesTo(email) {
  return (await readOutbox(server)).filter((message) => message.to === email);
}

/** The fragment of a /verify link's redirect. @param {string} link */
async function followLink(link) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(/** @type {string} */ (response.headers.get('location')));
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** A supabase-js client using the PKCE flow. */
function pkceClient() {
  return createClient(server.url, server.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
    },
    realtime: { transport: /** @type {any} */ (ws) },
  });
}

describe('sign-up when email confirmation is required', () => {
  it('returns the user without a session, creates the profile, and refuses sign-in until confirmed', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('confirm');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'a-good-password',
      options: { data: { full_name: 'Grace Hopper' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      email_verified: false,
    });
    expect(data.user?.identities).toHaveLength(1);

    const admin = clientFor(server, server.serviceRoleKey);
    const profile = await admin.from('profiles').select('*').eq('id', data.user?.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ email, full_name: 'Grace Hopper' });

    const signIn = await client.auth.signInWithPassword({ email, password: 'a-good-password' });
    expect(signIn.data.session).toBeNull();
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('email_not_confirmed');
    expect(signIn.error?.message).toBe('Email not confirmed');
  });

  it('answers a wrong password for an unconfirmed user with invalid_credentials, not email_not_confirmed', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('unconfirmed-wrong');
    expect((await client.auth.signUp({ email, password: 'a-good-password' })).error).toBeNull();

    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const right = await client.auth.signInWithPassword({ email, password: 'a-good-password' });
    expect(right.error?.code).toBe('email_not_confirmed');
  });

  it('mails a one-time confirmation link that signs the user in, after which the password works', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('confirm-link');
    const emailRedirectTo = 'http://127.0.0.1:4173/login?confirmed=1';
    const signUp = await client.auth.signUp({
      email,
      password: 'a-good-password',
      options: { emailRedirectTo },
    });
    expect(signUp.error).toBeNull();

    const messages = await messagesTo(email);
    expect(messages).toHaveLength(1);
    const message = /** @type {(typeof messages)[number]} */ (messages[0]);
    expect(message).toMatchObject({
      to: email,
      type: 'signup',
      subject: 'Confirm your email address for Harbor',
      createdAt: expect.any(String),
    });
    expect(message.link).toMatch(
      new RegExp(`^${server.url}/auth/v1/verify\\?token=[^&]+&type=signup&redirect_to=`),
    );

    const { location, fragment } = await followLink(message.link);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(emailRedirectTo);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toEqual(expect.any(String));

    const confirmed = clientFor(server, server.anonKey);
    const set = await confirmed.auth.setSession({
      access_token: /** @type {string} */ (fragment.get('access_token')),
      refresh_token: /** @type {string} */ (fragment.get('refresh_token')),
    });
    expect(set.error).toBeNull();
    const { data: current } = await confirmed.auth.getUser();
    expect(current.user?.id).toBe(signUp.data.user?.id);
    expect(current.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(current.user?.user_metadata.email_verified).toBe(true);
    expect(current.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);

    const signIn = await clientFor(server, server.anonKey).auth.signInWithPassword({
      email,
      password: 'a-good-password',
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.email).toBe(email);

    const again = await followLink(message.link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('answers a sign-up with a confirmed address like a new one: no error, no identities, no mail', async () => {
    const email = uniqueEmail('repeat');
    const first = await clientFor(server, server.anonKey).auth.signUp({
      email,
      password: 'the-first-password',
    });
    const message = /** @type {{ link: string }} */ ((await messagesTo(email))[0]);
    await followLink(message.link);

    const repeated = await clientFor(server, server.anonKey).auth.signUp({
      email,
      password: 'another-password',
      options: { data: { full_name: 'Someone Else' } },
    });
    expect(repeated.error).toBeNull();
    expect(repeated.data.session).toBeNull();
    expect(repeated.data.user?.email).toBe(email);
    expect(repeated.data.user?.identities).toEqual([]);
    expect(repeated.data.user?.id).not.toBe(first.data.user?.id);
    expect(repeated.data.user?.email_confirmed_at).toBeUndefined();
    expect(await messagesTo(email)).toHaveLength(1);

    const fresh = clientFor(server, server.anonKey);
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'another-password' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'the-first-password' })).error,
    ).toBeNull();
  });

  it('sends an unconfirmed address a new link on a repeated sign-up and keeps its password', async () => {
    const email = uniqueEmail('resend');
    const client = clientFor(server, server.anonKey);
    await client.auth.signUp({ email, password: 'the-first-password' });
    const repeated = await client.auth.signUp({ email, password: 'another-password' });
    expect(repeated.error).toBeNull();
    expect(repeated.data.session).toBeNull();
    expect(repeated.data.user?.identities).toHaveLength(1);

    const [oldMessage, newMessage] = /** @type {{ link: string }[]} */ (await messagesTo(email));
    expect(newMessage).toBeDefined();
    expect(
      (await followLink(/** @type {{ link: string }} */ (oldMessage).link)).fragment.get(
        'error_code',
      ),
    ).toBe('otp_expired');
    expect(
      (await followLink(/** @type {{ link: string }} */ (newMessage).link)).fragment.get('type'),
    ).toBe('signup');
    expect(
      (await client.auth.signInWithPassword({ email, password: 'the-first-password' })).error,
    ).toBeNull();
  });

  it('works with the PKCE flow: the link redirects with a code the client exchanges for a session', async () => {
    const client = pkceClient();
    const email = uniqueEmail('confirm-pkce');
    const emailRedirectTo = 'http://localhost:5173/welcome?from=mail';
    const signUp = await client.auth.signUp({
      email,
      password: 'a-good-password',
      options: { emailRedirectTo },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();

    const message = /** @type {{ link: string }} */ ((await messagesTo(email))[0]);
    expect(message.link).toMatch(/&flow=/);
    const response = await fetch(message.link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(/** @type {string} */ (response.headers.get('location')));
    expect(location.searchParams.get('from')).toBe('mail');
    expect(location.hash).toBe('');
    const code = /** @type {string} */ (location.searchParams.get('code'));
    expect(code).toEqual(expect.any(String));

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.session?.user.email_confirmed_at).toEqual(expect.any(String));
  });

  it('confirms through POST /verify with the token hash (verifyOtp), once', async () => {
    for (const type of /** @type {const} */ (['signup', 'email'])) {
      const email = uniqueEmail(`verify-${type}`);
      const client = clientFor(server, server.anonKey);
      await client.auth.signUp({ email, password: 'a-good-password' });
      const message = /** @type {{ link: string }} */ ((await messagesTo(email))[0]);
      const tokenHash = /** @type {string} */ (new URL(message.link).searchParams.get('token'));

      const verified = await client.auth.verifyOtp({ type, token_hash: tokenHash });
      expect(verified.error).toBeNull();
      expect(verified.data.session?.user.email).toBe(email);
      expect(verified.data.session?.user.email_confirmed_at).toEqual(expect.any(String));

      const again = await clientFor(server, server.anonKey).auth.verifyOtp({
        type,
        token_hash: tokenHash,
      });
      expect(again.error?.code).toBe('otp_expired');
    }
  });

  it('treats the seeded demo accounts as confirmed: a sign-up with one is obfuscated, and they sign in', async () => {
    const client = clientFor(server, server.anonKey);
    const before = (await readOutbox(server)).length;
    const repeated = await client.auth.signUp({
      email: 'premium@harbor.test',
      password: 'a-good-password',
    });
    expect(repeated.error).toBeNull();
    expect(repeated.data.user?.identities).toEqual([]);
    expect((await readOutbox(server)).length).toBe(before);
    const { error } = await client.auth.signInWithPassword({
      email: 'premium@harbor.test',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
  });

  it('reports mailer_autoconfirm false in its settings', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});

describe('resending the confirmation email (POST /resend, type signup)', () => {
  it('refuses a resend within the minimum interval (60 seconds by default), and sends nothing', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('resend-soon');
    expect((await client.auth.signUp({ email, password: 'a-good-password' })).error).toBeNull();

    const { data, error } = await client.auth.resend({ type: 'signup', email });
    expect(data).toEqual({ user: null, session: null });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(await messagesTo(email)).toHaveLength(1);
  });

  it('answers an unknown address and a confirmed demo account like a sent resend, and mails nothing', async () => {
    const client = clientFor(server, server.anonKey);
    const before = (await readOutbox(server)).length;
    for (const email of [uniqueEmail('resend-unknown'), 'premium@harbor.test']) {
      const { data, error } = await client.auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      expect(data).toEqual({ user: null, session: null });
    }
    expect((await readOutbox(server)).length).toBe(before);
  });

  it('refuses an unknown type and a missing or malformed email with 400 validation_failed', async () => {
    const post = (/** @type {Record<string, unknown>} */ body) =>
      fetch(`${server.url}/auth/v1/resend`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
    for (const body of [
      { type: 'recovery', email: 'premium@harbor.test' },
      { email: 'premium@harbor.test' },
      { type: 'signup' },
      { type: 'signup', email: 'not-an-address' },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const { error } = await clientFor(server, server.anonKey).auth.resend({
      type: /** @type {'signup'} */ ('magiclink'),
      email: 'premium@harbor.test',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });
});

describe('resending once the minimum interval has passed', () => {
  /** @type {Awaited<ReturnType<typeof startTestServer>>} */
  let quick;

  beforeAll(async () => {
    quick = await startTestServer({ confirmEmail: true, emailSendIntervalSeconds: 0 });
  });

  afterAll(async () => {
    await quick?.stop();
    if (quick) removeDataDir(quick.dataDir);
  });

  it('mails a new link to the redirect, and only the new link works', async () => {
    const client = clientFor(quick, quick.anonKey);
    const email = uniqueEmail('resend-later');
    const emailRedirectTo = 'http://127.0.0.1:4173/login?resent=1';
    expect((await client.auth.signUp({ email, password: 'a-good-password' })).error).toBeNull();

    const { data, error } = await client.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });

    const messages = (await readOutbox(quick)).filter((message) => message.to === email);
    expect(messages).toHaveLength(2);
    const [first, second] = /** @type {{ type: string, subject: string, link: string }[]} */ (
      messages
    );
    expect(second).toMatchObject({
      type: 'signup',
      subject: 'Confirm your email address for Harbor',
    });
    expect(second?.link).not.toBe(first?.link);

    const old = await followLink(/** @type {{ link: string }} */ (first).link);
    expect(old.fragment.get('error_code')).toBe('otp_expired');
    expect(old.fragment.get('access_token')).toBeNull();

    const fresh = await followLink(/** @type {{ link: string }} */ (second).link);
    const { location, fragment } = fresh;
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(emailRedirectTo);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    expect(
      (
        await clientFor(quick, quick.anonKey).auth.signInWithPassword({
          email,
          password: 'a-good-password',
        })
      ).error,
    ).toBeNull();
  });
});

// supabase/config.toml's templates (supabase/templates/*.html), rendered as Supabase renders them
// (issue 25): in Spanish for an account made from a Spanish page, whose metadata says
// `locale: 'es'`, else in English.
describe('the confirmation and reset emails, in the language of the page the account was made on', () => {
  it('confirms a sign-up from a Spanish page in Spanish, and then resets its password in Spanish', async () => {
    const client = clientFor(server, server.anonKey);
    const email = uniqueEmail('es');
    const signUp = await client.auth.signUp({
      email,
      password: 'a-good-password',
      options: { data: { locale: 'es' }, emailRedirectTo: 'http://127.0.0.1:4173/es' },
    });
    expect(signUp.error).toBeNull();
    const [confirmation] = await messagesTo(email);
    expect(confirmation?.subject).toBe('Harbor: confirme su correo electrónico');
    expect(confirmation?.html).toContain('<div lang="es">');
    expect(confirmation?.html).toContain('Confirmar mi correo electrónico');
    expect(confirmation?.html).not.toContain('Confirm my email address');
    // The link in the body is the one in the outbox, escaped for HTML.
    expect(confirmation?.html).toContain(
      `<a href="${String(confirmation?.link).replace(/&/g, '&amp;')}">`,
    );

    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const reset = (await messagesTo(email)).find((message) => message.type === 'recovery');
    expect(reset?.subject).toBe('Harbor: cree una contraseña nueva');
    expect(reset?.html).toContain('Crear una contraseña nueva');
  });

  it('writes in English for any other account, with or without a locale', async () => {
    const client = clientFor(server, server.anonKey);
    for (const data of [{}, { locale: 'en' }, { locale: 'fr' }, { locale: 5 }]) {
      const email = uniqueEmail('en');
      const signUp = await client.auth.signUp({
        email,
        password: 'a-good-password',
        options: { data },
      });
      expect(signUp.error).toBeNull();
      const [confirmation] = await messagesTo(email);
      expect(confirmation?.subject, JSON.stringify(data)).toBe(
        'Confirm your email address for Harbor',
      );
      expect(confirmation?.html).toContain('<div lang="en">');
      expect(confirmation?.html).not.toContain('lang="es"');
    }
  });
});
