// @ts-check
// The team's console, members and money (issue 26, part 3,
// supabase/migrations/20261128090000_staff_members_money.sql and supabase/functions/staff-export):
// staff at aal2 find members, grant and end complimentary memberships (which give and take away
// membership access), read the money by month and export CSV under their own JWT; every change and
// export is in the append-only audit log; a hardship grant's reason is shown to admins only; and
// a non-staff user, an aal1 staff session, an expired session and a removed staff member read and
// change nothing.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/demo-accounts.js';
import { clientFor, removeDataDir, startTestServer } from './helpers.js';
import {
  ADMIN_ID,
  accessToken,
  demoStaffAtAal1,
  demoStaffAtAal2,
  expiredTokenOf,
  newUser,
  newUserAtAal2,
} from './staff-helpers.js';

/** @typedef {import('@supabase/supabase-js').SupabaseClient} Client */

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;
/** @type {Client} */
let admin;
/** @type {Client} */
let service;
/** @type {{ client: Client, email: string, id: string }} */
let editor;

async function auditLog() {
  const { data, error } = await service.from('staff_audit_log').select('*').order('id');
  if (error) throw error;
  return data;
}

/** @param {string} token @param {unknown} body */
function exportAs(token, body) {
  return fetch(`${server.url}/functions/v1/staff-export`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** The member's own view: whether they have access, and the membership the site reads. */
async function accessOf(/** @type {{ client: Client, id: string }} */ member) {
  const access = await member.client.rpc('has_membership_access', { p_user_id: member.id });
  if (access.error) throw access.error;
  const latest = await member.client
    .from('memberships')
    .select('tier, source, is_active, end_date')
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .limit(1);
  return { access: access.data, membership: latest.data?.[0] ?? null };
}

const inDays = (/** @type {number} */ days) =>
  new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  service = clientFor(server, server.serviceRoleKey);
  admin = await demoStaffAtAal2(server);
  editor = await newUserAtAal2(server, 'editor');
  const added = await admin.rpc('staff_add_editor', { p_email: editor.email });
  if (added.error) throw added.error;
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('members', () => {
  it('staff find accounts by part of their email, with the membership the site reads', async () => {
    for (const client of [admin, editor.client]) {
      const found = await client.rpc('staff_find_members', { p_email_query: 'BASIC@harbor' });
      expect(found.error).toBeNull();
      expect(found.data).toEqual([
        expect.objectContaining({
          email: 'basic@harbor.test',
          tier: 'basic',
          source: 'manual',
          is_active: true,
        }),
      ]);
    }
    const short = await admin.rpc('staff_find_members', { p_email_query: 'ba' });
    expect(short.error?.message).toMatch(/at least 3 characters/);
    const unknown = await admin.rpc('staff_member_detail', {
      p_user_id: '00000000-0000-4000-8000-0000000000ff',
    });
    expect(unknown.error?.message).toMatch(/No account has that id/);
  });

  it('a comp gives the member access until it is ended, and both steps are in the audit log', async () => {
    const member = await newUser(server, 'comp');
    expect(await accessOf(member)).toEqual({ access: false, membership: null });
    const before = await auditLog();

    const granted = await editor.client.rpc('staff_grant_comp', {
      p_user_id: member.id,
      p_tier: 'premium',
      p_ends_at: inDays(30),
      p_reason: 'Speaker at our spring event',
    });
    expect(granted.error).toBeNull();
    expect(granted.data).toMatchObject({ tier: 'premium', source: 'manual', is_active: true });
    expect(await accessOf(member)).toEqual({
      access: true,
      membership: expect.objectContaining({ tier: 'premium', source: 'manual', is_active: true }),
    });
    const detail = await admin.rpc('staff_member_detail', { p_user_id: member.id });
    expect(detail.data.memberships[0]).toMatchObject({
      id: granted.data.id,
      comp: { reason: 'Speaker at our spring event', ended_at: null },
    });

    const ended = await admin.rpc('staff_end_comp', { p_membership_id: granted.data.id });
    expect(ended.error).toBeNull();
    expect(ended.data).toMatchObject({ is_active: false });
    expect(await accessOf(member)).toEqual({ access: false, membership: null });
    const again = await admin.rpc('staff_end_comp', { p_membership_id: granted.data.id });
    expect(again.error?.message).toMatch(/No running complimentary membership/);

    const entries = (await auditLog()).slice(before.length);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: editor.id,
        actor_email: editor.email,
        action: 'comp.grant',
        item_type: 'membership',
        item_id: granted.data.id,
        before: null,
        after: expect.objectContaining({
          user_id: member.id,
          tier: 'premium',
          is_active: true,
          reason: 'Speaker at our spring event',
        }),
      }),
      expect.objectContaining({
        actor_id: ADMIN_ID,
        actor_email: DEMO_STAFF.email,
        action: 'comp.end',
        item_id: granted.data.id,
        before: expect.objectContaining({ is_active: true }),
        after: expect.objectContaining({ is_active: false }),
      }),
    ]);
    // Append-only: the admin cannot rewrite the entries they just made.
    const rewrite = await admin
      .from('staff_audit_log')
      .update({ after: null })
      .eq('item_id', granted.data.id)
      .select();
    expect(rewrite.data ?? []).toEqual([]);
    const erase = await admin
      .from('staff_audit_log')
      .delete()
      .eq('item_id', granted.data.id)
      .select();
    expect(erase.data ?? []).toEqual([]);
    expect((await auditLog()).slice(before.length)).toEqual(entries);
  });

  it('a comp replaces a manual membership, and refuses bad input and a paid plan', async () => {
    const member = await newUser(server, 'replace');
    const { data: manual } = await service
      .from('memberships')
      .insert({ user_id: member.id, tier: 'basic', source: 'manual' })
      .select()
      .single();
    const comp = await admin.rpc('staff_grant_comp', {
      p_user_id: member.id,
      p_tier: 'vip',
      p_ends_at: inDays(10),
      p_reason: 'Volunteer',
    });
    expect(comp.error).toBeNull();
    expect((await accessOf(member)).membership).toMatchObject({ tier: 'vip' });
    const [entry] = (await auditLog()).filter((row) => row.item_id === comp.data.id);
    expect(entry?.before).toMatchObject({ id: manual.id, tier: 'basic', is_active: true });

    for (const [args, message] of /** @type {const} */ ([
      [{ p_tier: 'premium', p_ends_at: inDays(-1), p_reason: 'x' }, /in the future/],
      [{ p_tier: 'premium', p_ends_at: inDays(5), p_reason: '   ' }, /Give a reason/],
      [{ p_tier: 'free', p_ends_at: inDays(5), p_reason: 'x' }, /basic, premium or vip/],
    ])) {
      const refused = await admin.rpc('staff_grant_comp', { p_user_id: member.id, ...args });
      expect(refused.error?.message).toMatch(message);
    }

    const payer = await newUser(server, 'payer');
    const { data: paid } = await service
      .from('memberships')
      .insert({ user_id: payer.id, tier: 'premium', start_date: inDays(-3), end_date: inDays(27) })
      .select()
      .single();
    await service.from('membership_subscriptions').insert({
      membership_id: paid.id,
      user_id: payer.id,
      stripe_subscription_id: `sub_${Date.now()}`,
      stripe_customer_id: 'cus_TestPayer1',
    });
    const refused = await admin.rpc('staff_grant_comp', {
      p_user_id: payer.id,
      p_tier: 'vip',
      p_ends_at: inDays(5),
      p_reason: 'x',
    });
    expect(refused.error?.message).toMatch(/paid plan/);
    const detail = await editor.client.rpc('staff_member_detail', { p_user_id: payer.id });
    expect(detail.data).toMatchObject({
      stripe_customer_id: 'cus_TestPayer1',
      memberships: [expect.objectContaining({ id: paid.id, source: 'stripe', is_active: true })],
    });
    expect(JSON.stringify(detail.data)).not.toMatch(/card|last4|pm_/i);
  });

  it('shows hardship grants as counts and dates, and their reasons to admins only', async () => {
    const member = await newUser(server, 'hardship');
    const { error } = await service.from('hardship_grants').insert([
      {
        user_id: member.id,
        granted_at: inDays(-400),
        ends_at: inDays(-310),
        reason: 'Lost my job',
      },
      { user_id: member.id, granted_at: inDays(-10), ends_at: inDays(80), reason: 'Rent went up' },
    ]);
    expect(error).toBeNull();
    const asEditor = await editor.client.rpc('staff_member_detail', { p_user_id: member.id });
    expect(asEditor.data.hardship.count).toBe(2);
    expect(asEditor.data.hardship.grants).toHaveLength(2);
    for (const grant of asEditor.data.hardship.grants) {
      expect(Object.keys(grant).sort()).toEqual(['ends_at', 'granted_at']);
    }
    expect(JSON.stringify(asEditor.data)).not.toMatch(/Rent went up|Lost my job/);
    const asAdmin = await admin.rpc('staff_member_detail', { p_user_id: member.id });
    expect(asAdmin.data.hardship.grants.map((/** @type {any} */ g) => g.reason)).toEqual([
      'Rent went up',
      'Lost my job',
    ]);
  });
});

