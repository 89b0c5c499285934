// @ts-check
// The edge-function runtime of the local backend (/functions/v1/<name>): the platform's JWT
// check, CORS for supabase-js in a browser, configuration from the environment, RPC, and the
// row-level security of the payment tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, clientFor, removeDataDir, startTestServer } from './helpers.js';
import { invoke, signedInUser } from './money-helpers.js';

/** @type {import('../src/index.js').LocalSupabase} */
let server;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let admin;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let guest;

beforeAll(async () => {
  server = await startTestServer();
  admin = clientFor(server, server.serviceRoleKey);
  guest = clientFor(server, server.anonKey);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** @param {string} email */
async function demoUser(email) {
  const client = clientFor(server, server.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return { client, userId: /** @type {string} */ (data.user?.id) };
}

describe('/functions/v1', () => {
  it('answers the CORS preflight a browser sends before functions.invoke', async () => {
    const response = await fetch(`${server.functionsUrl}/checkout`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
      expect(allowed).toContain(header);
    }
  });

  it('puts CORS headers on answers too, errors included', async () => {
    const response = await fetch(`${server.functionsUrl}/checkout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.anonKey}`, 'Content-Type': 'application/json' },
      body: '{"kind":"nothing"}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for a function that does not exist', async () => {
    const response = await fetch(`${server.functionsUrl}/no-such-function`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.anonKey}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('checks the JWT like the platform: none or a forged one is 401', async () => {
    const none = await fetch(`${server.functionsUrl}/newsletter-subscribe`, {
      method: 'POST',
      body: '{}',
    });
    expect(none.status).toBe(401);
    const [header, payload] = server.anonKey.split('.');
    const forged = await fetch(`${server.functionsUrl}/newsletter-subscribe`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${header}.${payload}.bm90LXRoZS1zaWduYXR1cmU` },
      body: '{}',
    });
    expect(forged.status).toBe(401);
  });

  it('lets Stripe reach the webhook without a JWT (verify_jwt = false in config.toml), where the signature is checked', async () => {
    const response = await fetch(`${server.functionsUrl}/stripe-webhook`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Missing Stripe-Signature header.' });
  });

  it('refuses methods other than POST', async () => {
    const response = await fetch(`${server.functionsUrl}/checkout`, {
      headers: { Authorization: `Bearer ${server.anonKey}` },
    });
    expect(response.status).toBe(405);
  });

  it('never shows configuration or secrets in an error', async () => {
    const broken = await startTestServer({
      functionEnv: { STRIPE_SECRET_KEY: 'sk_test_wrong_key_123' },
    });
    try {
      const client = clientFor(broken, broken.anonKey);
      const result = await invoke(client, 'checkout', {
        kind: 'donation',
        amountCents: 500,
        recurring: false,
      });
      expect(result.status).toBe(500);
      expect(result.body).toEqual({
        error:
          'Something went wrong on our side. Nothing was charged. Please try again in a few minutes.',
      });
    } finally {
      await broken.stop();
      removeDataDir(broken.dataDir);
    }
  });
});

describe('RPC (/rest/v1/rpc)', () => {
  it('calls has_membership_access for the caller', async () => {
    const premium = await demoUser('premium@harbor.test');
    expect(
      await premium.client.rpc('has_membership_access', { p_user_id: premium.userId }),
    ).toMatchObject({
      data: true,
      error: null,
    });
    const free = await demoUser('free@harbor.test');
    expect((await free.client.rpc('has_membership_access', { p_user_id: free.userId })).data).toBe(
      false,
    );
    // Nobody probes another user.
    expect(
      (await free.client.rpc('has_membership_access', { p_user_id: premium.userId })).data,
    ).toBe(false);
    expect((await admin.rpc('has_membership_access', { p_user_id: premium.userId })).data).toBe(
      true,
    );
  });

  it('leaves the decision to EXECUTE privileges', async () => {
    const premium = await demoUser('premium@harbor.test');
    const anon = await guest.rpc('has_membership_access', { p_user_id: premium.userId });
    expect(anon.error?.code).toBe('42501');
    const apply = await premium.client.rpc('apply_stripe_subscription', {
      p_user_id: premium.userId,
      p_subscription_id: 'sub_forged',
      p_customer_id: null,
      p_tier: 'vip',
      p_interval: 'month',
      p_status: 'active',
      p_is_active: true,
      p_start_date: new Date().toISOString(),
      p_end_date: null,
      p_cancel_at_period_end: false,
      p_event_created_at: new Date().toISOString(),
    });
    expect(apply.error?.code).toBe('42501');
  });

  it('answers 404 PGRST202 for an unknown function or arguments', async () => {
    const unknown = await admin.rpc('no_such_function', {});
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArgs = await admin.rpc('has_membership_access', { user_id: 'x' });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });
});

describe('row-level security of the payment tables', () => {
  it('lets everyone read the membership plans with their prices and benefits', async () => {
    const { data, error } = await guest
      .from('membership_plans')
      .select('tier, name, monthly_price_cents, yearly_price_cents, benefits, sort_order')
      .order('sort_order');
    expect(error).toBeNull();
    expect(data?.map((plan) => plan.tier)).toEqual(['free', 'basic', 'premium', 'vip']);
    expect(data?.[0]).toMatchObject({ monthly_price_cents: 0, yearly_price_cents: 0 });
    for (const plan of data?.slice(1) ?? []) {
      expect(plan.monthly_price_cents).toBeGreaterThan(0);
      expect(plan.yearly_price_cents).toBeGreaterThan(0);
      expect(plan.benefits.length).toBeGreaterThan(0);
    }
    const { client } = await demoUser('free@harbor.test');
    expect((await client.from('membership_plans').select('tier')).data).toHaveLength(4);
  });

  it('lets nobody but the service role change the plans', async () => {
    const { client } = await demoUser('vip@harbor.test');
    const update = await client
      .from('membership_plans')
      .update({ monthly_price_cents: 1 })
      .eq('tier', 'vip');
    expect(update.error?.code).toBe('42501');
    const insert = await guest.from('membership_plans').insert({
      tier: 'free',
      name: 'x',
      description: 'x',
      monthly_price_cents: 0,
      yearly_price_cents: 0,
    });
    expect(insert.error?.code).toBe('42501');
  });

  it.each([
    'stripe_customers',
    'stripe_events',
    'membership_subscriptions',
    'newsletter_subscribers',
  ])('keeps %s private from guests and users', async (table) => {
    const anon = await guest.from(table).select('*');
    expect(anon.data ?? []).toEqual([]);
    expect(anon.error?.code).toBe('42501');
    const { client } = await signedInUser(server, `reader-${table}`);
    const user = await client.from(table).select('*');
    expect(user.data ?? []).toEqual([]);
    expect(user.error?.code).toBe('42501');
    const write = await client.from(table).insert({});
    expect(write.error?.code).toBe('42501');
  });

  it.each(['donations', 'orders', 'order_items'])(
    'lets users read only their own %s and write none',
    async (table) => {
      const { client } = await signedInUser(server, `owner-${table}`);
      const read = await client.from(table).select('*');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const write = await client.from(table).insert({});
      expect(write.error?.code).toBe('42501');
      const anon = await guest.from(table).select('*');
      expect(anon.data ?? []).toEqual([]);
    },
  );
});
