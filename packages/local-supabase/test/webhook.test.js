// @ts-check
// The stripe-webhook function against the local backend, driven like Stripe drives it: events
// from the local Stripe emulator (which here records them without delivering them), signed with
// the webhook secret and posted in whatever order and as often as a test needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, removeDataDir, startTestServer } from './helpers.js';
import {
  copy,
  deliver,
  eventsWhere,
  invoke,
  pay,
  sessionIdOf,
  signedInUser,
  stripeFor,
} from './money-helpers.js';

/** Subscriptions in this file last 4 seconds, so "the end of the paid period" can pass in a test. */
const PERIOD_SECONDS = 4;

/** @type {import('../src/index.js').LocalSupabase} */
let server;
/** @type {import('stripe').Stripe} */
let stripe;
/** @type {import('@supabase/supabase-js').SupabaseClient} */
let admin;

beforeAll(async () => {
  server = await startTestServer({
    stripe: { deliverWebhooks: false, periodSeconds: PERIOD_SECONDS },
  });
  stripe = stripeFor(server);
  admin = clientFor(server, server.serviceRoleKey);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/**
 * A signed-in user pays for a membership on the test checkout; nothing is delivered yet.
 * @param {string} label
 * @param {'basic' | 'premium' | 'vip'} [tier]
 * @param {Awaited<ReturnType<typeof signedInUser>>} [existing]
 */
async function buyWithoutDelivery(label, tier = 'premium', existing) {
  const user = existing ?? (await signedInUser(server, label));
  const checkout = await invoke(user.client, 'checkout', {
    kind: 'membership',
    tier,
    interval: 'month',
  });
  expect(checkout.status).toBe(200);
  await pay(checkout.body.url);
  const sessionId = sessionIdOf(checkout.body.url);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const subscriptionId = /** @type {string} */ (session.subscription);
  const [completed] = await eventsWhere(
    stripe,
    (e) =>
      e.type === 'checkout.session.completed' &&
      /** @type {any} */ (e.data.object).id === sessionId,
  );
  const [created] = await eventsWhere(
    stripe,
    (e) =>
      e.type === 'customer.subscription.created' &&
      /** @type {any} */ (e.data.object).id === subscriptionId,
  );
  if (!completed || !created) throw new Error('the emulator made no events for the payment');
  return { user, sessionId, subscriptionId, completed, created };
}

/** @param {string} userId */
async function membershipsOf(userId) {
  const { data, error } = await admin
    .from('memberships')
    .select('id, tier, is_active, end_date')
    .eq('user_id', userId)
    .order('created_at');
  expect(error).toBeNull();
  return /** @type {{ id: string, tier: string, is_active: boolean, end_date: string | null }[]} */ (
    data
  );
}

/** @param {string} subscriptionId */
async function subscriptionRow(subscriptionId) {
  const { data } = await admin
    .from('membership_subscriptions')
    .select('stripe_status, cancel_at_period_end, payment_failed_at, replaced_at')
    .eq('stripe_subscription_id', subscriptionId)
    .maybeSingle();
  return data;
}

/** The state a test compares: memberships without ids. @param {string} userId */
async function finalState(userId) {
  return (await membershipsOf(userId)).map(({ tier, is_active, end_date }) => ({
    tier,
    is_active,
    end_date,
  }));
}

/** @param {import('@supabase/supabase-js').SupabaseClient} client @param {string} userId */
async function hasAccess(client, userId) {
  const { data, error } = await client.rpc('has_membership_access', { p_user_id: userId });
  expect(error).toBeNull();
  return data;
}

/** @param {string} id */
async function eventRecorded(id) {
  const { data } = await admin.from('stripe_events').select('id').eq('id', id);
  return (data ?? []).length > 0;
}

describe('the signature', () => {
  it('refuses an event signed with another secret and writes nothing', async () => {
    const { user, completed } = await buyWithoutDelivery('wrong-secret');
    const result = await deliver(server, completed, { secret: 'whsec_not_the_right_secret' });
    expect(result.status).toBe(400);
    expect(await eventRecorded(completed.id)).toBe(false);
    expect(await membershipsOf(user.userId)).toEqual([]);
  });

  it('refuses an event without a Stripe-Signature header and writes nothing', async () => {
    const { user, completed } = await buyWithoutDelivery('no-signature');
    const result = await deliver(server, completed, { signature: null });
    expect(result.status).toBe(400);
    expect(await eventRecorded(completed.id)).toBe(false);
    expect(await membershipsOf(user.userId)).toEqual([]);
  });

  it('refuses an event whose body was changed after it was signed', async () => {
    const { user, completed } = await buyWithoutDelivery('tampered');
    const original = JSON.stringify(completed);
    const { default: Stripe } = await import('stripe');
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: original,
      secret: server.stripe.webhookSecret,
    });
    const tampered = copy(completed);
    tampered.data.object.metadata.tier = 'vip';
    const result = await deliver(server, tampered, { signature });
    expect(result.status).toBe(400);
    expect(await membershipsOf(user.userId)).toEqual([]);
  });

  it('accepts a correctly signed event and records its id', async () => {
    const { user, completed } = await buyWithoutDelivery('good-signature');
    const result = await deliver(server, completed);
    expect(result).toEqual({ status: 200, body: { received: true } });
    expect(await eventRecorded(completed.id)).toBe(true);
    expect(await finalState(user.userId)).toEqual([
      { tier: 'premium', is_active: true, end_date: null },
    ]);
  });
});

