// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer, uniqueEmail } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startTestServer>>} */
let server;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

async function signedInClient() {
  const client = clientFor(server, server.anonKey);
  const { error } = await client.auth.signUp({
    email: uniqueEmail('catalog'),
    password: 'a-good-password',
  });
  if (error) throw error;
  return client;
}

describe('catalog_items', () => {
  it('lets a visitor who is not signed in read the active catalogue, with every bundle', async () => {
    const anon = clientFor(server, server.anonKey);
    const { data, error } = await anon
      .from('catalog_items')
      .select('sku, kind, price_cents, currency')
      .order('sku');
    expect(error).toBeNull();
    const skus = (data ?? []).map((row) => row.sku);
    expect(skus).toEqual(
      expect.arrayContaining(['premium-bundle', 'healing-bundle', 'bundle-kit']),
    );
    expect(new Set((data ?? []).map((row) => row.kind))).toEqual(
      new Set(['book', 'apparel', 'kit', 'bundle']),
    );
    for (const row of data ?? []) {
      expect(row.price_cents).toBeGreaterThan(0);
      expect(row.currency).toBe('usd');
    }
  });

  it('gives every item a title, a description, a local image and alt text', async () => {
    const anon = clientFor(server, server.anonKey);
    const { data, error } = await anon.from('catalog_items').select('*');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(12);
    for (const row of data ?? []) {
      expect(row.title.length).toBeGreaterThan(0);
      expect(row.description.length).toBeGreaterThan(20);
      expect(row.image_path).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(row.image_alt.length).toBeGreaterThan(10);
    }
  });

  it('hides items that are not active from visitors and members', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const hidden = await admin.from('catalog_items').insert({
      sku: 'retired-item',
      kind: 'kit',
      title: 'Retired',
      description: 'No longer sold.',
      price_cents: 500,
      active: false,
    });
    expect(hidden.error).toBeNull();
    const anon = clientFor(server, server.anonKey);
    const asAnon = await anon.from('catalog_items').select('sku').eq('sku', 'retired-item');
    expect(asAnon.data).toEqual([]);
    const member = await signedInClient();
    const asMember = await member.from('catalog_items').select('sku').eq('sku', 'retired-item');
    expect(asMember.data).toEqual([]);
  });

  it('refuses price changes, new items and deletions from visitors and members', async () => {
    for (const client of [clientFor(server, server.anonKey), await signedInClient()]) {
      const inserted = await client.from('catalog_items').insert({
        sku: 'free-stuff',
        kind: 'kit',
        title: 'Free',
        description: 'Should not be here.',
        price_cents: 1,
      });
      expect(inserted.error).not.toBeNull();
      await client.from('catalog_items').update({ price_cents: 1 }).eq('sku', 'premium-bundle');
      await client.from('catalog_items').delete().eq('sku', 'healing-bundle');
    }
    const admin = clientFor(server, server.serviceRoleKey);
    const { data } = await admin
      .from('catalog_items')
      .select('sku, price_cents')
      .in('sku', ['premium-bundle', 'healing-bundle', 'free-stuff'])
      .order('sku');
    expect(data).toEqual([
      { sku: 'healing-bundle', price_cents: 1900 },
      { sku: 'premium-bundle', price_cents: 2900 },
    ]);
  });
});

const application = () => ({
  full_name: 'Rosa Diaz',
  email: uniqueEmail('partner'),
  organization: 'Eastside Tenants Union',
  website: 'https://example.org/tenants',
  audience:
    'We run a weekly drop-in for about 80 renters facing eviction and share tools by email.',
});

