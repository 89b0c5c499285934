// @ts-check
// A safety screen on every message (issue 27, supabase/migrations/20261128100000_safety_screen.sql):
// what a visitor sends is screened in the database on insert, whatever the form did; a message,
// story or partner application with a sign of danger lands with its danger_reason and is urgent in
// the team's inbox, first, with a wrong-fact report still urgent; a visitor can neither set
// danger_reason nor call the screen, nor read anything back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer, uniqueEmail } from './helpers.js';
import { demoStaffAtAal2 } from './staff-helpers.js';

/** @typedef {import('@supabase/supabase-js').SupabaseClient} Client */

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;
/** @type {Client} */
let anon;
/** @type {Client} */
let staff;
const tag = `${Date.now()}-${Math.random()}`;

beforeAll(async () => {
  server = await startTestServer();
  anon = clientFor(server, server.anonKey);
  staff = await demoStaffAtAal2(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** The inbox rows of this test, as staff at aal2 read them, in the console's order. */
async function inbox() {
  const { data, error } = await staff
    .from('staff_inbox')
    .select('kind, urgent, danger_reason, body')
    .like('body', `%${tag}%`)
    .order('urgent', { ascending: false })
    .order('received_at', { ascending: false });
  if (error) throw error;
  return data;
}

describe('given what visitors send', () => {
  beforeAll(async () => {
    const sends = [
      anon.from('contact_messages').insert({
        name: 'Dana',
        email: uniqueEmail('danger'),
        topic: 'question',
        message: `I don't want to be alive anymore. ${tag}`,
      }),
      anon.from('contact_messages').insert({
        name: 'Sam',
        email: uniqueEmail('reporter'),
        topic: 'wrong-fact',
        listing_id: '988-lifeline',
        message: `The opening hours on this listing are wrong. ${tag}`,
      }),
      anon.from('stories').insert({
        story: `Mi esposo me pega y no me deja salir de la casa. ${tag}`,
        consent_to_publish: true,
      }),
      anon.from('partner_applications').insert({
        full_name: 'Lee Partner',
        email: uniqueEmail('partner'),
        audience: `Families in our town. This deadline is killing me, sorry for the delay. ${tag}`,
      }),
    ];
    for (const send of sends) expect((await send).error).toBeNull();
    // Later than the others: the newest, but not in danger.
    const plain = await anon.from('contact_messages').insert({
      name: 'Ana',
      email: uniqueEmail('plain'),
      topic: 'question',
      message: `I'm not suicidal, I just need a food bank near me. ${tag}`,
    });
    expect(plain.error).toBeNull();
  });

  it('stores the reason on a message, a story and an application in danger, and none on the others', async () => {
    const rows = await inbox();
    expect(rows.map((row) => [row.kind, row.danger_reason])).toEqual(
      expect.arrayContaining([
        ['contact', 'suicide: (dont|do not) want to (live|be alive|exist|be here) anymore'],
        ['story', expect.stringMatching(/^abuse-now: /)],
        ['wrong-fact', null],
        ['partner', null],
        ['contact', null],
      ]),
    );
  });

  it('lists a possible danger as urgent, first, with a wrong-fact report still urgent', async () => {
    const rows = await inbox();
    expect(rows.map((row) => [row.kind, row.urgent, row.danger_reason !== null])).toEqual([
      ['story', true, true],
      ['wrong-fact', true, false],
      ['contact', true, true],
      ['contact', false, false],
      ['partner', false, false],
    ]);
  });

  it('does not let a visitor set danger_reason, call the screen or read anything back', async () => {
    const forged = await anon.from('contact_messages').insert({
      name: 'Eve',
      email: uniqueEmail('forged'),
      topic: 'question',
      message: `Hello there, a plain question. ${tag}`,
      danger_reason: 'suicide: made up',
    });
    expect(forged.error).not.toBeNull();
    const call = await anon.rpc('safety_screen', { p_text: 'I want to die' });
    expect(call.error).not.toBeNull();
    expect((await anon.from('contact_messages').select('*')).data ?? []).toEqual([]);
  });

  it('lets staff run the screen (the publish step checks edited stories with it)', async () => {
    const { data, error } = await staff.rpc('safety_screen', { p_text: 'quiero morir' });
    expect(error).toBeNull();
    expect(data).toBe('suicide: (quiero|quisiera|quiere|queria) morir');
  });
});