describe('replays and order', () => {
  it('ignores a replayed event: it changes nothing, even when Stripe has moved on since', async () => {
    const { user, completed, subscriptionId } = await buyWithoutDelivery('replay');
    expect((await deliver(server, completed)).status).toBe(200);
    // The subscription ends in Stripe, but that event is not delivered: if the replay were
    // processed again, its re-fetch would close the membership.
    await stripe.subscriptions.cancel(subscriptionId);
    const replay = await deliver(server, completed);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await finalState(user.userId)).toEqual([
      { tier: 'premium', is_active: true, end_date: null },
    ]);
  });

  it('reaches the same state when subscription.created arrives before checkout.session.completed', async () => {
    const inOrder = await buyWithoutDelivery('in-order');
    expect((await deliver(server, inOrder.completed)).status).toBe(200);
    expect((await deliver(server, inOrder.created)).status).toBe(200);

    const reversed = await buyWithoutDelivery('reversed');
    expect((await deliver(server, reversed.created)).status).toBe(200);
    expect((await deliver(server, reversed.completed)).status).toBe(200);

    const expected = [{ tier: 'premium', is_active: true, end_date: null }];
    expect(await finalState(inOrder.user.userId)).toEqual(expected);
    expect(await finalState(reversed.user.userId)).toEqual(expected);
    expect(await subscriptionRow(reversed.subscriptionId)).toMatchObject({
      stripe_status: 'active',
      cancel_at_period_end: false,
    });
  });

  it('reaches the same state when an update arrives before the checkout it follows', async () => {
    const { user, completed, created, subscriptionId } = await buyWithoutDelivery('update-first');
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const [updated] = await eventsWhere(
      stripe,
      (e) =>
        e.type === 'customer.subscription.updated' &&
        /** @type {any} */ (e.data.object).id === subscriptionId,
    );
    expect((await deliver(server, updated)).status).toBe(200);
    expect((await deliver(server, completed)).status).toBe(200);
    expect((await deliver(server, created)).status).toBe(200);
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = /** @type {number} */ (subscription.items.data[0]?.current_period_end);
    expect(await finalState(user.userId)).toEqual([
      {
        tier: 'premium',
        is_active: true,
        end_date: new Date(periodEnd * 1000).toISOString().replace('.000Z', '+00:00'),
      },
    ]);
  });

  it('reaches the same state when every event is delivered twice', async () => {
    const { user, completed, created } = await buyWithoutDelivery('twice');
    for (const event of [completed, completed, created, created]) {
      expect((await deliver(server, event)).status).toBe(200);
    }
    expect(await finalState(user.userId)).toEqual([
      { tier: 'premium', is_active: true, end_date: null },
    ]);
  });
});