describe('membership_plans in Spanish (issue 25)', () => {
  it('gives every plan its Spanish name, description and as many benefits as in English', async () => {
    const anon = clientFor(server, server.anonKey);
    const { data, error } = await anon
      .from('membership_plans')
      .select('tier, name_es, description_es, benefits, benefits_es')
      .order('sort_order');
    expect(error).toBeNull();
    expect(data?.map((plan) => [plan.tier, plan.name_es])).toEqual([
      ['free', 'Gratis'],
      ['basic', 'Básica'],
      ['premium', 'Premium'],
      ['vip', 'VIP'],
    ]);
    for (const plan of data ?? []) {
      expect(plan.description_es, plan.tier).toMatch(/\S/);
      expect(plan.benefits_es, plan.tier).toHaveLength(plan.benefits.length);
    }
  });

  it('refuses Spanish words that are half set or do not match the English benefits', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const half = await admin
      .from('membership_plans')
      .update({ benefits_es: null })
      .eq('tier', 'vip');
    expect(half.error?.message).toMatch(/membership_plans_words_es_together/);
    const short = await admin
      .from('membership_plans')
      .update({ benefits_es: ['Todo lo de Premium'] })
      .eq('tier', 'vip');
    expect(short.error?.message).toMatch(/membership_plans_benefits_es_match/);
    // Nobody else may change them.
    const anon = clientFor(server, server.anonKey);
    const { data } = await anon
      .from('membership_plans')
      .update({ name_es: 'Gratis para siempre' })
      .eq('tier', 'free')
      .select();
    expect(data ?? []).toEqual([]);
  });
});

describe('partner_applications', () => {
  it('accepts an application from a visitor who is not signed in, without handing any row back', async () => {
    const anon = clientFor(server, server.anonKey);
    const sent = application();
    const { error, data } = await anon.from('partner_applications').insert(sent);
    expect(error).toBeNull();
    expect(data).toBeNull();
    const admin = clientFor(server, server.serviceRoleKey);
    const stored = await admin
      .from('partner_applications')
      .select('full_name, email, status')
      .eq('email', sent.email)
      .single();
    expect(stored.data).toEqual({ full_name: 'Rosa Diaz', email: sent.email, status: 'new' });
  });

  it('accepts an application from a signed-in member too', async () => {
    const member = await signedInClient();
    const { error } = await member.from('partner_applications').insert(application());
    expect(error).toBeNull();
  });

  it('lets no visitor or member read, change or delete applications', async () => {
    const admin = clientFor(server, server.serviceRoleKey);
    const sent = application();
    expect((await admin.from('partner_applications').insert(sent)).error).toBeNull();
    for (const client of [clientFor(server, server.anonKey), await signedInClient()]) {
      const read = await client.from('partner_applications').select('*');
      expect(read.data ?? []).toEqual([]);
      await client
        .from('partner_applications')
        .update({ status: 'accepted' })
        .eq('email', sent.email);
      await client.from('partner_applications').delete().eq('email', sent.email);
      const readBack = await client.from('partner_applications').insert(application()).select();
      expect(readBack.error).not.toBeNull();
    }
    const stored = await admin
      .from('partner_applications')
      .select('status')
      .eq('email', sent.email);
    expect(stored.data).toEqual([{ status: 'new' }]);
  });

  it('does not let a visitor choose the status of their own application', async () => {
    const anon = clientFor(server, server.anonKey);
    const { error } = await anon
      .from('partner_applications')
      .insert({ ...application(), status: 'accepted' });
    expect(error).not.toBeNull();
  });

  it('refuses empty, oversized and malformed fields', async () => {
    const anon = clientFor(server, server.anonKey);
    const bad = [
      { full_name: '   ' },
      { full_name: 'x'.repeat(201) },
      { email: 'not-an-email' },
      { website: 'javascript:alert(1)' },
      { audience: 'too short' },
      { audience: 'x'.repeat(2001) },
      { organization: 'x'.repeat(201) },
    ];
    for (const change of bad) {
      const { error } = await anon
        .from('partner_applications')
        .insert({ ...application(), ...change });
      expect(error, JSON.stringify(change)).not.toBeNull();
    }
  });
});
