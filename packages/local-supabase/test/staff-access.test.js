// @ts-check
// Who may enter the team's console (issue 26, supabase/migrations/20261128060000_staff_members.sql):
// staff are listed server-side in public.staff_members and every staff policy also needs a second
// factor (aal2). A non-staff user, an aal1 staff session, an expired session and a removed staff
// member read and change nothing; staff changes are appended to an audit log no one can edit.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSchemaDatabase } from '../src/db/database.js';
import { DEMO_STAFF } from '../src/demo-accounts.js';
import { DEMO_PASSWORD, clientFor, removeDataDir, startTestServer } from './helpers.js';
import {
  accessToken,
  demoStaffAtAal1,
  demoStaffAtAal2,
  expiredTokenOf,
  newUserAtAal2,
} from './staff-helpers.js';

/** @typedef {import('@supabase/supabase-js').SupabaseClient} Client */

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;
/** @type {Client} */
let admin;

/** REST requests that send this bearer token as is. @param {string} token */
function withToken(token) {
  return {
    rest: (/** @type {string} */ path, /** @type {RequestInit} */ init = {}) =>
      fetch(`${server.url}/rest/v1/${path}`, {
        ...init,
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(init.headers ?? {}),
        },
      }),
  };
}

async function auditLog() {
  const service = clientFor(server, server.serviceRoleKey);
  const { data, error } = await service.from('staff_audit_log').select('*').order('id');
  if (error) throw error;
  return data;
}

/**
 * What a caller can see and do with the staff tables and functions: every read is empty and every
 * change refused for anyone who is not staff at aal2.
 * @param {Client} client
 */
