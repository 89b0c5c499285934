// @ts-check
// The team's inbox (issue 26, supabase/migrations/20261128080000_staff_inbox.sql and the
// staff-reply edge function): staff at aal2 read what visitors sent in one list, change its
// status, assign it, add notes and send replies, each action appended to the audit log; a
// non-staff user, an aal1 staff session, an expired session and a removed staff member read and
// change nothing, and send nothing.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/demo-accounts.js';
import {
  DEMO_PASSWORD,
  clientFor,
  readOutbox,
  removeDataDir,
  startTestServer,
  uniqueEmail,
} from './helpers.js';
import {
  ADMIN_ID,
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
/** @type {Client} */
let service;

async function auditLog() {
  const { data, error } = await service.from('staff_audit_log').select('*').order('id');
  if (error) throw error;
  return data;
}

/** What a visitor sends, through the same insert-only grants the forms use. */
async function visitorSends() {
  const anon = clientFor(server, server.anonKey);
  const contactEmail = uniqueEmail('visitor');
  const tag = `${Date.now()}-${Math.random()}`;
  const contact = await anon.from('contact_messages').insert({
    name: 'Dana',
    email: contactEmail,
    topic: 'question',
    message: `Where can I find a food bank near me? ${tag}`,
  });
  expect(contact.error).toBeNull();
  const report = await anon.from('contact_messages').insert({
    name: 'Sam',
    email: uniqueEmail('reporter'),
    topic: 'wrong-fact',
    listing_id: '988-lifeline',
    message: `The phone number on this listing is wrong. ${tag}`,
  });
  expect(report.error).toBeNull();
  const story = await anon.from('stories').insert({
    name: null,
    email: null,
    story: `I found help here when I had nowhere else to go. ${tag}`,
    consent_to_publish: false,
    // Sent from a Spanish page (issue 25): the inbox says so, so the reply can be in Spanish.
    language: 'es',
  });
  expect(story.error).toBeNull();
  const partner = await anon.from('partner_applications').insert({
    full_name: 'Lee Partner',
    email: uniqueEmail('partner'),
    organization: 'Food Co-op',
    website: null,
    audience: `Families in our neighbourhood who need food help. ${tag}`,
    // From /es/precios (issue 25, migration 20261130020000): the inbox says so.
    language: 'es',
  });
  expect(partner.error).toBeNull();

  const { data, error } = await service
    .from('staff_inbox')
    .select('*')
    .like('body', `%${tag}%`)
    .order('received_at');
  if (error) throw error;
  const byKind = (/** @type {string} */ kind) => {
    const item = data.find((row) => row.kind === kind);
    if (!item) throw new Error(`no ${kind} item`);
    return item;
  };
  return {
    tag,
    contactEmail,
    contact: byKind('contact'),
    report: byKind('wrong-fact'),
    story: byKind('story'),
    partner: byKind('partner'),
  };
}

/** @type {Awaited<ReturnType<typeof visitorSends>>} */
let sent;

beforeAll(async () => {
  server = await startTestServer();
  service = clientFor(server, server.serviceRoleKey);
  admin = await demoStaffAtAal2(server);
  sent = await visitorSends();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

describe('the inbox for staff at aal2', () => {
  it('lists every kind in one list, with the listing a wrong-fact report came from; wrong-fact reports are urgent', async () => {
    const { data, error } = await admin
      .from('staff_inbox')
      .select('item_type, kind, status, urgent, listing_id, from_email, topic')
      .like('body', `%${sent.tag}%`)
      .order('urgent', { ascending: false })
      .order('received_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(4);
    expect(data?.[0]).toMatchObject({
      item_type: 'contact_message',
      kind: 'wrong-fact',
      urgent: true,
      listing_id: '988-lifeline',
      status: 'new',
    });
    expect(data?.slice(1).map((row) => [row.kind, row.urgent])).toEqual([
      ['partner', false],
      ['story', false],
      ['contact', false],
    ]);
    // The language of the form each came from (migrations 20261129010000, 20261130020000).
    const languages = await admin
      .from('staff_inbox')
      .select('kind, language')
      .like('body', `%${sent.tag}%`)
      .order('kind');
    expect(languages.data).toEqual([
      { kind: 'contact', language: 'en' },
      { kind: 'partner', language: 'es' },
      { kind: 'story', language: 'es' },
      { kind: 'wrong-fact', language: 'en' },
    ]);
    // An application that says no language came from the English page (/pricing).
    const tag = `${Date.now()}-${Math.random()}`;
    const english = await clientFor(server, server.anonKey)
      .from('partner_applications')
      .insert({
        full_name: 'Pat Partner',
        email: uniqueEmail('partner-en'),
        organization: null,
        website: null,
        audience: `Students at our community college who need help. ${tag}`,
      });
    expect(english.error).toBeNull();
    const englishRow = await admin
      .from('staff_inbox')
      .select('kind, language')
      .like('body', `%${tag}%`)
      .single();
    expect(englishRow.data).toEqual({ kind: 'partner', language: 'en' });
    // Visitors still only add: nothing they sent comes back to them.
    const anon = clientFor(server, server.anonKey);
    expect((await anon.from('contact_messages').select('*')).data ?? []).toEqual([]);
  });

  it('changes the status, assigns, marks urgent and adds a note, each appended to the audit log with before and after', async () => {
    const { item_type: itemType, item_id: itemId } = sent.contact;
    const before = await auditLog();
    const status = await admin.rpc('staff_inbox_set_status', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_status: 'in-progress',
    });
    expect(status.error).toBeNull();
    const assigned = await admin.rpc('staff_inbox_assign', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_assignee_id: ADMIN_ID,
    });
    expect(assigned.error).toBeNull();
    const urgent = await admin.rpc('staff_inbox_set_urgent', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_urgent: true,
    });
    expect(urgent.error).toBeNull();
    const noteText = 'Called the food bank: <b>open</b> Tuesdays & Thursdays.';
    const note = await admin.rpc('staff_inbox_add_note', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_body: noteText,
    });
    expect(note.error).toBeNull();

    const row = await admin
      .from('staff_inbox')
      .select('status, assignee_id, urgent')
      .eq('item_id', itemId)
      .single();
    expect(row.data).toEqual({ status: 'in-progress', assignee_id: ADMIN_ID, urgent: true });
    const notes = await admin
      .from('staff_notes')
      .select('body, author_email')
      .eq('item_id', itemId);
    expect(notes.data).toEqual([{ body: noteText, author_email: DEMO_STAFF.email }]);

    const entries = (await auditLog()).slice(before.length);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['inbox.status', { status: 'new' }, { status: 'in-progress' }],
      ['inbox.assign', { assignee_id: null }, { assignee_id: ADMIN_ID }],
      ['inbox.urgent', { marked_urgent: false }, { marked_urgent: true }],
      ['inbox.note', null, expect.objectContaining({ body: noteText })],
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({
        actor_id: ADMIN_ID,
        actor_email: DEMO_STAFF.email,
        item_type: itemType,
        item_id: itemId,
      });
  });

  it('refuses an assignee who is not staff, an unknown item, and a note too long or empty', async () => {
    const { item_type: itemType, item_id: itemId } = sent.partner;
    const notStaff = await admin.rpc('staff_inbox_assign', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_assignee_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(notStaff.error).not.toBeNull();
    const unknown = await admin.rpc('staff_inbox_set_status', {
      p_item_type: 'story',
      p_item_id: '00000000-0000-4000-8000-00000000dead',
      p_status: 'done',
    });
    expect(unknown.error?.code).toBe('P0002');
    for (const body of ['', '   ', 'x'.repeat(10_001)]) {
      const note = await admin.rpc('staff_inbox_add_note', {
        p_item_type: itemType,
        p_item_id: itemId,
        p_body: body,
      });
      expect(note.error?.code, JSON.stringify(body.slice(0, 5))).toBe('23514');
    }
  });

  it('sends a reply through the staff-reply function: in the outbox, recorded on the item and in the audit log', async () => {
    const { item_type: itemType, item_id: itemId } = sent.contact;
    const before = await auditLog();
    const text =
      'Hello Dana,\n\nThe food bank on Main St is open Tuesdays. <script>alert(1)</script>';
    const { data, error } = await admin.functions.invoke('staff-reply', {
      body: { itemType, itemId, subject: 'Your message to Harbor', body: text },
    });
    expect(error).toBeNull();
    expect(data.reply).toMatchObject({ to: sent.contactEmail, subject: 'Your message to Harbor' });

    const mail = (await readOutbox(server)).filter((message) => message.to === sent.contactEmail);
    expect(mail).toEqual([
      expect.objectContaining({ type: 'staff-reply', subject: 'Your message to Harbor', text }),
    ]);
    const replies = await admin
      .from('staff_replies')
      .select('to_email, subject, body, author_email')
      .eq('item_id', itemId);
    expect(replies.data).toEqual([
      {
        to_email: sent.contactEmail,
        subject: 'Your message to Harbor',
        body: text,
        author_email: DEMO_STAFF.email,
      },
    ]);
    const entries = (await auditLog()).slice(before.length);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'inbox.reply',
        actor_id: ADMIN_ID,
        item_id: itemId,
        after: expect.objectContaining({ to: sent.contactEmail, body: text }),
      }),
    ]);
  });

  it('lets no staff member record a reply that was never sent: only the staff-reply function records one', async () => {
    const { item_type: itemType, item_id: itemId } = sent.contact;
    const before = await auditLog();
    const reply = { p_item_type: itemType, p_item_id: itemId, p_subject: 'Never mailed' };
    const body = { p_body: 'This reply was never sent.' };
    // In their own name (at aal2), or naming themselves as the author: refused either way.
    const asThemselves = await admin.rpc('staff_inbox_record_reply', { ...reply, ...body });
    expect(asThemselves.error).not.toBeNull();
    const naming = await admin.rpc('staff_inbox_record_reply', {
      p_author: ADMIN_ID,
      ...reply,
      ...body,
    });
    expect(naming.error?.code).toBe('42501');
    const replies = await admin.from('staff_replies').select('subject').eq('item_id', itemId);
    expect(replies.data?.map((reply) => reply.subject)).not.toContain('Never mailed');
    expect(await auditLog()).toEqual(before);
  });

  it('says so, and sends nothing, for a story sent without an email, an empty or too long reply, or unstorable text', async () => {
    const before = (await readOutbox(server)).length;
    const noEmail = await admin.functions.invoke('staff-reply', {
      body: { itemType: 'story', itemId: sent.story.item_id, subject: 'Thank you', body: 'Thanks' },
    });
    expect(noEmail.error).not.toBeNull();
    expect(await noEmail.error.context.json()).toEqual({
      error: 'This item has no email address to reply to.',
    });
    for (const body of ['  ', 'x'.repeat(8001), 'a\u0000b', 'half an emoji \ud83d']) {
      const refused = await admin.functions.invoke('staff-reply', {
        body: {
          itemType: 'contact_message',
          itemId: sent.contact.item_id,
          subject: 'Hi',
          body,
        },
      });
      expect(refused.error?.context.status, JSON.stringify(body.slice(0, 8))).toBe(400);
    }
    expect((await readOutbox(server)).length).toBe(before);
  });
});