describe('the team', () => {
  it('staff read the team with emails', async () => {
    const team = await editor.client.rpc('staff_team');
    expect(team.error).toBeNull();
    expect(team.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: ADMIN_ID, email: DEMO_STAFF.email, role: 'admin' }),
        expect.objectContaining({ user_id: editor.id, email: editor.email, role: 'editor' }),
      ]),
    );
  });
});

describe('money', () => {
  it('counts paid donations, orders and subscriptions by month', async () => {
    const paidAt = '2025-03-15T12:00:00Z';
    await service.from('donations').insert([
      { amount_cents: 2500, status: 'paid', paid_at: paidAt, stripe_session_id: 'cs_m1' },
      { amount_cents: 1000, status: 'paid', paid_at: paidAt, stripe_session_id: 'cs_m2' },
      { amount_cents: 9900, status: 'failed', stripe_session_id: 'cs_m3' },
    ]);
    await service
      .from('orders')
      .insert([
        { amount_cents: 4200, status: 'paid', paid_at: paidAt, stripe_session_id: 'cs_m4' },
      ]);
    const money = await editor.client.rpc('staff_money_by_month');
    expect(money.error).toBeNull();
    const march = money.data.filter((/** @type {any} */ row) => row.month === '2025-03');
    expect(march).toEqual([
      { month: '2025-03', kind: 'donations', currency: 'usd', count: 2, amount_cents: 3500 },
      { month: '2025-03', kind: 'orders', currency: 'usd', count: 1, amount_cents: 4200 },
    ]);
  });
});