describe('cancellation, deletion and failed payments', () => {
  it('keeps access after a cancel at period end until end_date, then loses it', async () => {
    const { user, completed, subscriptionId } = await buyWithoutDelivery('period-end');
    await deliver(server, completed);
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const [updated] = await eventsWhere(
      stripe,
      (e) =>
        e.type === 'customer.subscription.updated' &&
        /** @type {any} */ (e.data.object).id === subscriptionId,
    );
    expect((await deliver(server, updated)).status).toBe(200);

    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = /** @type {number} */ (subscription.items.data[0]?.current_period_end);
    const [membership] = await membershipsOf(user.userId);
    expect(membership?.is_active).toBe(true);
    expect(Date.parse(/** @type {string} */ (membership?.end_date))).toBe(periodEnd * 1000);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
    expect(await hasAccess(user.client, user.userId)).toBe(true);

    // Wait for the paid period to pass (it is PERIOD_SECONDS long in this file).
    while (Date.now() <= periodEnd * 1000 + 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await hasAccess(user.client, user.userId)).toBe(false);
  });

  it('ends access at once when the subscription is deleted', async () => {
    const { user, completed, subscriptionId } = await buyWithoutDelivery('deleted');
    await deliver(server, completed);
    expect(await hasAccess(user.client, user.userId)).toBe(true);
    const before = Date.now();
    await stripe.subscriptions.cancel(subscriptionId);
    const [deleted] = await eventsWhere(
      stripe,
      (e) =>
        e.type === 'customer.subscription.deleted' &&
        /** @type {any} */ (e.data.object).id === subscriptionId,
    );
    expect((await deliver(server, deleted)).status).toBe(200);
    const [membership] = await membershipsOf(user.userId);
    expect(membership?.is_active).toBe(false);
    expect(Date.parse(/** @type {string} */ (membership?.end_date))).toBeLessThanOrEqual(
      Date.now(),
    );
    expect(Date.parse(/** @type {string} */ (membership?.end_date))).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) * 1000,
    );
    expect(await hasAccess(user.client, user.userId)).toBe(false);
  });

  it('records a failed payment and keeps access while Stripe retries', async () => {
    const { user, completed, subscriptionId } = await buyWithoutDelivery('payment-failed');
    await deliver(server, completed);
    const created = Math.floor(Date.now() / 1000);
    const failed = {
      id: `evt_test_failed_${created}${Math.floor(Math.random() * 1e6)}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created,
      livemode: false,
      data: {
        object: {
          id: 'in_test_failed',
          object: 'invoice',
          status: 'open',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId },
          },
        },
      },
    };
    expect((await deliver(server, failed)).status).toBe(200);
    const row = await subscriptionRow(subscriptionId);
    expect(Date.parse(/** @type {string} */ (row?.payment_failed_at))).toBe(created * 1000);
    expect(await eventRecorded(failed.id)).toBe(true);
    expect(await hasAccess(user.client, user.userId)).toBe(true);
  });
});

/**
 * A second paid subscription for a member, made straight in Stripe with Harbor's metadata (as a
 * second tab paying at the same moment would, past the checkout function's guards).
 * @param {Awaited<ReturnType<typeof signedInUser>>} user
 * @param {'basic' | 'premium' | 'vip'} tier
 */
async function buyDirectly(user, tier) {
  const { data: link } = await admin
    .from('stripe_customers')
    .select('customer_id')
    .eq('user_id', user.userId)
    .single();
  const prices = { basic: 500, premium: 1000, vip: 2500 };
  const metadata = { kind: 'membership', tier, interval: 'month', user_id: user.userId };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: /** @type {string} */ (link?.customer_id),
    client_reference_id: user.userId,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: prices[tier],
          recurring: { interval: 'month' },
          product_data: { name: `Harbor ${tier} membership` },
        },
      },
    ],
    metadata,
    subscription_data: { metadata },
    success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
  });
  await pay(/** @type {string} */ (session.url));
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  const subscriptionId = /** @type {string} */ (paid.subscription);
  const events = await eventsWhere(
    stripe,
    (e) =>
      /** @type {any} */ (e.data.object).id === session.id ||
      /** @type {any} */ (e.data.object).id === subscriptionId,
  );
  return { sessionId: session.id, subscriptionId, events };
}

/** The refunds Stripe made for a subscription's first invoice. @param {string} subscriptionId */
async function refundsOf(subscriptionId) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const payments = await stripe.invoicePayments.list({
    invoice: /** @type {string} */ (subscription.latest_invoice),
  });
  const intent = payments.data[0]?.payment.payment_intent;
  if (typeof intent !== 'string') return [];
  return (await stripe.refunds.list({ payment_intent: intent })).data;
}

describe('one active membership per member', () => {
  it('refunds and cancels a second payment made while a plan is active, keeps the first, and says so', async () => {
    const first = await buyWithoutDelivery('two-tabs', 'premium');
    await deliver(server, first.completed);
    const second = await buyDirectly(first.user, 'premium');
    for (const event of second.events) expect((await deliver(server, event)).status).toBe(200);

    const memberships = await membershipsOf(first.user.userId);
    expect(memberships.filter((m) => m.is_active)).toEqual([
      expect.objectContaining({ tier: 'premium', is_active: true, end_date: null }),
    ]);
    // The plan paid first is never cancelled; the duplicate is cancelled and refunded in full.
    expect((await stripe.subscriptions.retrieve(first.subscriptionId)).status).toBe('active');
    expect((await stripe.subscriptions.retrieve(second.subscriptionId)).status).toBe('canceled');
    expect(await refundsOf(first.subscriptionId)).toEqual([]);
    const refunds = await refundsOf(second.subscriptionId);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[1000, 'succeeded']]);
    // Delivered again (Stripe retries), nothing is refunded twice.
    for (const event of second.events)
      await deliver(server, { ...copy(event), id: `${event.id}x` });
    expect(await refundsOf(second.subscriptionId)).toHaveLength(1);

    // The team sees it, and the member is told in words on the payment page.
    const { data: problems } = await admin
      .from('payment_problems')
      .select('kind, action, refunded_cents, user_id')
      .eq('stripe_subscription_id', second.subscriptionId);
    expect(problems).toEqual([
      { kind: 'duplicate', action: 'refunded', refunded_cents: 1000, user_id: first.user.userId },
    ]);
    const status = await invoke(first.user.client, 'checkout-status', {
      sessionId: second.sessionId,
    });
    expect(status.body).toMatchObject({
      status: 'complete',
      fulfilled: false,
      outcome: 'refunded-duplicate',
      refundedCents: 1000,
    });
    expect(await hasAccess(first.user.client, first.user.userId)).toBe(true);
  });

  it('keeps one plan and refunds the other whichever order the two payments arrive in', async () => {
    const older = await buyWithoutDelivery('late-older', 'premium');
    // Stripe's start dates are whole seconds: make the second purchase start a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newer = await buyDirectly(older.user, 'vip');
    for (const event of newer.events) expect((await deliver(server, event)).status).toBe(200);
    expect((await deliver(server, older.completed)).status).toBe(200);
    expect((await deliver(server, older.created)).status).toBe(200);

    const memberships = await membershipsOf(older.user.userId);
    expect(memberships.filter((m) => m.is_active).map((m) => m.tier)).toEqual(['vip']);
    expect((await stripe.subscriptions.retrieve(newer.subscriptionId)).status).toBe('active');
    expect((await stripe.subscriptions.retrieve(older.subscriptionId)).status).toBe('canceled');
    expect((await refundsOf(older.subscriptionId)).map((r) => r.amount)).toEqual([1000]);
    expect(await refundsOf(newer.subscriptionId)).toEqual([]);
  });

  it('never shows a member two active memberships, even when a write tries to make one', async () => {
    const { user, completed } = await buyWithoutDelivery('second-row');
    await deliver(server, completed);
    const inserted = await admin
      .from('memberships')
      .insert({ user_id: user.userId, tier: 'basic', is_active: true });
    expect(inserted.error).toBeNull();
    const active = (await membershipsOf(user.userId)).filter((m) => m.is_active);
    expect(active.map((m) => m.tier)).toEqual(['basic']);
  });
});

describe('the signature timestamp (300 s tolerance both ways)', () => {
  /** @param {unknown} event @param {number} timestamp */
  const signedAt = async (event, timestamp) => {
    const { default: Stripe } = await import('stripe');
    return Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: server.stripe.webhookSecret,
      timestamp,
    });
  };

  it('refuses an event signed more than 300 s in the future, and writes nothing', async () => {
    const { user, completed } = await buyWithoutDelivery('future');
    const now = Math.floor(Date.now() / 1000);
    const result = await deliver(server, completed, {
      signature: await signedAt(completed, now + 3600),
    });
    expect(result.status).toBe(400);
    expect(await eventRecorded(completed.id)).toBe(false);
    expect(await membershipsOf(user.userId)).toEqual([]);
    // Just inside the tolerance, the same event is accepted.
    const inside = await deliver(server, completed, {
      signature: await signedAt(completed, now + 240),
    });
    expect(inside.status).toBe(200);
  });

  it('refuses an event signed more than 300 s ago', async () => {
    const { user, completed } = await buyWithoutDelivery('past');
    const now = Math.floor(Date.now() / 1000);
    const result = await deliver(server, completed, {
      signature: await signedAt(completed, now - 360),
    });
    expect(result.status).toBe(400);
    expect(await membershipsOf(user.userId)).toEqual([]);
  });

  it('does the work of an event once when two deliveries of it arrive at once', async () => {
    const { user, completed } = await buyWithoutDelivery('at-once');
    const answers = await Promise.all([deliver(server, completed), deliver(server, completed)]);
    const worked = answers.filter((a) => a.status === 200 && a.body?.duplicate !== true);
    expect(worked).toEqual([{ status: 200, body: { received: true } }]);
    // The other was told it is a duplicate, or to come back later (409, which Stripe retries).
    const other = answers.find((a) => !worked.includes(a));
    expect(other?.status === 409 || (other?.status === 200 && other.body?.duplicate === true)).toBe(
      true,
    );
    expect(await deliver(server, completed)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect(await finalState(user.userId)).toEqual([
      { tier: 'premium', is_active: true, end_date: null },
    ]);
  });
});

describe('nothing taken from the event body', () => {
  /** A forged subscription event, correctly signed (as if the webhook secret had leaked). @param {string} userId */
  const forgedSubscriptionEvent = (userId) => {
    const created = Math.floor(Date.now() / 1000);
    const id = `sub_forged${created}${Math.floor(Math.random() * 1e6)}`;
    return {
      id: `evt_forged_${id}`,
      object: 'event',
      type: 'customer.subscription.created',
      created,
      livemode: false,
      data: {
        object: {
          id,
          object: 'subscription',
          customer: 'cus_forged',
          status: 'active',
          created,
          start_date: created,
          cancel_at_period_end: false,
          metadata: { kind: 'membership', tier: 'vip', user_id: userId },
          items: {
            object: 'list',
            data: [
              {
                id: 'si_forged',
                quantity: 1,
                current_period_end: created + 3600,
                price: {
                  id: 'price_forged',
                  currency: 'usd',
                  unit_amount: 2500,
                  recurring: { interval: 'month', interval_count: 1 },
                  metadata: { tier: 'vip' },
                },
              },
            ],
          },
        },
      },
    };
  };

  it('grants nothing for a subscription Stripe does not have', async () => {
    const user = await signedInUser(server, 'forged-subscription');
    const event = forgedSubscriptionEvent(user.userId);
    const result = await deliver(server, event);
    expect(result.status).toBe(200);
    expect(result.body.ignored).toMatch(/no such subscription/);
    expect(await membershipsOf(user.userId)).toEqual([]);
    expect(await hasAccess(user.client, user.userId)).toBe(false);
  });

  it("refuses a subscription at a price that is not one of Harbor's plans", async () => {
    // A real member's Stripe customer, on a subscription made outside Harbor's checkout at 1 cent.
    const user = await signedInUser(server, 'cheap-price');
    expect(
      (
        await invoke(user.client, 'checkout', {
          kind: 'donation',
          amountCents: 100,
          recurring: false,
        })
      ).status,
    ).toBe(200);
    const { data: link } = await admin
      .from('stripe_customers')
      .select('customer_id')
      .eq('user_id', user.userId)
      .single();
    const metadata = { kind: 'membership', tier: 'vip', interval: 'month', user_id: user.userId };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: /** @type {string} */ (link?.customer_id),
      client_reference_id: user.userId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 1,
            recurring: { interval: 'month' },
            product_data: { name: 'Harbor VIP membership' },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: 'http://127.0.0.1:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
    await pay(/** @type {string} */ (session.url));
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const events = await eventsWhere(
      stripe,
      (e) =>
        /** @type {any} */ (e.data.object).id === session.id ||
        /** @type {any} */ (e.data.object).id === paid.subscription,
    );
    expect(events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    for (const event of events) {
      const result = await deliver(server, event);
      expect(result).toEqual({ status: 200, body: { received: true, ignored: 'unknown price' } });
    }
    expect(await membershipsOf(user.userId)).toEqual([]);
    expect(await hasAccess(user.client, user.userId)).toBe(false);
    // Never silently kept: the payment is refunded, the subscription cancelled, the team told,
    // and the payment page says so.
    expect(
      (await stripe.subscriptions.retrieve(/** @type {string} */ (paid.subscription))).status,
    ).toBe('canceled');
    expect(
      (await refundsOf(/** @type {string} */ (paid.subscription))).map((r) => r.amount),
    ).toEqual([1]);
    const { data: problems } = await admin
      .from('payment_problems')
      .select('kind, action, refunded_cents')
      .eq('stripe_subscription_id', paid.subscription);
    expect(problems).toEqual([{ kind: 'refused', action: 'refunded', refunded_cents: 1 }]);
    const status = await invoke(user.client, 'checkout-status', { sessionId: session.id });
    expect(status.body).toMatchObject({ fulfilled: false, outcome: 'refunded-refused' });
  });

  it('refuses a subscription that names another member than its customer', async () => {
    const buyer = await signedInUser(server, 'named-buyer');
    const other = await signedInUser(server, 'named-other');
    const { completed, created, subscriptionId } = await buyWithoutDelivery(
      'named-buyer',
      'premium',
      buyer,
    );
    await stripe.subscriptions.update(subscriptionId, { metadata: { user_id: other.userId } });
    for (const event of [completed, created]) {
      expect((await deliver(server, event)).body).toMatchObject({ received: true });
    }
    expect(await membershipsOf(other.userId)).toEqual([]);
    expect(await membershipsOf(buyer.userId)).toEqual([]);
  });
});

describe('deleted customers (issue 31)', () => {
  /** @param {string} userId */
  const customerOf = async (userId) =>
    /** @type {string} */ (
      (await admin.from('stripe_customers').select('customer_id').eq('user_id', userId).single())
        .data?.customer_id
    );
  /** @param {string} customerId @param {string} subscriptionId */
  const deletionEvents = async (customerId, subscriptionId) => {
    const [subscriptionDeleted] = await eventsWhere(
      stripe,
      (e) =>
        e.type === 'customer.subscription.deleted' &&
        /** @type {any} */ (e.data.object).id === subscriptionId,
    );
    const [customerDeleted] = await eventsWhere(
      stripe,
      (e) => e.type === 'customer.deleted' && /** @type {any} */ (e.data.object).id === customerId,
    );
    if (!subscriptionDeleted || !customerDeleted) throw new Error('no deletion events');
    return { subscriptionDeleted, customerDeleted };
  };

  it('ends access when the subscription deletion arrives first, then the customer deletion', async () => {
    const { user, completed, subscriptionId } = await buyWithoutDelivery('deleted-customer');
    await deliver(server, completed);
    expect(await hasAccess(user.client, user.userId)).toBe(true);
    const customerId = await customerOf(user.userId);
    const deleted = await stripe.customers.del(customerId);
    expect(deleted).toMatchObject({ id: customerId, deleted: true });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    const { subscriptionDeleted, customerDeleted } = await deletionEvents(
      customerId,
      subscriptionId,
    );
    expect((await deliver(server, subscriptionDeleted)).body).toEqual({ received: true });
    expect(await hasAccess(user.client, user.userId)).toBe(false);
    expect((await deliver(server, customerDeleted)).body).toEqual({ received: true });
    expect(await hasAccess(user.client, user.userId)).toBe(false);
    expect((await membershipsOf(user.userId)).map((m) => m.is_active)).toEqual([false]);
  });

  it('ends access when the customer deletion arrives first, and an older update arriving late changes nothing', async () => {
    const { user, completed, created, subscriptionId } =
      await buyWithoutDelivery('deleted-customer-first');
    await deliver(server, completed);
    const customerId = await customerOf(user.userId);
    await stripe.customers.del(customerId);
    const { subscriptionDeleted, customerDeleted } = await deletionEvents(
      customerId,
      subscriptionId,
    );
    expect((await deliver(server, customerDeleted)).body).toEqual({ received: true });
    expect(await hasAccess(user.client, user.userId)).toBe(false);
    // Harbor forgets the deleted customer: a new checkout makes a new one.
    expect(
      (await admin.from('stripe_customers').select('customer_id').eq('user_id', user.userId)).data,
    ).toEqual([]);
    expect((await deliver(server, created)).status).toBe(200);
    expect((await deliver(server, subscriptionDeleted)).body).toEqual({ received: true });
    expect(await hasAccess(user.client, user.userId)).toBe(false);
    expect((await membershipsOf(user.userId)).map((m) => m.is_active)).toEqual([false]);
  });
});

describe('events in order', () => {
  it('keeps the newest failed payment when an older failure arrives after it', async () => {
    const { completed, subscriptionId } = await buyWithoutDelivery('failed-order');
    await deliver(server, completed);
    const now = Math.floor(Date.now() / 1000);
    /** @param {number} created */
    const failure = (created) => ({
      id: `evt_test_failed_${created}_${Math.floor(Math.random() * 1e6)}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created,
      livemode: false,
      data: {
        object: {
          id: `in_test_${created}`,
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId },
          },
        },
      },
    });
    expect((await deliver(server, failure(now))).status).toBe(200);
    expect((await deliver(server, failure(now - 60))).status).toBe(200);
    const row = await subscriptionRow(subscriptionId);
    expect(Date.parse(/** @type {string} */ (row?.payment_failed_at))).toBe(now * 1000);
  });
});

