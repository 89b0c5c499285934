// @ts-check
// Sessions for the team console's tests (staff-access, staff-inbox, staff-console): the demo
// staff admin at aal1 (password) or aal2 (password + TOTP), new accounts with a verified TOTP
// factor, and a copy of a session's token past its expiry. TOTP codes are computed from the
// secret, as an authenticator app would.
import { SignJWT, decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF } from '../src/demo-accounts.js';
import { DEMO_PASSWORD, clientFor, uniqueEmail } from './helpers.js';

/** @typedef {import('@supabase/supabase-js').SupabaseClient} Client */
/** @typedef {{ url: string, anonKey: string, jwtSecret: string }} Server */

/** The demo staff admin's user id (supabase/seed.sql). */
export const ADMIN_ID = '00000000-0000-4000-8000-000000000008';

/** The current TOTP code for a base32 secret. @param {string} secret */
export const totpCode = (secret) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** The session's access token. @param {Client} client */
export const accessToken = async (client) =>
  /** @type {string} */ ((await client.auth.getSession()).data.session?.access_token);

/** The demo staff admin, signed in with password only (aal1). @param {Server} server */
export async function demoStaffAtAal1(server) {
  const client = clientFor(server, server.anonKey);
  const { error } = await client.auth.signInWithPassword({
    email: DEMO_STAFF.email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return client;
}

/** The demo staff admin after password + TOTP (aal2). @param {Server} server */
export async function demoStaffAtAal2(server) {
  const client = await demoStaffAtAal1(server);
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: DEMO_STAFF.factorId,
    code: totpCode(DEMO_STAFF.totpSecret),
  });
  if (error) throw error;
  return client;
}

/**
 * A new account, signed in with its password (aal1).
 * @param {Server} server
 * @param {string} label
 */
export async function newUser(server, label, fullName = 'A member') {
  const client = clientFor(server, server.anonKey);
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({
    email,
    password: 'a-good-password',
    options: { data: { full_name: fullName } },
  });
  if (error) throw error;
  return { client, email, id: /** @type {string} */ (data.user?.id) };
}

/**
 * A new account that enrolled and verified TOTP: its session is aal2.
 * @param {Server} server
 * @param {string} label
 */
export async function newUserAtAal2(server, label) {
  const user = await newUser(server, label);
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totpCode(enrolled.data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return user;
}

/**
 * The session's token with the same claims, signed by the backend but past its expiry.
 * @param {Server} server
 * @param {Client} client
 */
export async function expiredTokenOf(server, client) {
  const claims = decodeJwt(await accessToken(client));
  return new SignJWT({ ...claims, iat: 1000, exp: 2000 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(server.jwtSecret));
}
