// @ts-check
// A local stand-in for the few Stripe API calls Harbor's edge functions make, so checkout works
// with no network and no Stripe account: customers, Checkout sessions, subscriptions, billing
// portal sessions and events. The functions use the official `stripe` client, pointed here
// with STRIPE_API_URL. A test-mode checkout page (no card fields) plays the customer: Pay emits
// the events Stripe would send, signed with the local webhook secret exactly as Stripe signs
// them (`Stripe-Signature: t=…,v1=…`), and delivers them to the stripe-webhook function.
// Delivery is Stripe's: an event not answered with a 2xx is sent again with backoff (scaled down
// from Stripe's three days to a few hours), in the background.
// State (customers, prices, checkouts, subscriptions, portal sessions, events and their delivery)
// is written through to the local database, in harbor_local.stripe_objects, before an answer is
// sent: a restart between "checkout opened" and "Pay" loses nothing, and pending deliveries resume.
import { randomBytes } from 'node:crypto';
import { HttpError, readBody, sendJson } from './http.js';

/** Well-known local test values, like Supabase's demo keys: public, never valid on Stripe. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_harbor_local_0000000000000000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_harbor_local_0000000000000000000000';

const MAX_BODY_BYTES = 64 * 1024;
/** Events kept (Stripe keeps 30 days); older ones are forgotten. */
const MAX_EVENTS = 1000;
/**
 * Waits before each new delivery attempt after a failed one: Stripe retries for up to three days
 * with exponential backoff; locally it is 12 more attempts over about 1 h 40 min.
 */
export const DEFAULT_RETRY_DELAYS_MS = [1, 2, 4, 8, 15, 30, 60, 120, 300, 600, 1800, 3600].map(
  (seconds) => seconds * 1000,
);
/** How long a page action (Pay, the portal's buttons) waits for the first delivery before answering. */
const FIRST_ATTEMPT_WAIT_MS = 5000;
const DELIVERY_TIMEOUT_MS = 30_000;

const STORE_SQL = `
  create schema if not exists harbor_local;
  create table if not exists harbor_local.stripe_objects (
    id text primary key,
    kind text not null,
    data jsonb not null,
    created_at timestamptz not null default clock_timestamp(),
    updated_at timestamptz not null default clock_timestamp()
  );
  create index if not exists stripe_objects_kind_idx on harbor_local.stripe_objects (kind, created_at);
  revoke all on table harbor_local.stripe_objects from public;`;

/** @param {string} prefix */
const newId = (prefix) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects and arrays.
 * @param {URLSearchParams} params
 * @returns {Record<string, any>}
 */
export function decodeStripeForm(params) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of params) {
    const parts = [/** @type {string} */ (key.split('[')[0])];
    for (const match of key.matchAll(/\[([^\]]*)\]/g)) parts.push(/** @type {string} */ (match[1]));
    /** @type {Record<string, any>} */
    let node = root;
    parts.forEach((part, index) => {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return;
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part];
      }
    });
  }
  /** @param {any} value @returns {any} */
  const arrays = (value) => {
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrays(value[k]));
    }
    for (const k of keys) value[k] = arrays(value[k]);
    return value;
  };
  return arrays(root);
}