/**
 * Reads nothing of the inbox and changes nothing, sends nothing.
 * @param {Client} client
 */
async function assertInboxClosed(client) {
  for (const table of [
    'staff_inbox',
    'staff_inbox_state',
    'staff_notes',
    'staff_replies',
    'contact_messages',
    'stories',
    'partner_applications',
  ]) {
    const read = await client.from(table).select('*');
    expect(read.data ?? [], table).toEqual([]);
  }
  const auditBefore = await auditLog();
  const outboxBefore = (await readOutbox(server)).length;
  const { item_type: itemType, item_id: itemId } = sent.partner;
  const calls = [
    client.rpc('staff_inbox_set_status', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_status: 'done',
    }),
    client.rpc('staff_inbox_assign', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_assignee_id: null,
    }),
    client.rpc('staff_inbox_set_urgent', {
      p_item_type: itemType,
      p_item_id: itemId,
      p_urgent: true,
    }),
    client.rpc('staff_inbox_add_note', { p_item_type: itemType, p_item_id: itemId, p_body: 'x' }),
    client.rpc('staff_inbox_record_reply', {
      p_author: ADMIN_ID,
      p_item_type: itemType,
      p_item_id: itemId,
      p_subject: 'x',
      p_body: 'x',
    }),
    client.rpc('staff_inbox_reply_target', { p_item_type: itemType, p_item_id: itemId }),
    client.rpc('staff_inbox_assignees'),
  ];
  for (const call of await Promise.all(calls)) expect(call.error).not.toBeNull();
  const writes = [
    client
      .from('staff_notes')
      .insert({ item_type: itemType, item_id: itemId, author_email: 'x', body: 'x' }),
    client
      .from('staff_inbox_state')
      .insert({ item_type: itemType, item_id: itemId, status: 'done' }),
    client.from('staff_replies').insert({
      item_type: itemType,
      item_id: itemId,
      author_email: 'x',
      to_email: 'x@x.x',
      subject: 'x',
      body: 'x',
    }),
  ];
  for (const write of await Promise.all(writes)) expect(write.error).not.toBeNull();
  const reply = await client.functions.invoke('staff-reply', {
    body: { itemType, itemId, subject: 'Hi', body: 'Hello' },
  });
  expect([401, 403]).toContain(reply.error?.context.status);

  const state = await service.from('staff_inbox_state').select('*').eq('item_id', itemId);
  expect(state.data ?? []).toEqual([]);
  expect(await auditLog()).toEqual(auditBefore);
  expect((await readOutbox(server)).length).toBe(outboxBefore);
}