async function assertSeesAndChangesNothing(client, victimEmail = 'plain@harbor.test') {
  const members = await client.from('staff_members').select('*');
  expect(members.data ?? []).toEqual([]);
  const log = await client.from('staff_audit_log').select('*');
  expect(log.data ?? []).toEqual([]);
  const role = await client.rpc('current_staff_role');
  expect(role.data ?? null).toBeNull();

  const before = await auditLog();
  const add = await client.rpc('staff_add_editor', { p_email: victimEmail });
  expect(add.error).not.toBeNull();
  const remove = await client.rpc('staff_remove_editor', {
    p_user_id: '00000000-0000-4000-8000-000000000008',
  });
  expect(remove.error).not.toBeNull();
  const set = await client.rpc('staff_set_member', { p_email: victimEmail, p_role: 'admin' });
  expect(set.error).not.toBeNull();
  const insert = await client
    .from('staff_members')
    .insert({ user_id: '00000000-0000-4000-8000-000000000007', role: 'admin' });
  expect(insert.error).not.toBeNull();
  const demote = await client
    .from('staff_members')
    .update({ role: 'editor' })
    .eq('user_id', '00000000-0000-4000-8000-000000000008')
    .select();
  expect(demote.data ?? []).toEqual([]);
  const append = await client.from('staff_audit_log').insert({
    actor_email: 'forged',
    action: 'staff.add',
    item_type: 'staff_member',
    item_id: 'x',
  });
  expect(append.error).not.toBeNull();

  const service = clientFor(server, server.serviceRoleKey);
  const staff = await service.from('staff_members').select('user_id, role').order('added_at');
  expect(staff.data).toContainEqual({
    user_id: '00000000-0000-4000-8000-000000000008',
    role: 'admin',
  });
  expect(staff.data?.map((row) => row.user_id)).not.toContain(
    '00000000-0000-4000-8000-000000000007',
  );
  expect(await auditLog()).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await demoStaffAtAal2(server);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('staff at aal2', () => {
  it('the admin reads the staff list and their own role', async () => {
    const members = await admin.from('staff_members').select('user_id, role');
    expect(members.error).toBeNull();
    expect(members.data).toContainEqual({
      user_id: '00000000-0000-4000-8000-000000000008',
      role: 'admin',
    });
    const role = await admin.rpc('current_staff_role');
    expect(role.data).toBe('admin');
  });

  it('the admin adds and removes an editor, and each change is appended to the audit log', async () => {
    const editor = await newUserAtAal2(server, 'staff');
    const before = await auditLog();
    const added = await admin.rpc('staff_add_editor', { p_email: editor.email.toUpperCase() });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ user_id: editor.id, role: 'editor' });

    // The editor (aal2) now sees the staff list but not the audit log, and cannot add anyone.
    expect((await editor.client.rpc('current_staff_role')).data).toBe('editor');
    const seen = await editor.client.from('staff_members').select('user_id');
    expect(seen.data?.map((row) => row.user_id)).toContain(editor.id);
    expect((await editor.client.from('staff_audit_log').select('*')).data).toEqual([]);
    const promote = await editor.client.rpc('staff_add_editor', { p_email: 'plain@harbor.test' });
    expect(promote.error).not.toBeNull();

    const removed = await admin.rpc('staff_remove_editor', { p_user_id: editor.id });
    expect(removed.error).toBeNull();

    const entries = (await auditLog()).slice(before.length);
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: '00000000-0000-4000-8000-000000000008',
        actor_email: DEMO_STAFF.email,
        action: 'staff.add',
        item_type: 'staff_member',
        item_id: editor.id,
        before: null,
        after: expect.objectContaining({ user_id: editor.id, role: 'editor' }),
      }),
      expect.objectContaining({
        actor_id: '00000000-0000-4000-8000-000000000008',
        action: 'staff.remove',
        item_id: editor.id,
        before: expect.objectContaining({ user_id: editor.id, role: 'editor' }),
        after: null,
      }),
    ]);
    for (const entry of entries) expect(Date.parse(entry.at)).not.toBeNaN();
    // The admin reads the log under their own JWT.
    const own = await admin
      .from('staff_audit_log')
      .select('action, item_id')
      .eq('item_id', editor.id);
    expect(own.data).toEqual([
      { action: 'staff.add', item_id: editor.id },
      { action: 'staff.remove', item_id: editor.id },
    ]);
  });

  it('refuses to add an unknown email, and an admin cannot be removed from the console', async () => {
    const unknown = await admin.rpc('staff_add_editor', { p_email: 'nobody@harbor.test' });
    expect(unknown.error?.message).toMatch(/No account uses that email/);
    const self = await admin.rpc('staff_remove_editor', {
      p_user_id: '00000000-0000-4000-8000-000000000008',
    });
    expect(self.error).not.toBeNull();
    expect((await admin.rpc('current_staff_role')).data).toBe('admin');
  });
});

