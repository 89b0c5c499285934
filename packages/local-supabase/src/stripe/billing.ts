// What Stripe does with checkouts and subscriptions, for the calls Harbor makes: open a Checkout
// session, pay it (creating the customer and subscription), update or cancel a subscription.
// Every change is stored before the events about it are emitted.
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors.js';
import type { WebhookDelivery } from './delivery.js';
import { newId, nowSeconds } from './ids.js';
import { createInvoicing } from './invoices.js';
import type { StripeStore } from './store.js';
import type {
  CheckoutSession,
  Customer,
  Interval,
  LineItem,
  Metadata,
  PortalSession,
  Price,
  Subscription,
} from './types.js';

/** A Stripe API error: `{ error: { type, message, code? } }`. */
export const stripeError = (message: string, status = 400, code?: string): HttpError =>
  new HttpError(status, {
    error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
  });

export const missing = (kind: string, id: string): HttpError =>
  stripeError(`No such ${kind}: '${id.slice(0, 80)}'`, 404, 'resource_missing');

/** The end of a period starting at `start` (seconds), or after a fixed period instead (tests). */
function periodEnd(start: number, interval: string, periodSeconds: number | undefined): number {
  if (periodSeconds) return start + periodSeconds;
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7);
  else if (interval === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** The parameters of `POST /v1/checkout/sessions`, as the form decodes them. */
export interface CheckoutParams {
  mode?: unknown;
  line_items?: unknown;
  success_url?: string;
  cancel_url?: string;
  customer?: string;
  customer_email?: string;
  client_reference_id?: string;
  metadata?: Metadata;
  submit_type?: string;
  shipping_address_collection?: unknown;
  subscription_data?: { trial_end?: string; metadata?: Metadata };
  locale?: string;
}

/**
 * The languages Stripe Checkout accepts for `locale` (Stripe's "Supported locales", the Checkout
 * column): any other value is refused, as Stripe refuses it.
 */
export const CHECKOUT_LOCALES: ReadonlySet<string> = new Set(
  (
    'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb ' +
    'nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'
  ).split(' '),
);

/**
 * The languages the customer portal accepts for `locale` (Stripe's billing portal session
 * `locale` values): any other is refused, as Stripe refuses it.
 */
export const PORTAL_LOCALES: ReadonlySet<string> = new Set(
  (
    'auto bg cs da de el en en-AU en-CA en-GB en-IE en-IN en-NZ en-SG es es-419 et fi fil fr ' +
    'fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'
  ).split(' '),
);

export function createBilling({
  store,
  delivery,
  getUrl,
  periodSeconds,
}: {
  store: StripeStore;
  delivery: WebhookDelivery;
  getUrl: () => string;
  /** A fixed subscription period instead of the price's month or year (tests). */
  periodSeconds: number | undefined;
}) {
  const invoicing = createInvoicing(store);

  /** A session as the API shows it: no private fields, its page on this server's current URL. */
  function publicSession(session: CheckoutSession) {
    return {
      ...Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_'))),
      url: session.status === 'open' ? `${getUrl()}/__harbor/checkout/${session.id}` : null,
    };
  }

  const publicPortal = (portal: PortalSession) => ({
    ...portal,
    url: `${getUrl()}/__harbor/billing/${portal.id}`,
  });

  async function createSession(body: CheckoutParams): Promise<CheckoutSession> {
    const mode = body.mode;
    if (mode !== 'payment' && mode !== 'subscription')
      throw stripeError('Invalid mode: must be payment or subscription');
    const lines = (Array.isArray(body.line_items) ? body.line_items : []) as LineItem[];
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
      if (mode === 'subscription' && !line.price_data?.recurring?.interval) {
        throw stripeError('A subscription needs recurring prices');
      }
      currency ||= lineCurrency;
      amount += unit * quantity;
    }
    if (body.locale !== undefined && !CHECKOUT_LOCALES.has(body.locale)) {
      throw stripeError(`Invalid locale: must be one of ${[...CHECKOUT_LOCALES].join(', ')}`);
    }
    if (body.customer && !store.customers.has(body.customer))
      throw missing('customer', body.customer);
    let trialEnd: number | null = null;
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
    const session: CheckoutSession = {
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
      locale: body.locale ?? null,
      subscription: null,
      payment_intent: null,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      _lines: lines,
      _subscription_metadata: body.subscription_data?.metadata ?? {},
      _trial_end: trialEnd,
    };
    await store.save('checkout.session', session);
    return session;
  }

  async function createSubscriptionFor(session: CheckoutSession): Promise<Subscription> {
    const line = session._lines[0];
    const interval = (line?.price_data?.recurring?.interval ?? 'month') as Interval;
    const start = nowSeconds();
    // subscription_data.trial_end: no charge until then (status trialing); the first period is the trial.
    const trialEnd = session._trial_end;
    const end = trialEnd ?? periodEnd(start, interval, periodSeconds);
    // Checkout's price_data makes a new price (and product) for the subscription, as Stripe does.
    const product = await invoicing.createProduct(
      String(line?.price_data?.product_data?.name ?? 'Subscription'),
    );
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: false,
      currency: session.currency,
      unit_amount: Number(line?.price_data?.unit_amount ?? 0),
      recurring: { interval, interval_count: 1 },
      lookup_key: null,
      metadata: {},
      product,
      type: 'recurring',
      created: start,
      livemode: false,
    };
    await store.save('price', price);
    const subscription: Subscription = {
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
      metadata: { ...session._subscription_metadata },
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
    subscription.current_period_start = start;
    subscription.current_period_end = end;
    subscription.billing_cycle_anchor = end;
    // The first invoice: the first period, or $0 for a trial (test mode: paid at once).
    const [item] = subscription.items.data;
    if (item) {
      await invoicing.invoiceNow(subscription, 'subscription_create', (invoiceId) => [
        invoicing.periodLine(subscription, item, start, end, invoiceId, trialEnd ? 0 : undefined),
      ]);
    }
    await store.save('subscription', subscription);
    return subscription;
  }

  /** Pay: what Stripe does when the customer completes the checkout. */
  async function pay(session: CheckoutSession): Promise<void> {
    if (session.status !== 'open') return;
    if (Date.now() / 1000 > session.expires_at) {
      session.status = 'expired';
      await store.save('checkout.session', session);
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
        object: 'customer' as const,
        email: session.customer_email,
        metadata: {},
        created: nowSeconds(),
      };
      await store.save('customer', customer);
      session.customer = customer.id;
    }
    const email = session.customer
      ? (store.customers.get(session.customer)?.email ?? null)
      : session.customer_email;
    session.customer_details = { email: email ?? 'test-buyer@example.test', name: null };
    let subscription: Subscription | null = null;
    if (session.mode === 'subscription') {
      subscription = await createSubscriptionFor(session);
      session.subscription = subscription.id;
    } else {
      session.payment_intent = (
        await invoicing.createPayment(session.amount_total, session.currency, session.customer)
      ).id;
    }
    await store.save('checkout.session', session);
    await delivery.emit('checkout.session.completed', publicSession(session));
    if (subscription) await delivery.emit('customer.subscription.created', subscription);
  }

  async function expire(session: CheckoutSession): Promise<void> {
    if (session.status !== 'open') {
      throw stripeError(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = 'expired';
    await store.save('checkout.session', session);
    await delivery.emit('checkout.session.expired', publicSession(session));
  }

  /**
   * A plan change on a subscription's item (`items[0][id]` and `items[0][price]`), as Stripe makes
   * it: during a trial the price is swapped with nothing charged, unless `trial_end=now` ends the
   * trial (a new period starts today and is charged in full); otherwise the unused time on the old
   * price is credited and the remaining time on the new one charged, as pending invoice items for
   * the next invoice (create_prorations, the default) or on an invoice now (always_invoice). A
   * change of billing interval starts a new period today and is always invoiced at once.
   */
  async function changePrice(
    subscription: Subscription,
    change: { id?: unknown; price?: unknown },
    behavior: string,
    endTrialNow: boolean,
    previous: Record<string, unknown>,
  ): Promise<void> {
    const item = subscription.items.data.find((candidate) => candidate.id === change.id);
    if (!item) throw missing('subscription_item', String(change.id ?? ''));
    const priceId = typeof change.price === 'string' ? change.price : '';
    const newPrice = store.prices.get(priceId);
    if (!newPrice) throw missing('price', priceId);
    if (newPrice.currency !== subscription.currency) {
      throw stripeError("The new price must be in the subscription's currency.");
    }
    if (!['create_prorations', 'always_invoice', 'none'].includes(behavior)) {
      throw stripeError(
        'Invalid proration_behavior: must be one of create_prorations, always_invoice, or none',
      );
    }
    previous.items = structuredClone(subscription.items);
    const oldPrice = item.price;
    const now = nowSeconds();
    const intervalChanged = oldPrice.recurring.interval !== newPrice.recurring.interval;
    const startPeriod = () => {
      const end = periodEnd(now, newPrice.recurring.interval, periodSeconds);
      item.current_period_start = now;
      item.current_period_end = end;
      subscription.current_period_start = now;
      subscription.current_period_end = end;
      subscription.billing_cycle_anchor = now;
    };
    item.price = structuredClone(newPrice);
    if (subscription.status === 'trialing') {
      if (!endTrialNow) return; // nothing was charged: nothing to prorate
      previous.status = subscription.status;
      previous.trial_end = subscription.trial_end;
      subscription.status = 'active';
      subscription.trial_end = now;
      startPeriod();
      await invoicing.invoiceNow(subscription, 'subscription_update', (invoiceId) => [
        invoicing.periodLine(subscription, item, now, item.current_period_end, invoiceId),
      ]);
      return;
    }
    if (behavior === 'none' && !intervalChanged) return;
    const periodStart = item.current_period_start;
    const periodEndsAt = item.current_period_end;
    const fraction =
      periodEndsAt > periodStart
        ? Math.min(1, Math.max(0, (periodEndsAt - now) / (periodEndsAt - periodStart)))
        : 0;
    const credit = invoicing.proration(
      subscription,
      item,
      oldPrice,
      -1,
      now,
      periodEndsAt,
      fraction,
    );
    if (intervalChanged) {
      // A new billing period starts today: the unused time is credited against it, on an invoice now.
      if (behavior !== 'none') await store.save('invoiceitem', credit);
      startPeriod();
      await invoicing.invoiceNow(subscription, 'subscription_update', (invoiceId) => [
        invoicing.periodLine(subscription, item, now, item.current_period_end, invoiceId),
      ]);
      return;
    }
    const charge = invoicing.proration(
      subscription,
      item,
      newPrice,
      1,
      now,
      periodEndsAt,
      fraction,
    );
    await store.save('invoiceitem', credit);
    await store.save('invoiceitem', charge);
    if (behavior === 'always_invoice') {
      await invoicing.invoiceNow(subscription, 'subscription_update', () => []);
    }
  }

  /** The subscription update Stripe's API and portal make: cancel at period end (or undo it), metadata, a plan change. */
  async function updateSubscription(
    subscription: Subscription,
    body: {
      cancel_at_period_end?: unknown;
      metadata?: unknown;
      items?: unknown;
      proration_behavior?: unknown;
      trial_end?: unknown;
    },
  ): Promise<Subscription> {
    if (
      subscription.status === 'canceled' &&
      (body.items !== undefined || body.cancel_at_period_end !== undefined)
    ) {
      throw stripeError(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Record<string, unknown> = {};
    if (body.trial_end !== undefined && body.trial_end !== 'now') {
      throw stripeError('The local Stripe emulator supports trial_end=now only on updates.');
    }
    if (Array.isArray(body.items) && body.items.length > 0) {
      if (body.items.length > 1) throw stripeError('Harbor subscriptions have one item.');
      await changePrice(
        subscription,
        body.items[0] as { id?: unknown; price?: unknown },
        typeof body.proration_behavior === 'string' ? body.proration_behavior : 'create_prorations',
        body.trial_end === 'now',
        previous,
      );
    }
    if (body.cancel_at_period_end !== undefined) {
      const cancel = body.cancel_at_period_end === true || body.cancel_at_period_end === 'true';
      if (cancel !== subscription.cancel_at_period_end) {
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        previous.cancel_at = subscription.cancel_at;
        previous.canceled_at = subscription.canceled_at;
        subscription.cancel_at_period_end = cancel;
        subscription.cancel_at = cancel ? (subscription.current_period_end ?? null) : null;
        subscription.canceled_at = cancel ? nowSeconds() : null;
      }
    }
    if (body.metadata && typeof body.metadata === 'object') {
      previous.metadata = { ...subscription.metadata };
      subscription.metadata = { ...subscription.metadata, ...(body.metadata as Metadata) };
    }
    if (Object.keys(previous).length > 0) {
      await store.save('subscription', subscription);
      await delivery.emit('customer.subscription.updated', subscription, previous);
    }
    return subscription;
  }

  /** `POST /v1/prices`: a recurring or one-time price, for an existing product or a new one (product_data). */
  async function createPrice(body: {
    currency?: unknown;
    unit_amount?: unknown;
    recurring?: { interval?: unknown; interval_count?: unknown };
    product?: unknown;
    product_data?: { name?: unknown };
    metadata?: unknown;
    lookup_key?: unknown;
  }): Promise<Price> {
    const unit = Number(body.unit_amount);
    const currency = typeof body.currency === 'string' ? body.currency.toLowerCase() : '';
    if (!Number.isInteger(unit) || unit < 0 || !/^[a-z]{3}$/.test(currency)) {
      throw stripeError('A price needs currency and unit_amount.');
    }
    const interval = body.recurring?.interval;
    if (interval !== 'month' && interval !== 'year' && interval !== 'week' && interval !== 'day') {
      throw stripeError(
        'The local Stripe emulator makes recurring prices only (recurring[interval]).',
      );
    }
    let product = typeof body.product === 'string' ? body.product : '';
    if (product && !store.products.has(product)) throw missing('product', product);
    if (!product) {
      const name = body.product_data?.name;
      if (typeof name !== 'string' || !name) throw stripeError('Missing required param: product.');
      product = await invoicing.createProduct(name);
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency,
      unit_amount: unit,
      recurring: { interval, interval_count: Number(body.recurring?.interval_count ?? 1) || 1 },
      lookup_key: null,
      metadata: (body.metadata ?? {}) as Metadata,
      product,
      type: 'recurring',
      created: nowSeconds(),
      livemode: false,
    };
    await store.save('price', price);
    return price;
  }

  /** Cancels now, as `DELETE /v1/subscriptions/:id` does. */
  async function cancelSubscription(subscription: Subscription): Promise<Subscription> {
    if (subscription.status === 'canceled') return subscription;
    subscription.status = 'canceled';
    subscription.canceled_at ??= nowSeconds();
    subscription.ended_at = nowSeconds();
    await store.save('subscription', subscription);
    await delivery.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  /**
   * `DELETE /v1/customers/:id`, as Stripe does it: the customer's subscriptions are cancelled at
   * once (each a customer.subscription.deleted event), then customer.deleted.
   */
  async function deleteCustomer(
    customer: Customer,
  ): Promise<{ id: string; object: 'customer'; deleted: true }> {
    for (const subscription of [...store.subscriptions.values()]) {
      if (subscription.customer === customer.id && subscription.status !== 'canceled') {
        await cancelSubscription(subscription);
      }
    }
    customer._deleted = true;
    await store.save('customer', customer);
    const { _deleted, ...shown } = customer;
    void _deleted;
    await delivery.emit('customer.deleted', shown);
    return { id: customer.id, object: 'customer', deleted: true };
  }

  /** A customer as the API shows it (a deleted one as `{ id, object, deleted: true }`). */
  const publicCustomer = (customer: Customer) =>
    customer._deleted
      ? { id: customer.id, object: 'customer' as const, deleted: true as const }
      : { ...customer, balance: customer.balance ?? 0 };

  return {
    publicSession,
    publicPortal,
    createSession,
    pay,
    expire,
    updateSubscription,
    cancelSubscription,
    createPrice,
    deleteCustomer,
    publicCustomer,
    invoicing,
  };
}

export type Billing = ReturnType<typeof createBilling>;
