// @ts-check
// Supabase Auth's MFA API (TOTP) on the local backend, driven by the official client the way the
// staff console will use it (issue 26): enrol, challenge, verify, assurance levels, refresh,
// sign-in with a verified factor, unenrol. Codes are computed from the secret, as an app would.
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { DEMO_STAFF } from '../src/demo-accounts.js';
import {
  DEMO_PASSWORD,
  clientFor,
  freshDataDir,
  removeDataDir,
  startTestServer,
  uniqueEmail,
} from './helpers.js';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** The current code for a base32 secret. @param {string} secret */
const codeFor = (secret) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** A code that is not the current one nor a neighbour (the server accepts ±30 s). @param {string} secret */
function wrongCodeFor(secret) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const near = new Set(
    [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift })),
  );
  for (let n = 0; ; n += 1) {
    const candidate = String((123456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** @param {string | undefined} token */
const claimsOf = (token) => decodeJwt(/** @type {string} */ (token));

async function newSignedInUser() {
  const client = clientFor(server, server.anonKey);
  const email = uniqueEmail('mfa');
  const { data, error } = await client.auth.signUp({ email, password: 'a-good-password' });
  if (error) throw error;
  expect(data.session).not.toBeNull();
  return { client, email };
}

describe('TOTP enrolment and step-up with supabase-js', () => {
  it('enrols, verifies to aal2 with a totp amr, lists, refreshes at aal2 and unenrols', async () => {
    const { client, email } = await newSignedInUser();
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
    });
    expect(enrolled.error).toBeNull();
    const factor = /** @type {NonNullable<typeof enrolled.data>} */ (enrolled.data);
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone app');
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.totp.uri).toContain(encodeURIComponent(email));
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);

    // Unverified: listed in `all` only, and the session is still aal1 with nothing next.
    const unverified = await client.auth.mfa.listFactors();
    expect(unverified.data?.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']]);
    expect(unverified.data?.totp).toEqual([]);

    const elsewhere = clientFor(server, server.anonKey);
    const other = await elsewhere.auth.signInWithPassword({ email, password: 'a-good-password' });
    expect(other.error).toBeNull();

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const challengeId = /** @type {string} */ (challenge.data?.id);
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);

    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: wrongCodeFor(factor.totp.secret),
    });
    expect(wrong.data).toBeNull();
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data?.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toEqual(
      expect.arrayContaining([
        { method: 'totp', timestamp: expect.any(Number) },
        { method: 'password', timestamp: expect.any(Number) },
      ]),
    );
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods).toContainEqual({
      method: 'totp',
      timestamp: expect.any(Number),
    });

    // A used challenge cannot be verified again (GoTrue answers it as from another address).
    const replay = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.totp.secret),
    });
    expect(replay.error?.status).toBe(422);
    expect(replay.error?.code).toBe('mfa_ip_address_mismatch');

    // As GoTrue, stepping up ends the user's other sessions below aal2.
    const elsewhereRefresh = await elsewhere.auth.refreshSession();
    expect(elsewhereRefresh.error?.code).toBe('refresh_token_not_found');

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
      [factor.id, 'verified', 'Phone app'],
    ]);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(verified.data?.refresh_token);
    expect(claimsOf(refreshed.data.session?.access_token)).toMatchObject({ aal: 'aal2' });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toMatchObject({ id: factor.id });
    const after = await client.auth.mfa.listFactors();
    expect(after.data?.all).toEqual([]);
    const afterRefresh = await client.auth.refreshSession();
    expect(claimsOf(afterRefresh.data.session?.access_token).aal).toBe('aal1');
  });

  it('signs in with a password alone at aal1 with aal2 next, then steps up', async () => {
    const { client, email } = await newSignedInUser();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = /** @type {string} */ (data?.id);
    const secret = /** @type {string} */ (data?.totp.secret);
    const first = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(first.error).toBeNull();

    const later = clientFor(server, server.anonKey);
    const signIn = await later.auth.signInWithPassword({ email, password: 'a-good-password' });
    expect(signIn.error).toBeNull();
    expect(claimsOf(signIn.data.session?.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // At aal1 a verified factor can be neither removed nor joined by another.
    const unenrol = await later.auth.mfa.unenroll({ factorId });
    expect(unenrol.error?.code).toBe('insufficient_aal');
    const another = await later.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(another.error?.code).toBe('insufficient_aal');

    const stepUp = await later.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(stepUp.error).toBeNull();
    expect(claimsOf(stepUp.data?.access_token).aal).toBe('aal2');
  });

  it("refuses another user's factor and an unknown one with mfa_factor_not_found (404)", async () => {
    const owner = await newSignedInUser();
    const { data } = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
    const stranger = await newSignedInUser();
    for (const factorId of [/** @type {string} */ (data?.id), crypto.randomUUID()]) {
      const { error } = await stranger.client.auth.mfa.challenge({ factorId });
      expect(error?.status).toBe(404);
      expect(error?.code).toBe('mfa_factor_not_found');
    }
  });

  it('spends a challenge after five wrong codes', async () => {
    const { client } = await newSignedInUser();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = /** @type {string} */ (data?.id);
    const secret = /** @type {string} */ (data?.totp.secret);
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = /** @type {string} */ (challenge.data?.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { error } = await client.auth.mfa.verify({
        factorId,
        challengeId,
        code: wrongCodeFor(secret),
      });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const { error } = await client.auth.mfa.verify({
      factorId,
      challengeId,
      code: codeFor(secret),
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('mfa_factor_not_found');
  });

  it('keeps the TOTP secret out of the API: the user object and REST never show it', async () => {
    const { client } = await newSignedInUser();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = /** @type {string} */ (data?.totp.secret);
    const user = await client.auth.getUser();
    expect(JSON.stringify(user.data)).not.toContain(secret);
    const response = await fetch(`${server.url}/rest/v1/mfa_factors?select=*`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}`,
        'accept-profile': 'auth',
      },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain(secret);
  });

  it('lets the demo staff admin step up with the documented local TOTP secret', async () => {
    const client = clientFor(server, server.anonKey);
    const signIn = await client.auth.signInWithPassword({
      email: DEMO_STAFF.email,
      password: DEMO_PASSWORD,
    });
    expect(signIn.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const { data, error } = await client.auth.mfa.challengeAndVerify({
      factorId: DEMO_STAFF.factorId,
      code: codeFor(DEMO_STAFF.totpSecret),
    });
    expect(error).toBeNull();
    expect(claimsOf(data?.access_token).aal).toBe('aal2');
  });
});

describe('a data directory made before MFA existed', () => {
  it("gets GoTrue's MFA tables at its next start, and enrolment works", async () => {
    const dataDir = freshDataDir();
    const opened = await openDatabase({ dataDir });
    await opened.db.exec(`
      drop table auth.mfa_amr_claims, auth.mfa_challenges, auth.mfa_factors;
      drop type auth.factor_type, auth.factor_status;
    `);
    await opened.close();
    const upgraded = await startTestServer({ dataDir });
    try {
      const client = clientFor(upgraded, upgraded.anonKey);
      const signUp = await client.auth.signUp({
        email: uniqueEmail('upgrade'),
        password: 'a-good-password',
      });
      expect(signUp.error).toBeNull();
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(error).toBeNull();
      const verified = await client.auth.mfa.challengeAndVerify({
        factorId: /** @type {string} */ (data?.id),
        code: codeFor(/** @type {string} */ (data?.totp.secret)),
      });
      expect(claimsOf(verified.data?.access_token).aal).toBe('aal2');
    } finally {
      await upgraded.stop();
      removeDataDir(dataDir);
    }
  });
});