describe('who reads and changes nothing', () => {
  it('the anonymous visitor', async () => {
    await assertSeesAndChangesNothing(clientFor(server, server.anonKey));
  });

  it('a signed-in user who is not staff (aal1)', async () => {
    const client = clientFor(server, server.anonKey);
    await client.auth.signInWithPassword({ email: 'basic@harbor.test', password: DEMO_PASSWORD });
    await assertSeesAndChangesNothing(client);
  });

  it('a user who is not staff, even with a second factor (aal2)', async () => {
    const { client } = await newUserAtAal2(server, 'staff');
    expect(decodeJwt(await accessToken(client)).aal).toBe('aal2');
    await assertSeesAndChangesNothing(client);
  });

  it('a staff admin whose session is only aal1 (password, no TOTP)', async () => {
    const client = await demoStaffAtAal1(server);
    expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');
    await assertSeesAndChangesNothing(client);
  });

  it('a staff member whose browser forges aal2 into a token it cannot sign', async () => {
    const client = await demoStaffAtAal1(server);
    const [header, payload] = (await accessToken(client)).split('.');
    const claims = JSON.parse(Buffer.from(/** @type {string} */ (payload), 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url')}.x`;
    const response = await withToken(forged).rest('staff_members?select=*');
    expect(response.status).toBe(401);
  });

  it('an expired staff session (aal2 token past its exp)', async () => {
    expect(decodeJwt(await accessToken(admin)).aal).toBe('aal2');
    const expired = await expiredTokenOf(server, admin);
    const as = withToken(expired);
    const read = await as.rest('staff_members?select=*');
    expect(read.status).toBe(401);
    const log = await as.rest('staff_audit_log?select=*');
    expect(log.status).toBe(401);
    const add = await as.rest('rpc/staff_add_editor', {
      method: 'POST',
      body: JSON.stringify({ p_email: 'plain@harbor.test' }),
    });
    expect(add.status).toBe(401);
    await assertSeesAndChangesNothing(clientFor(server, server.anonKey));
  });

  it('a staff member removed while their aal2 session is still open', async () => {
    const editor = await newUserAtAal2(server, 'staff');
    const added = await admin.rpc('staff_add_editor', { p_email: editor.email });
    expect(added.error).toBeNull();
    expect((await editor.client.rpc('current_staff_role')).data).toBe('editor');
    const removed = await admin.rpc('staff_remove_editor', { p_user_id: editor.id });
    expect(removed.error).toBeNull();
    expect(decodeJwt(await accessToken(editor.client)).aal).toBe('aal2');
    await assertSeesAndChangesNothing(editor.client);
  });
});

describe('the audit log is append-only', () => {
  it('refuses updates and deletes from an admin at aal2 and from the service role', async () => {
    const before = await auditLog();
    expect(before.length).toBeGreaterThan(0);
    const first = /** @type {{ id: number }} */ (before[0]);
    for (const client of [admin, clientFor(server, server.serviceRoleKey)]) {
      const edit = await client
        .from('staff_audit_log')
        .update({ actor_email: 'someone else' })
        .eq('id', first.id)
        .select();
      expect(edit.data ?? []).toEqual([]);
      const erase = await client.from('staff_audit_log').delete().eq('id', first.id).select();
      expect(erase.data ?? []).toEqual([]);
      const forge = await client
        .from('staff_audit_log')
        .insert({ actor_email: 'forged', action: 'x', item_type: 'x', item_id: 'x' });
      expect(forge.error).not.toBeNull();
    }
    expect(await auditLog()).toEqual(before);
  });

  it("refuses even the table's owner (update, delete, truncate)", async () => {
    const db = await openSchemaDatabase();
    try {
      await db.query(
        `insert into public.staff_audit_log (actor_email, action, item_type, item_id) values ('t', 'a', 'i', '1')`,
      );
      for (const change of [
        `update public.staff_audit_log set action = 'b'`,
        `delete from public.staff_audit_log`,
        `truncate public.staff_audit_log`,
      ]) {
        await expect(db.query(change)).rejects.toThrow(/append-only/);
      }
      const left = await db.query(`select action from public.staff_audit_log`);
      expect(left.rows).toEqual([{ action: 'a' }]);
    } finally {
      await db.close();
    }
  });
});

describe('public.staff_set_member (pnpm staff:add)', () => {
  it('is for the service role only, refuses an unknown email and a bad role, and is logged', async () => {
    const service = clientFor(server, server.serviceRoleKey);
    const unknown = await service.rpc('staff_set_member', {
      p_email: 'nobody@harbor.test',
      p_role: 'editor',
    });
    expect(unknown.error?.message).toMatch(/No account uses the email/);
    const bad = await service.rpc('staff_set_member', {
      p_email: 'plain@harbor.test',
      p_role: 'owner',
    });
    expect(bad.error).not.toBeNull();
    const before = await auditLog();
    const set = await service.rpc('staff_set_member', {
      p_email: 'vip@harbor.test',
      p_role: 'editor',
    });
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({
      user_id: '00000000-0000-4000-8000-000000000004',
      role: 'editor',
    });
    expect((await auditLog()).slice(before.length)).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_email: 'staff:add command',
        action: 'staff.add',
        item_id: '00000000-0000-4000-8000-000000000004',
      }),
    ]);
  });
});