/** The official package, loaded on first use so it never slows the server's start. */
const stripeLibrary = () => import('stripe');

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** @param {number} cents @param {string} currency */
function money(cents, currency) {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/** @param {number} seconds */
function dateText(seconds) {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}

/**
 * @param {number} start seconds
 * @param {'month' | 'year' | 'week' | 'day'} interval
 * @param {number | undefined} periodSeconds a fixed period instead (tests)
 */
function periodEnd(start, interval, periodSeconds) {
  if (periodSeconds) return start + periodSeconds;
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** @param {string} title @param {string} body */
function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Harbor test mode</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a2330; background: #f4f6f8; }
  body { margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; border: 1px solid #c9d1da; }
  .banner { background: #fff3cd; border: 2px solid #8a6d00; color: #3d3000; padding: 0.75rem 1rem; border-radius: 0.375rem; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.5rem 0.25rem; border-bottom: 1px solid #dde3ea; }
  td.amount, th.amount { text-align: right; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  form { margin: 0; }
  button, .link { font: inherit; font-size: 1.0625rem; padding: 0.75rem 1.25rem; border-radius: 0.375rem; min-height: 2.75rem; cursor: pointer; border: 2px solid #0b4f8a; }
  .pay { background: #0b4f8a; color: #fff; }
  .secondary { background: #fff; color: #0b4f8a; }
  .link { display: inline-block; text-decoration: none; background: #fff; color: #0b4f8a; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #1a2330; outline-offset: 3px; }
  @media (forced-colors: active) { button, .link { border: 2px solid ButtonText; } }
</style>
</head>
<body>
<main>
<p class="banner" role="note">This is a test checkout. No money moves.</p>
${body}
</main>
</body>
</html>`;
}

/**
 * @param {{
 *   getUrl: () => string,
 *   secretKey: string,
 *   webhookSecret: string,
 *   deliverWebhooks: boolean,
 *   periodSeconds?: number,
 *   log: (message: string) => void,
 *   db: import('@electric-sql/pglite').PGlite,
 *   webhookUrl?: string,
 *   retryDelaysMs?: number[],
 * }} options
 */
export function createStripeEmulator(options) {
  const { db } = options;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  /** @type {Map<string, any>} */
  const customers = new Map();
  /** @type {Map<string, any>} */
  const prices = new Map();
  /** @type {Map<string, any>} */
  const sessions = new Map();
  /** @type {Map<string, any>} */
  const subscriptions = new Map();
  /** @type {Map<string, any>} */
  const portalSessions = new Map();
  /** Oldest first. @type {any[]} */
  const events = [];
  /**
   * Each event's delivery: pending until a 2xx answer, failed after the last retry.
   * @type {Map<string, { status: 'pending' | 'delivered' | 'failed', attempts: number, nextAt: number | null }>}
   */
  const deliveries = new Map();
  /** @type {Record<string, Map<string, any>>} */
  const collections = {
    customer: customers,
    price: prices,
    'checkout.session': sessions,
    subscription: subscriptions,
    'billing_portal.session': portalSessions,
  };
  /** @type {Map<string, ReturnType<typeof setTimeout>>} */
  const timers = new Map();
  /** @type {Set<Promise<unknown>>} */
  const attempts = new Set();
  let stopped = false;

  /** @type {Promise<void> | null} */
  let loaded = null;
  /** Creates the table (idempotent) and loads what an earlier run left. */
  const ready = () => {
    loaded ??= (async () => {
      await db.exec(STORE_SQL);
      const { rows } = await db.query(
        `select kind, data from harbor_local.stripe_objects order by created_at, id`,
      );
      for (const row of /** @type {{ kind: string, data: any }[]} */ (rows)) {
        if (row.kind === 'event') {
          events.push(row.data.event);
          deliveries.set(row.data.event.id, row.data.delivery);
        } else collections[row.kind]?.set(row.data.id, row.data);
      }
    })();
    return loaded;
  };

  /** Writes one object through to the database. @param {string} kind @param {any} object */
  async function save(kind, object) {
    await db.query(
      `insert into harbor_local.stripe_objects (id, kind, data) values ($1, $2, $3::jsonb)
       on conflict (id) do update set data = excluded.data, updated_at = clock_timestamp()`,
      [object.id, kind, JSON.stringify(object)],
    );
  }
  /** @param {any} event */
  const saveEvent = (event) =>
    db.query(
      `insert into harbor_local.stripe_objects (id, kind, data) values ($1, 'event', $2::jsonb)
       on conflict (id) do update set data = excluded.data, updated_at = clock_timestamp()`,
      [event.id, JSON.stringify({ event, delivery: deliveries.get(event.id) })],
    );

  /** @param {string} message @param {number} [status] @param {string} [code] */
  const stripeError = (message, status = 400, code = undefined) =>
    new HttpError(
      status,
      /** @type {any} */ ({
        error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
      }),
    );
  /** @param {string} kind @param {string} id */
  const missing = (kind, id) =>
    stripeError(`No such ${kind}: '${id.slice(0, 80)}'`, 404, 'resource_missing');

  /**
   * Records an event and, unless switched off, delivers it to the stripe-webhook function.
   * Waits for the first attempt up to a few seconds (so a page action usually lands on the site
   * with its effect in place); retries after a failure happen in the background.
   * @param {string} type @param {any} object @param {any} [previous]
   */
  async function emit(type, object, previous) {
    const { default: Stripe } = await stripeLibrary();
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: {
        object: structuredClone(publicObject(object)),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: options.deliverWebhooks ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    deliveries.set(event.id, {
      status: options.deliverWebhooks ? 'pending' : 'delivered',
      attempts: 0,
      nextAt: options.deliverWebhooks ? Date.now() : null,
    });
    await saveEvent(event);
    while (events.length > MAX_EVENTS) {
      const old = events.shift();
      deliveries.delete(old.id);
      clearTimeout(timers.get(old.id));
      timers.delete(old.id);
      await db.query(`delete from harbor_local.stripe_objects where id = $1`, [old.id]);
    }
    if (options.deliverWebhooks && !stopped) {
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let waited;
      await Promise.race([
        attempt(event.id),
        new Promise((resolve) => (waited = setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }
    return event;
  }

  /** Signs an event as Stripe does (a new timestamp each attempt) and POSTs it. @param {any} event */
  async function post(event) {
    const { default: Stripe } = await stripeLibrary();
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.webhookSecret,
    });
    try {
      const response = await fetch(
        options.webhookUrl ?? `${options.getUrl()}/functions/v1/stripe-webhook`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          body: payload,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        },
      );
      const text = await response.text();
      if (response.ok) return true;
      options.log(
        `stripe-webhook answered ${response.status} to ${event.type}: ${text.slice(0, 300)}`,
      );
    } catch (error) {
      options.log(`delivering ${event.type} failed: ${String(error)}`);
    }
    return false;
  }

  /**
   * One delivery attempt; after a failure the next is scheduled (or, after the last, given up).
   * @param {string} eventId
   */
  function attempt(eventId) {
    const run = (async () => {
      const event = events.find((e) => e.id === eventId);
      const delivery = deliveries.get(eventId);
      if (!event || !delivery || delivery.status !== 'pending') return;
      const ok = await post(event);
      delivery.attempts += 1;
      if (ok) {
        delivery.status = 'delivered';
        delivery.nextAt = null;
        event.pending_webhooks = 0;
      } else if (delivery.attempts > retryDelays.length) {
        delivery.status = 'failed';
        delivery.nextAt = null;
        options.log(
          `gave up delivering ${event.type} ${event.id} after ${delivery.attempts} attempts`,
        );
      } else {
        const wait = /** @type {number} */ (retryDelays[delivery.attempts - 1]);
        delivery.nextAt = Date.now() + wait;
        options.log(
          `will retry ${event.type} ${event.id} in ${Math.round(wait / 1000)} s (attempt ${delivery.attempts + 1})`,
        );
      }
      if (!db.closed) await saveEvent(event);
      if (delivery.status === 'pending') schedule(eventId, /** @type {number} */ (delivery.nextAt));
    })();
    attempts.add(run);
    void run.finally(() => attempts.delete(run));
    return run;
  }

  /** @param {string} eventId @param {number} at */
  function schedule(eventId, at) {
    if (stopped) return;
    clearTimeout(timers.get(eventId));
    const timer = setTimeout(
      () => {
        timers.delete(eventId);
        if (!stopped) void attempt(eventId);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref?.();
    timers.set(eventId, timer);
  }

  /** Loads the stored state and resumes the deliveries an earlier run left pending. */
  async function start() {
    await ready();
    if (!options.deliverWebhooks) return;
    for (const [id, delivery] of deliveries) {
      if (delivery.status === 'pending') schedule(id, delivery.nextAt ?? Date.now());
    }
  }

  /** Stops retrying (pending deliveries stay recorded for the next start) and waits for attempts under way. */
  async function stop() {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    await Promise.race([
      Promise.allSettled([...attempts]),
      new Promise((resolve) => setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS)),
    ]);
  }

  /** @param {any} subscription */
  function refreshPeriodFields(subscription) {
    const item = subscription.items.data[0];
    subscription.current_period_start = item.current_period_start;
    subscription.current_period_end = item.current_period_end;
  }

  /** @param {any} session */
  async function createSubscriptionFor(session) {
    const line = session._lines[0];
    const interval = line?.price_data?.recurring?.interval ?? 'month';
    const start = nowSeconds();
    // subscription_data.trial_end: no charge until then (status trialing); the first period is the trial.
    const trialEnd = session._trial_end;
    const end = trialEnd ?? periodEnd(start, interval, options.periodSeconds);
    // Checkout's price_data makes a new price (and product) for the subscription, as Stripe does.
    const price = {
      id: newId('price'),
      object: 'price',
      active: false,
      currency: session.currency,
      unit_amount: Number(line?.price_data?.unit_amount ?? 0),
      recurring: { interval, interval_count: 1 },
      lookup_key: null,
      metadata: {},
      product: newId('prod'),
      type: 'recurring',
      created: start,
      livemode: false,
    };
    prices.set(price.id, price);
    await save('price', price);
    const subscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd ?? null,
      created: start,
      start_date: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      currency: session.currency,
      metadata: { ...(session._subscription_metadata ?? {}) },
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            quantity: Number(line?.quantity ?? 1),
            current_period_start: start,
            current_period_end: end,
            price: structuredClone(price),
          },
        ],
      },
      latest_invoice: newId('in'),
      livemode: false,
    };
    refreshPeriodFields(subscription);
    subscriptions.set(subscription.id, subscription);
    await save('subscription', subscription);
    return subscription;
  }

  /** A session as the API shows it: no private fields, its page on this server's current URL. @param {any} session */
  function publicSession(session) {
    return {
      ...Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_'))),
      url: session.status === 'open' ? `${options.getUrl()}/__harbor/checkout/${session.id}` : null,
    };
  }

  /** @param {any} portal */
  const publicPortal = (portal) => ({
    ...portal,
    url: `${options.getUrl()}/__harbor/billing/${portal.id}`,
  });

  /** @param {any} object */
  function publicObject(object) {
    if (object?.object === 'checkout.session') return publicSession(object);
    if (object?.object === 'billing_portal.session') return publicPortal(object);
    return object;
  }

  /** @param {any} body */
  async function createSession(body) {
    const mode = body.mode;
    if (!['payment', 'subscription'].includes(mode))
      throw stripeError('Invalid mode: must be payment or subscription');
    const lines = Array.isArray(body.line_items) ? body.line_items : [];
    if (lines.length === 0) throw stripeError('line_items is required');
    if (!body.success_url) throw stripeError('Missing required param: success_url.');
    let amount = 0;
    let currency = '';
    for (const line of lines) {
      const unit = Number(line?.price_data?.unit_amount);
      const quantity = Number(line?.quantity ?? 1);
      const lineCurrency = String(line?.price_data?.currency ?? '');
      if (
        !Number.isInteger(unit) ||
        unit < 0 ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        !lineCurrency
      ) {
        throw stripeError(
          'Each line item needs price_data with currency and unit_amount, and a quantity',
        );
      }
      if (mode === 'subscription' && !line.price_data.recurring?.interval) {
        throw stripeError('A subscription needs recurring prices');
      }
      currency ||= lineCurrency;
      amount += unit * quantity;
    }
    if (body.customer && !customers.has(body.customer)) throw missing('customer', body.customer);
    /** @type {number | null} */
    let trialEnd = null;
    if (body.subscription_data?.trial_end !== undefined) {
      trialEnd = Number(body.subscription_data.trial_end);
      if (mode !== 'subscription' || !Number.isInteger(trialEnd)) {
        throw stripeError(
          'subscription_data.trial_end must be a Unix timestamp, in subscription mode',
        );
      }
      // As Stripe Checkout: at least 48 hours in the future.
      if (trialEnd < nowSeconds() + 48 * 60 * 60) {
        throw stripeError('subscription_data.trial_end must be at least 48 hours in the future');
      }
    }
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const created = nowSeconds();
    const session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: trialEnd ? 0 : amount,
      currency,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      customer_details: null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      submit_type: body.submit_type ?? null,
      shipping_address_collection: body.shipping_address_collection ?? null,
      subscription: null,
      payment_intent: null,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      _lines: lines,
      _subscription_metadata: body.subscription_data?.metadata ?? {},
      _trial_end: trialEnd,
    };
    sessions.set(id, session);
    await save('checkout.session', session);
    return session;
  }

  /** Pay: what Stripe does when the customer completes the checkout. @param {any} session */
  async function pay(session) {
    if (session.status !== 'open') return;
    if (Date.now() / 1000 > session.expires_at) {
      session.status = 'expired';
      await save('checkout.session', session);
      return;
    }
    // Settled before anything is awaited: a second Pay (a double click, a resent form) finds the
    // session complete and charges nothing.
    session.status = 'complete';
    // A trial charges nothing now, as on Stripe.
    session.payment_status = session._trial_end ? 'no_payment_required' : 'paid';
    if (!session.customer && session.mode === 'subscription') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: session.customer_email,
        metadata: {},
        created: nowSeconds(),
      };
      customers.set(customer.id, customer);
      await save('customer', customer);
      session.customer = customer.id;
    }
    const email = session.customer
      ? (customers.get(session.customer)?.email ?? null)
      : session.customer_email;
    session.customer_details = { email: email ?? 'test-buyer@example.test', name: null };
    /** @type {any} */
    let subscription = null;
    if (session.mode === 'subscription') {
      subscription = await createSubscriptionFor(session);
      session.subscription = subscription.id;
    } else {
      session.payment_intent = newId('pi');
    }
    await save('checkout.session', session);
    await emit('checkout.session.completed', publicSession(session));
    if (subscription) await emit('customer.subscription.created', subscription);
  }

  /**
   * The subscription update Stripe's API and portal make: cancel at period end (or undo it).
   * @param {any} subscription @param {any} body
   */
  async function updateSubscription(subscription, body) {
    /** @type {Record<string, unknown>} */
    const previous = {};
    if (body.cancel_at_period_end !== undefined) {
      const cancel = body.cancel_at_period_end === true || body.cancel_at_period_end === 'true';
      if (cancel !== subscription.cancel_at_period_end) {
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        previous.cancel_at = subscription.cancel_at;
        previous.canceled_at = subscription.canceled_at;
        subscription.cancel_at_period_end = cancel;
        subscription.cancel_at = cancel ? subscription.current_period_end : null;
        subscription.canceled_at = cancel ? nowSeconds() : null;
      }
    }
    if (body.metadata && typeof body.metadata === 'object') {
      previous.metadata = { ...subscription.metadata };
      subscription.metadata = { ...subscription.metadata, ...body.metadata };
    }
    if (Object.keys(previous).length > 0) {
      await save('subscription', subscription);
      await emit('customer.subscription.updated', subscription, previous);
    }
    return subscription;
  }

  /** Cancels now, as `DELETE /v1/subscriptions/:id` does. @param {any} subscription */
  async function cancelSubscription(subscription) {
    if (subscription.status === 'canceled') return subscription;
    subscription.status = 'canceled';
    subscription.canceled_at ??= nowSeconds();
    subscription.ended_at = nowSeconds();
    await save('subscription', subscription);
    await emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /**
   * `/v1/*`, as the official client calls it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function handleApi(req, res, url) {
    await ready();
    const auth = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
    if (!auth || auth[1] !== options.secretKey) {
      throw new HttpError(401, {
        error: {
          type: 'invalid_request_error',
          message:
            'Invalid API Key provided (the local Stripe emulator takes only its local test key).',
        },
      });
    }
    const method = req.method ?? 'GET';
    const raw =
      method === 'GET' || method === 'DELETE'
        ? ''
        : (
            await readBody(req, MAX_BODY_BYTES, (status, message) => stripeError(message, status))
          ).toString('utf8');
    const body = decodeStripeForm(new URLSearchParams(raw));
    const parts = url.pathname.split('/').filter(Boolean).slice(1); // after "v1"
    const collection =
      parts[0] === 'checkout' || parts[0] === 'billing_portal'
        ? parts.slice(0, 2).join('/')
        : (parts[0] ?? '');
    const rest = parts.slice(collection.split('/').length);
    const id = rest[0] ?? '';
    const action = rest.length === 2 && rest[1] === 'expire' ? '/expire' : '';
    if (rest.length > (action ? 2 : 1))
      throw stripeError(`Unrecognized request URL (${method} ${url.pathname.slice(0, 100)})`, 404);
    const route = `${method} /${collection}${rest.length ? '/:id' : ''}${action}`;

    switch (route) {
      case 'POST /customers': {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          created: nowSeconds(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        await save('customer', customer);
        return sendJson(res, 200, customer);
      }
      case 'GET /customers/:id': {
        const customer = customers.get(id);
        if (!customer) throw missing('customer', id);
        return sendJson(res, 200, customer);
      }
      case 'POST /checkout/sessions':
        return sendJson(res, 200, publicSession(await createSession(body)));
      case 'GET /checkout/sessions/:id': {
        const session = sessions.get(id);
        if (!session) throw missing('checkout.session', id);
        return sendJson(res, 200, publicSession(session));
      }
      case 'POST /checkout/sessions/:id/expire': {
        const session = sessions.get(id);
        if (!session) throw missing('checkout.session', id);
        if (session.status !== 'open') {
          throw stripeError(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        }
        session.status = 'expired';
        await save('checkout.session', session);
        await emit('checkout.session.expired', publicSession(session));
        return sendJson(res, 200, publicSession(session));
      }
      case 'GET /prices/:id': {
        const price = prices.get(id);
        if (!price) throw missing('price', id);
        return sendJson(res, 200, price);
      }
      case 'GET /subscriptions/:id': {
        const subscription = subscriptions.get(id);
        if (!subscription) throw missing('subscription', id);
        return sendJson(res, 200, subscription);
      }
      case 'POST /subscriptions/:id': {
        const subscription = subscriptions.get(id);
        if (!subscription) throw missing('subscription', id);
        return sendJson(res, 200, await updateSubscription(subscription, body));
      }
      case 'DELETE /subscriptions/:id': {
        const subscription = subscriptions.get(id);
        if (!subscription) throw missing('subscription', id);
        return sendJson(res, 200, await cancelSubscription(subscription));
      }
      case 'POST /billing_portal/sessions': {
        if (!body.customer || !customers.has(body.customer))
          throw missing('customer', String(body.customer ?? ''));
        const portal = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          created: nowSeconds(),
          livemode: false,
        };
        portalSessions.set(portal.id, portal);
        await save('billing_portal.session', portal);
        return sendJson(res, 200, publicPortal(portal));
      }
      case 'GET /events':
        return sendJson(res, 200, {
          object: 'list',
          url: '/v1/events',
          has_more: false,
          data: [...events].reverse().slice(0, 100),
        });
      case 'GET /events/:id': {
        const event = events.find((e) => e.id === id);
        if (!event) throw missing('event', id);
        return sendJson(res, 200, event);
      }
      default:
        throw stripeError(
          `Unrecognized request URL (${method} ${url.pathname.slice(0, 100)}). The local Stripe emulator supports customers, prices, checkout sessions, subscriptions, billing portal sessions and events.`,
          404,
        );
    }
  }

  /**
   * @param {import('node:http').ServerResponse} res @param {number} status @param {string} html
   * @param {string[]} [formTargets] URLs the page's forms may end on
   */
  function sendHtml(res, status, html, formTargets = /** @type {string[]} */ ([])) {
    // form-action also covers where a form's redirect goes (Pay and Cancel end on the site).
    const origins = formTargets.flatMap((target) => {
      try {
        return [new URL(target).origin];
      } catch {
        return [];
      }
    });
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html)),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...new Set(origins)].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
    });
    res.end(html);
  }

  /** @param {import('node:http').ServerResponse} res @param {string} location */
  function redirect(res, location) {
    res.writeHead(303, { Location: location, 'Content-Length': '0', 'Cache-Control': 'no-store' });
    res.end();
  }

  /** @param {any} session */
  function checkoutPage(session) {
    const rows = session._lines
      .map(
        (/** @type {any} */ line) =>
          `<tr><td>${escapeHtml(String(line.price_data?.product_data?.name ?? 'Item'))}${line.price_data?.recurring ? ` (every ${escapeHtml(String(line.price_data.recurring.interval))})` : ''}</td><td class="amount">${Number(line.quantity ?? 1)}</td><td class="amount">${money(Number(line.price_data.unit_amount) * Number(line.quantity ?? 1), session.currency)}</td></tr>`,
      )
      .join('');
    const total = money(session.amount_total, session.currency);
    const base = `/__harbor/checkout/${escapeHtml(session.id)}`;
    const body =
      session.status === 'open'
        ? `<h1>Test checkout</h1>
<p>You are paying Harbor in test mode. No card is asked for and nothing is charged.</p>${session._trial_end ? `\n<p>Nothing is charged until ${escapeHtml(dateText(session._trial_end))}; then ${money(session.amount_subtotal, session.currency)} each period.</p>` : ''}${session.shipping_address_collection ? '\n<p>These items are posted. Stripe would ask for a delivery address here; in test mode it does not.</p>' : ''}
<table><caption style="text-align:left;font-weight:600">Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total${session.mode === 'subscription' ? ' today' : ''}</th><td class="amount">${total}</td></tr></tfoot></table>
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay">Pay ${total}</button></form>
<form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`
        : `<h1>This checkout is ${session.status === 'complete' ? 'already paid' : 'expired'}</h1>
<p><a class="link" href="${escapeHtml(session.status === 'complete' ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) : (session.cancel_url ?? '/'))}">Return to Harbor</a></p>`;
    return page('Test checkout', body);
  }

  /** @param {any} portal @param {string} [notice] */
  function portalPage(portal, notice) {
    const list = [...subscriptions.values()].filter(
      (s) => s.customer === portal.customer && s.status !== 'canceled',
    );
    const base = `/__harbor/billing/${escapeHtml(portal.id)}`;
    const items = list
      .map((s) => {
        const price = s.items.data[0].price;
        const name =
          s.metadata.kind === 'donation'
            ? 'Monthly donation'
            : `${String(s.metadata.tier ?? 'Harbor').replace(/^./, (c) => c.toUpperCase())} membership`;
        const state = s.cancel_at_period_end
          ? `Ends on ${dateText(s.current_period_end)}. You keep access until then.`
          : `Renews on ${dateText(s.current_period_end)}.`;
        const action = s.cancel_at_period_end
          ? `<form method="post" action="${base}/subscriptions/${escapeHtml(s.id)}/resume"><button type="submit" class="secondary">Keep my plan</button></form>`
          : `<form method="post" action="${base}/subscriptions/${escapeHtml(s.id)}/cancel"><button type="submit" class="secondary">Cancel at the end of the period</button></form>`;
        return `<li><h2>${escapeHtml(name)}</h2><p>${money(price.unit_amount, price.currency)} every ${escapeHtml(price.recurring.interval)}. ${escapeHtml(state)}</p>${action}</li>`;
      })
      .join('');
    const body = `<h1>Manage your plan</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${list.length ? `<ul style="list-style:none;padding:0">${items}</ul>` : '<p>You have no active plans.</p>'}
${portal.return_url ? `<p><a class="link" href="${escapeHtml(portal.return_url)}">Return to Harbor</a></p>` : ''}`;
    return page('Manage your plan', body);
  }

  /**
   * The test-mode pages: `/__harbor/checkout/:id` (+ `/pay`, `/cancel`) and `/__harbor/billing/:id`.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function handlePage(req, res, url) {
    await ready();
    const parts = url.pathname.split('/').filter(Boolean); // ['__harbor', 'checkout', id, action?]
    const method = req.method ?? 'GET';
    if (parts[1] === 'checkout') {
      const session = sessions.get(parts[2] ?? '');
      if (!session)
        return sendHtml(
          res,
          404,
          page(
            'Checkout not found',
            '<h1>Checkout not found</h1><p>This test checkout does not exist. Please start again from Harbor.</p>',
          ),
        );
      const targets = [session.success_url, session.cancel_url ?? ''];
      if (parts.length === 3 && method === 'GET') {
        return sendHtml(res, 200, checkoutPage(session), targets);
      }
      if (parts.length === 4 && method === 'POST' && parts[3] === 'pay') {
        await pay(session);
        if (session.status !== 'complete') return sendHtml(res, 410, checkoutPage(session));
        return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      if (parts.length === 4 && method === 'POST' && parts[3] === 'cancel') {
        return redirect(res, session.cancel_url ?? session.success_url.replace(/\/[^/]*$/, '/'));
      }
    }
    if (parts[1] === 'billing') {
      const portal = portalSessions.get(parts[2] ?? '');
      if (!portal)
        return sendHtml(
          res,
          404,
          page(
            'Not found',
            '<h1>This page has expired</h1><p>Please open “Manage your plan” from Harbor again.</p>',
          ),
        );
      if (parts.length === 3 && method === 'GET') {
        const notice = url.searchParams.get('done');
        return sendHtml(
          res,
          200,
          portalPage(
            portal,
            notice === 'canceled'
              ? 'Your plan will end at the end of the period.'
              : notice === 'resumed'
                ? 'Your plan will renew as before.'
                : undefined,
          ),
        );
      }
      if (parts.length === 6 && method === 'POST' && parts[3] === 'subscriptions') {
        const subscription = subscriptions.get(parts[4] ?? '');
        if (!subscription || subscription.customer !== portal.customer)
          return sendHtml(res, 404, page('Not found', '<h1>Plan not found</h1>'));
        if (parts[5] === 'cancel') {
          await updateSubscription(subscription, { cancel_at_period_end: true });
          return redirect(res, `/__harbor/billing/${portal.id}?done=canceled`);
        }
        if (parts[5] === 'resume') {
          await updateSubscription(subscription, { cancel_at_period_end: false });
          return redirect(res, `/__harbor/billing/${portal.id}?done=resumed`);
        }
      }
    }
    return sendHtml(res, 404, page('Not found', '<h1>Page not found</h1>'));
  }

  return { handleApi, handlePage, start, stop, events, deliveries };
}