describe('CSV export', () => {
  it('streams 10,000 donations page by page, with formula cells neutralised, and logs the export', async () => {
    const donor = await newUser(server, 'donor', '=HYPERLINK("http://evil.test","Click")');
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      amount_cents: 100 + i,
      status: 'paid',
      paid_at: '2025-04-01T00:00:00Z',
      created_at: new Date(Date.UTC(2025, 3, 1) + i * 1000).toISOString(),
      stripe_session_id: `cs_export_${i}`,
      user_id: i === 0 ? donor.id : null,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      const { error } = await service.from('donations').insert(rows.slice(start, start + 1000));
      expect(error).toBeNull();
    }
    const before = await auditLog();
    const response = await exportAs(await accessToken(admin), { kind: 'donations' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="harbor-donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Streamed in chunks, not one buffered body of a known length.
    expect(response.headers.get('content-length')).toBeNull();
    const reader = /** @type {ReadableStreamDefaultReader<Uint8Array>} */ (
      response.body?.getReader()
    );
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe(
      'id,created_at,paid_at,status,amount,currency,recurring,donor_email,donor_name',
    );
    const exported = lines.filter((line) => line.includes(',2025-04-01'));
    expect(exported.length).toBeGreaterThanOrEqual(10_000);
    const mine = lines.find((line) => line.includes(donor.email));
    expect(mine).toMatch(/,paid,1\.00,usd,no,/);
    expect(mine?.endsWith(`,"'=HYPERLINK(""http://evil.test"",""Click"")"`)).toBe(true);
    expect((await auditLog()).slice(before.length)).toEqual([
      expect.objectContaining({
        actor_id: ADMIN_ID,
        action: 'export.csv',
        item_type: 'export',
        item_id: 'donations',
      }),
    ]);
  });

  it('exports orders and newsletter subscribers, and refuses another kind', async () => {
    await service.from('newsletter_subscribers').insert([
      { email: 'reader@example.test', first_name: '@reader' },
      { email: 'lectora@example.test', first_name: 'Ana', language: 'es' },
    ]);
    const token = await accessToken(editor.client);
    const news = await exportAs(token, { kind: 'newsletter' });
    expect(news.status).toBe(200);
    const text = await news.text();
    expect(text.split('\r\n')[0]).toBe('id,created_at,email,first_name,consent_at,language');
    expect(text).toMatch(/,reader@example\.test,'@reader,[^,]+,en\r\n/);
    expect(text).toMatch(/,lectora@example\.test,Ana,[^,]+,es(\r\n|$)/);
    // A Spanish order: its lines by the catalogue's English name and sku, and its language.
    const { data: order } = await service
      .from('orders')
      .insert({
        amount_cents: 2200,
        currency: 'usd',
        status: 'paid',
        language: 'es',
        stripe_session_id: 'cs_test_export_es',
      })
      .select('id')
      .single();
    await service.from('order_items').insert({
      order_id: order?.id,
      sku: 'tee-you-are-not-alone',
      title: 'Camiseta “You Are Not Alone”',
      size: 'M',
      unit_price_cents: 2200,
      quantity: 1,
    });
    const orders = await exportAs(token, { kind: 'orders' });
    const ordersText = await orders.text();
    expect(ordersText.split('\r\n')[0]).toBe(
      'id,created_at,paid_at,status,amount,currency,customer_email,items,language',
    );
    expect(ordersText).toContain(`${order?.id},`);
    expect(ordersText).toMatch(
      /,1 x You Are Not Alone T-shirt \[tee-you-are-not-alone\] \(M\),es(\r\n|$)/,
    );
    const other = await exportAs(token, { kind: 'profiles' });
    expect(other.status).toBe(400);
  });
});

/**
 * Everything a caller who is not staff at aal2 must be refused: every staff function errors,
 * the tables staff read show them nothing that is not theirs, the export is refused, and neither
 * memberships nor the audit log change.
 * @param {Client} client
 * @param {string | null} ownId the caller's own user id (their own rows stay theirs)
 */
async function assertReadsAndChangesNothing(client, ownId) {
  const member = await newUser(server, 'victim');
  const before = await auditLog();
  const memberships = await service.from('memberships').select('*').order('id');
  const calls = /** @type {const} */ ([
    ['staff_find_members', { p_email_query: 'harbor.test' }],
    ['staff_member_detail', { p_user_id: member.id }],
    [
      'staff_grant_comp',
      { p_user_id: member.id, p_tier: 'premium', p_ends_at: inDays(9), p_reason: 'x' },
    ],
    ['staff_end_comp', { p_membership_id: '00000000-0000-4000-8000-000000000001' }],
    ['staff_team', {}],
    ['staff_money_by_month', {}],
    ['staff_begin_export', { p_kind: 'donations' }],
    ['staff_export_donations', { p_after_created_at: null, p_after_id: null, p_limit: 10 }],
    ['staff_export_orders', { p_after_created_at: null, p_after_id: null, p_limit: 10 }],
    ['staff_export_newsletter', { p_after_created_at: null, p_after_id: null, p_limit: 10 }],
  ]);
  for (const [name, args] of calls) {
    const result = await client.rpc(name, args);
    expect(result.error, name).not.toBeNull();
  }
  for (const table of [
    'donations',
    'orders',
    'order_items',
    'newsletter_subscribers',
    'membership_comps',
  ]) {
    const read = await client.from(table).select('*');
    expect(read.data ?? [], table).toEqual([]);
  }
  const profiles = await client.from('profiles').select('id');
  expect((profiles.data ?? []).map((row) => row.id)).toEqual(ownId ? [ownId] : []);
  const token = (await accessToken(client)) ?? server.anonKey;
  const exported = await exportAs(token, { kind: 'donations' });
  expect([401, 403]).toContain(exported.status);
  expect(await exported.text()).not.toMatch(/donor_email/);
  expect(await accessOf(member)).toEqual({ access: false, membership: null });
  expect((await service.from('memberships').select('*').order('id')).data).toEqual(
    memberships.data,
  );
  expect(await auditLog()).toEqual(before);
}

describe('who reads and changes nothing', () => {
  it('the anonymous visitor', async () => {
    await assertReadsAndChangesNothing(clientFor(server, server.anonKey), null);
  });

  it('a signed-in user who is not staff (aal1)', async () => {
    const user = await newUser(server, 'plain');
    await assertReadsAndChangesNothing(user.client, user.id);
  });

  it('a user who is not staff, even with a second factor (aal2)', async () => {
    const user = await newUserAtAal2(server, 'plain2');
    await assertReadsAndChangesNothing(user.client, user.id);
  });

  it('a staff admin whose session is only aal1 (password, no TOTP)', async () => {
    const client = await demoStaffAtAal1(server);
    expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');
    await assertReadsAndChangesNothing(client, ADMIN_ID);
  });

  it('a staff member removed while their aal2 session is still open', async () => {
    const removed = await newUserAtAal2(server, 'gone');
    expect((await admin.rpc('staff_add_editor', { p_email: removed.email })).error).toBeNull();
    expect((await removed.client.rpc('staff_team')).error).toBeNull();
    expect((await admin.rpc('staff_remove_editor', { p_user_id: removed.id })).error).toBeNull();
    await assertReadsAndChangesNothing(removed.client, removed.id);
  });

  it('an expired staff session (aal2 token past its exp)', async () => {
    const expired = await expiredTokenOf(server, admin);
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${expired}`,
      'content-type': 'application/json',
    };
    const before = await auditLog();
    for (const name of ['staff_find_members', 'staff_grant_comp', 'staff_money_by_month']) {
      const response = await fetch(`${server.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({}),
      });
      expect(response.status, name).toBe(401);
    }
    const read = await fetch(`${server.url}/rest/v1/donations?select=*`, { headers });
    expect(read.status).toBe(401);
    expect((await exportAs(expired, { kind: 'donations' })).status).toBe(401);
    expect(await auditLog()).toEqual(before);
  });
});