describe('an older event whose re-read of Stripe was slow', () => {
  /** @type {import('../src/index.js').LocalSupabase} */
  let raced;
  /** @type {import('node:http').Server} */
  let proxy;
  /** Stripe's API as the functions see it: one chosen subscription read is held back. */
  const gate = {
    target: '',
    hold: false,
    /** @type {(() => void) | null} */
    captured: null,
    /** @type {Promise<void>} */
    released: Promise.resolve(),
  };

  beforeAll(async () => {
    const http = await import('node:http');
    proxy = http.createServer((req, res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        void (async () => {
          const held =
            gate.hold && req.method === 'GET' && /^\/v1\/subscriptions\//.test(req.url ?? '');
          if (held) gate.hold = false;
          const headers = /** @type {Record<string, string>} */ ({});
          for (const name of ['authorization', 'content-type', 'stripe-version']) {
            const value = req.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          const upstream = await fetch(`${gate.target}${req.url}`, {
            method: req.method,
            headers,
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          });
          const body = await upstream.text();
          if (held) {
            // Read from Stripe now; answered only when the test says so.
            gate.captured?.();
            await gate.released;
          }
          res.writeHead(upstream.status, { 'Content-Type': 'application/json' });
          res.end(body);
        })();
      });
    });
    await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (proxy.address());
    raced = await startTestServer({
      stripe: { deliverWebhooks: false },
      functionEnv: { STRIPE_API_URL: `http://127.0.0.1:${port}` },
    });
    gate.target = raced.url;
  });

  afterAll(async () => {
    await raced?.stop();
    if (raced) removeDataDir(raced.dataDir);
    await new Promise((resolve) => proxy?.close(() => resolve(undefined)));
  });

  it('never overwrites what a newer event applied', async () => {
    const racedStripe = stripeFor(raced);
    const racedAdmin = clientFor(raced, raced.serviceRoleKey);
    const user = await signedInUser(raced, 'raced');
    const checkout = await invoke(user.client, 'checkout', {
      kind: 'membership',
      tier: 'premium',
      interval: 'month',
    });
    await pay(checkout.body.url);
    const sessionId = sessionIdOf(checkout.body.url);
    const subscriptionId = /** @type {string} */ (
      (await racedStripe.checkout.sessions.retrieve(sessionId)).subscription
    );
    const [created] = await eventsWhere(
      racedStripe,
      (e) =>
        e.type === 'customer.subscription.created' &&
        /** @type {any} */ (e.data.object).id === subscriptionId,
    );

    // The older event reads the subscription (still renewing) and is held before it writes.
    /** @type {() => void} */
    let release = () => {};
    gate.released = new Promise((resolve) => (release = () => resolve(undefined)));
    const captured = new Promise((resolve) => (gate.captured = () => resolve(undefined)));
    gate.hold = true;
    const older = deliver(raced, created);
    await captured;

    // A second later the member cancels at period end; that newer event is applied first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await racedStripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const [updated] = await eventsWhere(
      racedStripe,
      (e) =>
        e.type === 'customer.subscription.updated' &&
        /** @type {any} */ (e.data.object).id === subscriptionId,
    );
    expect((await deliver(raced, updated)).status).toBe(200);

    release();
    expect((await older).status).toBe(200);
    const subscription = await racedStripe.subscriptions.retrieve(subscriptionId);
    const periodEnd = /** @type {number} */ (subscription.items.data[0]?.current_period_end);
    const { data } = await racedAdmin
      .from('memberships')
      .select('tier, is_active, end_date')
      .eq('user_id', user.userId);
    expect(data).toEqual([
      {
        tier: 'premium',
        is_active: true,
        end_date: new Date(periodEnd * 1000).toISOString().replace('.000Z', '+00:00'),
      },
    ]);
  });
});