describe('who reads and changes nothing in the inbox', () => {
  it('the anonymous visitor', async () => {
    await assertInboxClosed(clientFor(server, server.anonKey));
  });

  it('a signed-in user who is not staff', async () => {
    const client = clientFor(server, server.anonKey);
    await client.auth.signInWithPassword({ email: 'basic@harbor.test', password: DEMO_PASSWORD });
    await assertInboxClosed(client);
  });

  it('a user who is not staff, even with a second factor (aal2)', async () => {
    const { client } = await newUserAtAal2(server, 'staff');
    await assertInboxClosed(client);
  });

  it('a staff admin whose session is only aal1', async () => {
    const client = await demoStaffAtAal1(server);
    expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');
    await assertInboxClosed(client);
  });

  it('an expired staff session', async () => {
    const expired = await expiredTokenOf(server, admin);
    const headers = {
      apikey: server.anonKey,
      authorization: `Bearer ${expired}`,
      'content-type': 'application/json',
    };
    const read = await fetch(`${server.url}/rest/v1/staff_inbox?select=*`, { headers });
    expect(read.status).toBe(401);
    const note = await fetch(`${server.url}/rest/v1/rpc/staff_inbox_add_note`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ p_item_type: 'story', p_item_id: sent.story.item_id, p_body: 'x' }),
    });
    expect(note.status).toBe(401);
    const reply = await fetch(`${server.url}/functions/v1/staff-reply`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        itemType: 'contact_message',
        itemId: sent.contact.item_id,
        subject: 'Hi',
        body: 'Hello',
      }),
    });
    expect(reply.status).toBe(401);
    const notes = await service.from('staff_notes').select('id').eq('item_id', sent.story.item_id);
    expect(notes.data).toEqual([]);
  });

  it('a staff member removed while their aal2 session is still open', async () => {
    const editor = await newUserAtAal2(server, 'staff');
    expect((await admin.rpc('staff_add_editor', { p_email: editor.email })).error).toBeNull();
    const seen = await editor.client
      .from('staff_inbox')
      .select('item_id')
      .like('body', `%${sent.tag}%`);
    expect(seen.data).toHaveLength(4);
    expect((await admin.rpc('staff_remove_editor', { p_user_id: editor.id })).error).toBeNull();
    await assertInboxClosed(editor.client);
  });
});

describe("the inbox's audit entries", () => {
  it('cannot be edited or deleted, by staff or the service role', async () => {
    const entries = (await auditLog()).filter((entry) => entry.action.startsWith('inbox.'));
    expect(entries.length).toBeGreaterThan(0);
    const first = /** @type {{ id: number }} */ (entries[0]);
    for (const client of [admin, service]) {
      const edit = await client
        .from('staff_audit_log')
        .update({ after: null })
        .eq('id', first.id)
        .select();
      expect(edit.data ?? []).toEqual([]);
      const erase = await client.from('staff_audit_log').delete().eq('id', first.id).select();
      expect(erase.data ?? []).toEqual([]);
    }
    expect((await auditLog()).find((entry) => entry.id === first.id)).toEqual(first);
  });
});
