// @ts-check
// The hardship-access function (supabase/functions/hardship-access) with the official supabase-js
// client: Basic free for 90 days, every limit enforced by the server, the private request text,
// expiry, a hardship member who pays moving to the paid plan without losing a day, and a new
// account's request, accepted at once and starting by itself when the account is a day old
// (supabase/migrations/20261127020000_hardship_scheduled.sql).
// Grants start at once only for accounts a day old: tests seed older ones with the local
// service-role hook PATCH /__harbor/users/<id> (the function itself reads auth.users.created_at).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer } from './helpers.js';
import { invoke, pay, sessionIdOf, signedInUser, stripeFor } from './money-helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const authSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../auth/src/index.ts',
);
/** @type {{ hasMembershipAccess: (m: unknown, now?: Date) => boolean, toMembership: (row: unknown) => unknown }} */
let auth;

/** @type {import('../src/index.js').LocalSupabase} */
let server;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let admin;

beforeAll(async () => {
  auth = /** @type {any} */ (await import(/* @vite-ignore */ authSource));
  // The per-address limit has its own server below: every test here comes from 127.0.0.1.
  server = await startTestServer({
    functionEnv: { HARDSHIP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR: '1000' },
  });
  admin = clientFor(server, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/**
 * Changes an account's auth.users fields with the local service-role hook.
 * @param {import('../src/index.js').LocalSupabase} target
 * @param {string} userId
 * @param {{ created_at?: string, email_confirmed_at?: string | null }} fields
 */
async function patchUser(target, userId, fields) {
  const response = await fetch(`${target.url}/__harbor/users/${userId}`, {
    method: 'PATCH',
    headers: {
      apikey: target.serviceRoleKey,
      Authorization: `Bearer ${target.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * A signed-in member whose account was created `days` ago.
 * @param {string} label
 * @param {number} [days]
 * @param {import('../src/index.js').LocalSupabase} [target]
 */
async function olderMember(label, days = 2, target = server) {
  const member = await signedInUser(target, label);
  await patchUser(target, member.userId, {
    created_at: new Date(Date.now() - days * DAY).toISOString(),
  });
  return member;
}

/** @param {import('@supabase/supabase-js').SupabaseClient} client @param {unknown} [body] */
const ask = (client, body = {}) => invoke(client, 'hardship-access', body);

/** The member's latest active membership, as the site reads it (with their own token: RLS). */
async function siteMembership(
  /** @type {import('@supabase/supabase-js').SupabaseClient} */ client,
  /** @type {string} */ userId,
) {
  const { data, error } = await client
    .from('memberships')
    .select('*')
    .eq('user_id', userId)
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  expect(error).toBeNull();
  return data;
}

/** has_membership_access (SQL) and hasMembershipAccess (TS) for the member; they must agree. */
async function accessBothWays(
  /** @type {import('@supabase/supabase-js').SupabaseClient} */ client,
  /** @type {string} */ userId,
) {
  const { data: sql, error } = await client.rpc('has_membership_access', { p_user_id: userId });
  expect(error).toBeNull();
  const ts = auth.hasMembershipAccess(auth.toMembership(await siteMembership(client, userId)));
  expect(ts, 'hasMembershipAccess (TS) agrees with has_membership_access (SQL)').toBe(sql);
  return /** @type {boolean} */ (sql);
}

describe('the local hook that backdates an account', () => {
  it('answers the service role only', async () => {
    const member = await signedInUser(server, 'hook');
    const token = (await member.client.auth.getSession()).data.session?.access_token;
    for (const key of [server.anonKey, token]) {
      const response = await fetch(`${server.url}/__harbor/users/${member.userId}`, {
        method: 'PATCH',
        headers: { apikey: server.anonKey, Authorization: `Bearer ${key}` },
        body: JSON.stringify({ created_at: '2020-01-01T00:00:00Z' }),
      });
      expect(response.status).toBe(403);
    }
    // The account is still new: its request is accepted, to start when it is a day old.
    expect((await ask(member.client)).body.status).toBe('scheduled');
  });
});

/** Members-only library bodies the client can read (the library's gate: has_membership_access). */
async function membersOnlyBodies(
  /** @type {import('@supabase/supabase-js').SupabaseClient} */ client,
) {
  const { data, error } = await client
    .from('library_bodies')
    .select('item_slug')
    .eq('members_only', true);
  expect(error).toBeNull();
  return data?.length ?? 0;
}

describe('a new account (less than a day old)', () => {
  it('is accepted at once: the grant starts by itself when the account is a day old', async () => {
    const member = await signedInUser(server, 'fresh');
    const createdAt = new Date(Date.now() - 2 * 60 * 60 * 1000); // two hours old
    await patchUser(server, member.userId, { created_at: createdAt.toISOString() });
    const startsAt = createdAt.getTime() + DAY;

    const result = await ask(member.client, { reason: 'Just signed up; rent is due.' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'scheduled', tier: 'basic' });
    expect(Date.parse(result.body.startsAt)).toBe(startsAt);
    expect(Date.parse(result.body.endsAt)).toBe(startsAt + 90 * DAY);
    const nextRequestAt = Date.parse(result.body.nextRequestAt);
    expect(nextRequestAt).toBeGreaterThanOrEqual(startsAt + 365 * DAY);
    expect(nextRequestAt).toBeLessThanOrEqual(startsAt + 366 * DAY);

    // Recorded now, dated from its start: the grant (with the request text) and the membership.
    const { data: grants } = await admin
      .from('hardship_grants')
      .select('granted_at, ends_at, reason, membership_id')
      .eq('user_id', member.userId);
    expect(grants).toHaveLength(1);
    expect(Date.parse(grants?.[0]?.granted_at)).toBe(startsAt);
    expect(Date.parse(grants?.[0]?.ends_at)).toBe(startsAt + 90 * DAY);
    expect(grants?.[0]?.reason).toBe('Just signed up; rent is due.');
    const { data: row } = await admin
      .from('memberships')
      .select('*')
      .eq('id', grants?.[0]?.membership_id)
      .single();
    expect(row).toMatchObject({ tier: 'basic', is_active: true, source: 'hardship' });
    expect(Date.parse(row?.start_date)).toBe(startsAt);
    expect(Date.parse(row?.end_date)).toBe(startsAt + 90 * DAY);
  });

  it('gives no access before its start, and Basic from its start, with nothing run in between', async () => {
    const { client, userId } = await signedInUser(server, 'waiting');
    const before = Date.now();
    const result = await ask(client);
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('scheduled');
    const startsAt = Date.parse(result.body.startsAt);
    // Just signed up: the start is a day after the account was made.
    expect(startsAt).toBeGreaterThan(before + DAY - 60_000);
    expect(startsAt).toBeLessThanOrEqual(Date.now() + DAY);

    // Before its start: the site reads no membership, and neither rule gives access.
    expect(await siteMembership(client, userId)).toBeNull();
    expect(await accessBothWays(client, userId)).toBe(false);
    const { data: sql } = await admin.rpc('has_membership_access', { p_user_id: userId });
    expect(sql, 'has_membership_access for the service role').toBe(false);
    expect(await membersOnlyBodies(client)).toBe(0);

    // A day on (here: the account and the grant's dates moved back, as time would move them).
    const { data: grant } = await admin
      .from('hardship_grants')
      .select('id, membership_id')
      .eq('user_id', userId)
      .single();
    const start = new Date(Date.now() - 60_000);
    const end = new Date(start.getTime() + 90 * DAY);
    await patchUser(server, userId, {
      created_at: new Date(start.getTime() - DAY).toISOString(),
    });
    expect(
      (
        await admin
          .from('memberships')
          .update({ start_date: start.toISOString(), end_date: end.toISOString() })
          .eq('id', grant?.membership_id)
      ).error,
    ).toBeNull();
    expect(
      (
        await admin
          .from('hardship_grants')
          .update({ granted_at: start.toISOString(), ends_at: end.toISOString() })
          .eq('id', grant?.id)
      ).error,
    ).toBeNull();

    const row = await siteMembership(client, userId);
    expect(row).toMatchObject({ tier: 'basic', is_active: true, source: 'hardship' });
    expect(Date.parse(row?.end_date)).toBe(end.getTime());
    expect(await accessBothWays(client, userId)).toBe(true);
    expect(await membersOnlyBodies(client)).toBeGreaterThan(0);

    // Asking while it runs is the usual answer for a running grant.
    const running = await ask(client);
    expect(running.status).toBe(409);
    expect(running.body.code).toBe('already_granted');
  });

  it('answers a second request while it waits that it is already in, recording nothing more', async () => {
    const { client, userId } = await signedInUser(server, 'again-new');
    const first = await ask(client);
    expect(first.body.status).toBe('scheduled');
    const again = await ask(client, { reason: 'just checking' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      status: 'already_scheduled',
      tier: 'basic',
      startsAt: first.body.startsAt,
      endsAt: first.body.endsAt,
      nextRequestAt: first.body.nextRequestAt,
    });
    const { data } = await admin.from('hardship_grants').select('reason').eq('user_id', userId);
    expect(data).toEqual([{ reason: null }]);
    expect(await accessBothWays(client, userId)).toBe(false);
  });

  it('counts as this year’s grant: once it has ended, another is refused within 12 months', async () => {
    const { client, userId } = await signedInUser(server, 'year-new');
    expect((await ask(client)).body.status).toBe('scheduled');
    // 91 days after its start: it has run and ended.
    const start = new Date(Date.now() - 91 * DAY);
    const end = new Date(Date.now() - DAY);
    await patchUser(server, userId, { created_at: new Date(start.getTime() - DAY).toISOString() });
    await admin
      .from('memberships')
      .update({ start_date: start.toISOString(), end_date: end.toISOString() })
      .eq('user_id', userId)
      .eq('source', 'hardship');
    await admin
      .from('hardship_grants')
      .update({ granted_at: start.toISOString(), ends_at: end.toISOString() })
      .eq('user_id', userId);
    expect(await accessBothWays(client, userId)).toBe(false);

    const tooSoon = await ask(client);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('too_soon');
    const nextRequestAt = Date.parse(tooSoon.body.nextRequestAt);
    expect(nextRequestAt).toBeGreaterThan(start.getTime() + 364 * DAY);
    expect(nextRequestAt).toBeLessThan(start.getTime() + 367 * DAY);
    const { data } = await admin.from('hardship_grants').select('id').eq('user_id', userId);
    expect(data).toHaveLength(1);
  });

  it('still needs a confirmed email address', async () => {
    const member = await signedInUser(server, 'new-unconfirmed');
    await patchUser(server, member.userId, { email_confirmed_at: null });
    const result = await ask(member.client);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('email_unconfirmed');
    const { data } = await admin.from('memberships').select('id').eq('user_id', member.userId);
    expect(data).toEqual([]);
  });

  it('never replaces a paid plan, even on a new account', async () => {
    const { client, userId } = await signedInUser(server, 'new-payer');
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'basic',
      interval: 'month',
    });
    expect(checkout.status).toBe(200);
    await pay(checkout.body.url);
    const paid = await siteMembership(client, userId);
    expect(paid).toMatchObject({ tier: 'basic', source: 'stripe' });

    const result = await ask(client);
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('paid_plan');
    expect(await siteMembership(client, userId)).toEqual(paid);
    const { data } = await admin.from('hardship_grants').select('id').eq('user_id', userId);
    expect(data).toHaveLength(0);
  });

  it('gives way to a plan paid for while it waits: the paid plan gives access, the wait none', async () => {
    const { client, userId } = await signedInUser(server, 'new-then-pays');
    expect((await ask(client)).body.status).toBe('scheduled');
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'premium',
      interval: 'month',
    });
    expect(checkout.status).toBe(200);
    await pay(checkout.body.url);
    // Charged at once, as anyone is: a grant that has not started gives no free trial (a trial
    // would open access before the one-day check).
    const session = await stripeFor(server).checkout.sessions.retrieve(
      sessionIdOf(checkout.body.url),
    );
    expect(session.payment_status).toBe('paid');
    const subscription = await stripeFor(server).subscriptions.retrieve(
      /** @type {string} */ (session.subscription),
    );
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end ?? null).toBeNull();
    expect(await siteMembership(client, userId)).toMatchObject({
      tier: 'premium',
      source: 'stripe',
    });
    expect(await accessBothWays(client, userId)).toBe(true);
    // The scheduled grant was closed by the purchase, and never gives access (even from its start).
    const { data: hardship } = await admin
      .from('memberships')
      .select('is_active')
      .eq('user_id', userId)
      .eq('source', 'hardship')
      .single();
    expect(hardship?.is_active).toBe(false);
    expect((await ask(client)).body.code).toBe('paid_plan');
  });
});

describe('asking for hardship access', () => {
  it('refuses a visitor who is not signed in', async () => {
    const guest = clientFor(server, server.anonKey);
    const result = await ask(guest, { reason: 'rent' });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({
      code: 'sign_in',
      error: 'Please sign in to ask for hardship access.',
    });
  });

  it('gives Basic for 90 days, recorded as a hardship membership that gives access at once', async () => {
    const { client, userId } = await olderMember('grant');
    expect(await accessBothWays(client, userId)).toBe(false);
    const before = Date.now();
    const result = await ask(client, { reason: 'I lost my job last month.' });
    expect(result.status).toBe(200);
    expect(result.body.tier).toBe('basic');
    const endsAt = Date.parse(result.body.endsAt);
    expect(endsAt).toBeGreaterThanOrEqual(before + 90 * DAY - 5000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 90 * DAY + 5000);
    expect(Date.parse(result.body.nextRequestAt)).toBeGreaterThan(before + 364 * DAY);

    const row = await siteMembership(client, userId);
    expect(row).toMatchObject({ tier: 'basic', is_active: true, source: 'hardship' });
    expect(Date.parse(row?.end_date)).toBe(endsAt);
    expect(auth.toMembership(row)).toMatchObject({ source: 'hardship', tier: 'basic' });
    expect(await accessBothWays(client, userId)).toBe(true);
  });

  it('never takes the tier or the dates from the request', async () => {
    const { client, userId } = await olderMember('greedy');
    const result = await ask(client, {
      tier: 'vip',
      endsAt: '2099-01-01T00:00:00Z',
      end_date: '2099-01-01T00:00:00Z',
      days: 3650,
    });
    expect(result.status).toBe(200);
    const row = await siteMembership(client, userId);
    expect(row?.tier).toBe('basic');
    expect(Date.parse(row?.end_date)).toBeLessThan(Date.now() + 91 * DAY);
  });

  it('keeps the function in the server: a member cannot call request_hardship_access', async () => {
    const { client, userId } = await olderMember('direct');
    const { error } = await client.rpc('request_hardship_access', {
      p_user_id: userId,
      p_ip_hash: null,
      p_reason: null,
      p_max_per_account_per_hour: 1000,
      p_max_per_ip_per_hour: 1000,
    });
    expect(error).not.toBeNull();
    expect(await siteMembership(client, userId)).toBeNull();
  });

  it('refuses a reason that is not text or is over 1,000 characters, granting nothing', async () => {
    const { client, userId } = await olderMember('long');
    const long = await ask(client, { reason: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('Please keep what you need it for to 1,000 characters or fewer.');
    expect((await ask(client, { reason: 42 })).status).toBe(400);
    expect(await siteMembership(client, userId)).toBeNull();
  });
});

describe('the request text', () => {
  it('is kept, readable by the service role only', async () => {
    const { client, userId } = await olderMember('private');
    expect(
      (await ask(client, { reason: '  Behind on rent after a hospital stay.  ' })).status,
    ).toBe(200);
    const { data, error } = await admin
      .from('hardship_grants')
      .select('reason, ends_at, membership_id')
      .eq('user_id', userId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]?.reason).toBe('Behind on rent after a hospital stay.');

    // Not the member who wrote it, nor anyone else, through the API: reading, writing, changing.
    const guest = clientFor(server, server.anonKey);
    for (const someone of [client, guest]) {
      const read = await someone.from('hardship_grants').select('reason');
      expect(read.error?.code).toBe('42501');
      const write = await someone
        .from('hardship_grants')
        .insert({ user_id: userId, ends_at: new Date(Date.now() + DAY).toISOString() });
      expect(write.error?.code).toBe('42501');
      const change = await someone
        .from('hardship_grants')
        .update({ reason: 'changed' })
        .eq('user_id', userId);
      expect(change.error?.code).toBe('42501');
      const attempts = await someone.from('hardship_attempts').select('*');
      expect(attempts.error?.code).toBe('42501');
    }
    const { data: after } = await admin
      .from('hardship_grants')
      .select('reason')
      .eq('user_id', userId);
    expect(after?.[0]?.reason).toBe('Behind on rent after a hospital stay.');
  });

  it('is optional: an empty reason is stored as none', async () => {
    const { client, userId } = await olderMember('no-reason');
    expect((await ask(client, { reason: '   ' })).status).toBe(200);
    const { data } = await admin.from('hardship_grants').select('reason').eq('user_id', userId);
    expect(data?.[0]?.reason).toBeNull();
  });
});

describe('the limits', () => {
  it('gives one grant: asking again while it runs is refused with its end date', async () => {
    const { client, userId } = await olderMember('twice');
    const first = await ask(client);
    expect(first.status).toBe(200);
    const again = await ask(client, { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'already_granted',
      endsAt: first.body.endsAt,
      nextRequestAt: first.body.nextRequestAt,
    });
    expect(again.body.error).toMatch(/^You already have hardship access, until /);
    const { data } = await admin.from('hardship_grants').select('id').eq('user_id', userId);
    expect(data).toHaveLength(1);
  });

  it('grants an account that is a day old at once, not later', async () => {
    const member = await signedInUser(server, 'one-day');
    await patchUser(server, member.userId, {
      created_at: new Date(Date.now() - DAY - 60_000).toISOString(),
    });
    const result = await ask(member.client);
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('granted');
    expect(result.body.startsAt).toBeUndefined();
    expect(await accessBothWays(member.client, member.userId)).toBe(true);
  });

  it('refuses an account whose email is not confirmed', async () => {
    const member = await olderMember('unconfirmed');
    await patchUser(server, member.userId, { email_confirmed_at: null });
    const result = await ask(member.client);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: 'email_unconfirmed',
      error:
        'Please confirm your email address first: open the link we emailed you, then ask again.',
    });
    expect(await siteMembership(member.client, member.userId)).toBeNull();
  });

  it('limits one account to 5 requests an hour, refused ones included', async () => {
    const { client } = await olderMember('hurry');
    expect((await ask(client)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await ask(client)).status).toBe(409);
    const response = await fetch(`${server.functionsUrl}/hardship-access`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = await response.json();
    expect(body).toMatchObject({
      code: 'rate_limited',
      error: 'You have asked several times in a short while. Please wait an hour, then try again.',
    });
    // Another account from the same address is not held back by this one.
    const other = await olderMember('neighbour');
    expect((await ask(other.client)).status).toBe(200);
  });

  it('never replaces a paid plan', async () => {
    const { client, userId } = await olderMember('payer');
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'premium',
      interval: 'month',
    });
    expect(checkout.status).toBe(200);
    await pay(checkout.body.url);
    const paid = await siteMembership(client, userId);
    expect(paid).toMatchObject({ tier: 'premium', source: 'stripe', end_date: null });

    const result = await ask(client, { reason: 'please' });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('paid_plan');
    expect(result.body.error).toMatch(/^You already have a paid plan, so nothing was changed\./);
    expect(await siteMembership(client, userId)).toEqual(paid);
    const { data } = await admin.from('hardship_grants').select('id').eq('user_id', userId);
    expect(data).toHaveLength(0);
  });

  it('never replaces a paid plan that is cancelled but still running', async () => {
    const { client, userId } = await olderMember('leaving');
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'basic',
      interval: 'month',
    });
    await pay(checkout.body.url);
    const stripe = stripeFor(server);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
    await stripe.subscriptions.update(/** @type {string} */ (session.subscription), {
      cancel_at_period_end: true,
    });
    const paid = await siteMembership(client, userId);
    expect(paid?.end_date).not.toBeNull();
    expect((await ask(client)).body.code).toBe('paid_plan');
    expect(await siteMembership(client, userId)).toEqual(paid);
  });

  it('refuses a member whose membership was given by hand', async () => {
    const { client, userId } = await olderMember('staff-given');
    const inserted = await admin.from('memberships').insert({ user_id: userId, tier: 'vip' });
    expect(inserted.error).toBeNull();
    const result = await ask(client);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      code: 'already_member',
      error: 'You already have a Harbor membership, so nothing was changed.',
    });
    expect((await siteMembership(client, userId))?.tier).toBe('vip');
  });
});

describe('when it ends', () => {
  it('ends by itself, is refused again within 12 months, and can be asked for again after', async () => {
    const { client, userId } = await olderMember('expiry');
    const first = await ask(client);
    expect(first.status).toBe(200);
    const row = await siteMembership(client, userId);

    // 90 days later: the dated membership has run out (nothing else changes it).
    const { error } = await admin
      .from('memberships')
      .update({
        start_date: new Date(Date.now() - 91 * DAY).toISOString(),
        end_date: new Date(Date.now() - DAY).toISOString(),
      })
      .eq('id', row?.id);
    expect(error).toBeNull();
    await admin
      .from('hardship_grants')
      .update({
        granted_at: new Date(Date.now() - 91 * DAY).toISOString(),
        ends_at: new Date(Date.now() - DAY).toISOString(),
      })
      .eq('user_id', userId);
    expect(await accessBothWays(client, userId)).toBe(false);

    const tooSoon = await ask(client);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('too_soon');
    expect(tooSoon.body.error).toMatch(
      /^Hardship access can be given once every 12 months\. You can ask again from /,
    );
    const nextRequestAt = Date.parse(tooSoon.body.nextRequestAt);
    expect(nextRequestAt).toBeGreaterThan(Date.now() + 270 * DAY);
    expect(nextRequestAt).toBeLessThan(Date.now() + 276 * DAY);
    expect(await accessBothWays(client, userId)).toBe(false);

    // A year on, the member asks again and it is renewed.
    await admin
      .from('hardship_grants')
      .update({
        granted_at: new Date(Date.now() - 366 * DAY).toISOString(),
        ends_at: new Date(Date.now() - 276 * DAY).toISOString(),
      })
      .eq('user_id', userId);
    const renewed = await ask(client, { reason: 'Still hard this winter.' });
    expect(renewed.status).toBe(200);
    expect(await accessBothWays(client, userId)).toBe(true);
    const { data } = await admin.from('hardship_grants').select('id').eq('user_id', userId);
    expect(data).toHaveLength(2);
  });
});

describe('a hardship member who pays', () => {
  it('moves to the paid plan at once, and is charged only when the free time would have ended', async () => {
    const { client, userId } = await olderMember('upgrade');
    const granted = await ask(client);
    const grantEnds = Date.parse(granted.body.endsAt);
    const hardshipRow = await siteMembership(client, userId);

    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'basic',
      interval: 'month',
    });
    expect(checkout.status).toBe(200);
    const page = await (await fetch(checkout.body.url)).text();
    expect(page).toContain('Nothing is charged until');
    await pay(checkout.body.url);

    const stripe = stripeFor(server);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
    expect(session.payment_status).toBe('no_payment_required');
    const subscription = await stripe.subscriptions.retrieve(
      /** @type {string} */ (session.subscription),
    );
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end).toBe(Math.ceil(grantEnds / 1000));

    const paid = await siteMembership(client, userId);
    expect(paid).toMatchObject({ tier: 'basic', source: 'stripe', end_date: null });
    expect(paid?.id).not.toBe(hardshipRow?.id);
    expect(await accessBothWays(client, userId)).toBe(true);
    const { data: closed } = await admin
      .from('memberships')
      .select('is_active, end_date')
      .eq('id', hardshipRow?.id)
      .single();
    expect(closed?.is_active).toBe(false);
    // No gap: the hardship row closed at the moment the paid one started.
    expect(Date.parse(closed?.end_date)).toBeGreaterThanOrEqual(
      Date.parse(paid?.start_date) - 1000,
    );

    // Cancelling at once in the portal's way (at the period end) still keeps every hardship day.
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const cancelled = await siteMembership(client, userId);
    expect(Date.parse(cancelled?.end_date)).toBe(Math.ceil(grantEnds / 1000) * 1000);
  });

  it('gives a grant with under two days left the 48 hours Stripe needs, never less', async () => {
    const { client, userId } = await olderMember('last-days');
    await ask(client);
    const row = await siteMembership(client, userId);
    await admin
      .from('memberships')
      .update({ end_date: new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString() })
      .eq('id', row?.id);
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'basic',
      interval: 'year',
    });
    expect(checkout.status).toBe(200);
    await pay(checkout.body.url);
    const stripe = stripeFor(server);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
    const subscription = await stripe.subscriptions.retrieve(
      /** @type {string} */ (session.subscription),
    );
    expect(/** @type {number} */ (subscription.trial_end) * 1000).toBeGreaterThan(
      Date.now() + 48 * 60 * 60 * 1000,
    );
    expect(await siteMembership(client, userId)).toMatchObject({
      tier: 'basic',
      source: 'stripe',
    });
  });

  for (const tier of /** @type {const} */ (['premium', 'vip'])) {
    it(`never turns the free Basic grant into free ${tier}: ${tier} is charged from the first day`, async () => {
      const { client, userId } = await olderMember(`no-free-${tier}`);
      await ask(client);
      const checkout = await invoke(client, 'checkout', {
        kind: 'membership',
        tier,
        interval: 'month',
      });
      expect(checkout.status).toBe(200);
      const page = await (await fetch(checkout.body.url)).text();
      expect(page).not.toContain('Nothing is charged until');
      const stripe = stripeFor(server);
      const open = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
      expect(open.amount_total).toBe(tier === 'vip' ? 2500 : 1000);
      await pay(checkout.body.url);
      const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
      expect(session.payment_status).toBe('paid');
      const subscription = await stripe.subscriptions.retrieve(
        /** @type {string} */ (session.subscription),
      );
      expect(subscription.status).toBe('active');
      expect(subscription.trial_end ?? null).toBeNull();
      expect(await siteMembership(client, userId)).toMatchObject({ tier, source: 'stripe' });
    });
  }

  it('charges a hardship member who paid for Basic at once when they move up to Premium', async () => {
    const { client, userId } = await olderMember('trial-upgrade');
    await ask(client);
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'basic',
      interval: 'month',
    });
    await pay(checkout.body.url);
    const stripe = stripeFor(server);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
    const subscriptionId = /** @type {string} */ (session.subscription);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('trialing');
    const change = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'premium',
      interval: 'month',
    });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ changed: true, tier: 'premium' });
    expect(change.body.message).toMatch(/charged/);
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    const invoice = await stripe.invoices.retrieve(
      /** @type {string} */ (subscription.latest_invoice),
    );
    expect(invoice.amount_paid).toBe(1000);
    expect(await siteMembership(client, userId)).toMatchObject({
      tier: 'premium',
      source: 'stripe',
    });
  });

  it('charges a member without a hardship grant at once, as before', async () => {
    const { client } = await olderMember('plain-buyer');
    const checkout = await invoke(client, 'checkout', {
      kind: 'membership',
      tier: 'basic',
      interval: 'month',
    });
    await pay(checkout.body.url);
    const stripe = stripeFor(server);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkout.body.url));
    expect(session.payment_status).toBe('paid');
    const subscription = await stripe.subscriptions.retrieve(
      /** @type {string} */ (session.subscription),
    );
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end ?? null).toBeNull();
  });
});

describe('the per-address limit', () => {
  /** @type {import('../src/index.js').LocalSupabase} */
  let limited;

  beforeAll(async () => {
    limited = await startTestServer({
      functionEnv: { HARDSHIP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR: '3' },
    });
  });

  afterAll(async () => {
    await limited?.stop();
    if (limited) removeDataDir(limited.dataDir);
  });

  it('refuses more requests from one address than it allows in an hour, whichever account', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { client } = await olderMember(`shared-${i}`, 2, limited);
      expect((await ask(client)).status).toBe(200);
    }
    const { client, userId } = await olderMember('shared-last', 2, limited);
    const refused = await ask(client);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(await siteMembership(client, userId)).toBeNull();
  });

  it('cannot be dodged by sending a made-up address', async () => {
    const { client } = await olderMember('spoofer', 2, limited);
    const token = (await client.auth.getSession()).data.session?.access_token;
    /** @type {Record<string, string>[]} */
    const madeUp = [
      { 'X-Forwarded-For': '198.51.100.7' },
      { 'CF-Connecting-IP': '198.51.100.8' },
      { 'X-Real-IP': '198.51.100.9' },
    ];
    for (const headers of madeUp) {
      const response = await fetch(`${limited.functionsUrl}/hardship-access`, {
        method: 'POST',
        headers: {
          apikey: limited.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: '{}',
      });
      expect(response.status).toBe(429);
    }
  });
});
