// `/v1/*`: the Stripe API calls Harbor's edge functions make, as the official client sends them.
import { Hono } from 'hono/tiny';
import { readBody } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { json, type AppEnv } from '../http/respond.js';
import {
  missing,
  PORTAL_LOCALES,
  stripeError,
  type Billing,
  type CheckoutParams,
} from './billing.js';
import { decodeStripeForm } from './form.js';
import { newId, nowSeconds } from './ids.js';
import type { StripeStore } from './store.js';
import type { Metadata } from './types.js';

const MAX_BODY_BYTES = 64 * 1024;

export function createStripeApi({
  store,
  billing,
  secretKey,
}: {
  store: StripeStore;
  billing: Billing;
  secretKey: string;
}) {
  const find = <T>(map: ReadonlyMap<string, T>, kind: string, id: string): T => {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  };

  const api = new Hono<AppEnv>();

  // Only the local test key, and a form body (decoded once, for every route).
  api.use('*', async (c, next) => {
    await store.ready();
    const auth = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!auth || auth[1] !== secretKey) {
      throw new HttpError(401, {
        error: {
          type: 'invalid_request_error',
          message:
            'Invalid API Key provided (the local Stripe emulator takes only its local test key).',
        },
      });
    }
    await next();
  });

  const form = async (request: Request): Promise<Record<string, unknown>> =>
    await decodeStripeForm(
      (
        await readBody(request, MAX_BODY_BYTES, (status, message) => stripeError(message, status))
      ).toString('utf8'),
    );

  api.post('/customers', async (c) => {
    const body = await form(c.req.raw);
    const customer = {
      id: newId('cus'),
      object: 'customer' as const,
      email: typeof body.email === 'string' ? body.email : null,
      metadata: (body.metadata ?? {}) as Metadata,
      preferred_locales: Array.isArray(body.preferred_locales)
        ? body.preferred_locales.map(String)
        : [],
      created: nowSeconds(),
      livemode: false as const,
    };
    await store.save('customer', customer);
    return json(200, customer);
  });
  api.get('/customers/:id', (c) =>
    json(200, billing.publicCustomer(find(store.customers, 'customer', c.req.param('id')))),
  );
  api.delete('/customers/:id', async (c) => {
    const customer = find(store.customers, 'customer', c.req.param('id'));
    if (customer._deleted) throw missing('customer', customer.id);
    return json(200, await billing.deleteCustomer(customer));
  });
  api.post('/checkout/sessions', async (c) =>
    json(
      200,
      billing.publicSession(await billing.createSession((await form(c.req.raw)) as CheckoutParams)),
    ),
  );
  api.get('/checkout/sessions/:id', (c) =>
    json(200, billing.publicSession(find(store.sessions, 'checkout.session', c.req.param('id')))),
  );
  api.post('/checkout/sessions/:id/expire', async (c) => {
    const session = find(store.sessions, 'checkout.session', c.req.param('id'));
    await form(c.req.raw);
    await billing.expire(session);
    return json(200, billing.publicSession(session));
  });
  api.get('/prices/:id', (c) => json(200, find(store.prices, 'price', c.req.param('id'))));
  api.post('/prices', async (c) => json(200, await billing.createPrice(await form(c.req.raw))));
  api.get('/products/:id', (c) => json(200, find(store.products, 'product', c.req.param('id'))));
  api.get('/invoices/:id', (c) => json(200, find(store.invoices, 'invoice', c.req.param('id'))));
  // The upcoming invoice of a subscription (what Stripe calls a preview): pending prorations first.
  api.post('/invoices/create_preview', async (c) => {
    const body = await form(c.req.raw);
    const id = typeof body.subscription === 'string' ? body.subscription : '';
    if (!id) throw stripeError("The local Stripe emulator previews a subscription's invoice only.");
    const subscription = find(store.subscriptions, 'subscription', id);
    if (typeof body.customer === 'string' && body.customer !== subscription.customer) {
      throw stripeError('The subscription belongs to another customer.');
    }
    return json(200, billing.invoicing.preview(subscription));
  });
  const list = (url: string, data: unknown[]) =>
    json(200, { object: 'list', url, has_more: false, data: data.slice(0, 100) });
  api.get('/invoice_payments', (c) => {
    const invoice = c.req.query('invoice');
    if (!invoice) throw stripeError('Missing required param: invoice.');
    return list(
      '/v1/invoice_payments',
      [...store.invoicePayments.values()].filter((p) => p.invoice === invoice),
    );
  });
  api.post('/refunds', async (c) =>
    json(200, await billing.invoicing.refund(await form(c.req.raw))),
  );
  api.get('/refunds', (c) => {
    const intent = c.req.query('payment_intent');
    return list(
      '/v1/refunds',
      [...store.refunds.values()]
        .filter((r) => !intent || r.payment_intent === intent)
        .sort((a, b) => b.created - a.created),
    );
  });
  api.get('/refunds/:id', (c) => json(200, find(store.refunds, 'refund', c.req.param('id'))));
  api.get('/subscriptions/:id', (c) =>
    json(200, find(store.subscriptions, 'subscription', c.req.param('id'))),
  );
  api.post('/subscriptions/:id', async (c) => {
    const subscription = find(store.subscriptions, 'subscription', c.req.param('id'));
    return json(200, await billing.updateSubscription(subscription, await form(c.req.raw)));
  });
  api.delete('/subscriptions/:id', async (c) => {
    const subscription = find(store.subscriptions, 'subscription', c.req.param('id'));
    return json(200, await billing.cancelSubscription(subscription));
  });
  api.post('/billing_portal/sessions', async (c) => {
    const body = await form(c.req.raw);
    const customer = typeof body.customer === 'string' ? body.customer : '';
    if (!customer || !store.customers.has(customer))
      throw missing('customer', String(body.customer ?? ''));
    const locale = typeof body.locale === 'string' ? body.locale : null;
    if (locale !== null && !PORTAL_LOCALES.has(locale)) {
      throw stripeError(`Invalid locale: must be one of ${[...PORTAL_LOCALES].join(', ')}`);
    }
    const portal = {
      id: newId('bps'),
      object: 'billing_portal.session' as const,
      customer,
      return_url: typeof body.return_url === 'string' ? body.return_url : null,
      locale,
      created: nowSeconds(),
      livemode: false as const,
    };
    await store.save('billing_portal.session', portal);
    return json(200, billing.publicPortal(portal));
  });
  api.get('/events', () =>
    json(200, {
      object: 'list',
      url: '/v1/events',
      has_more: false,
      data: [...store.events].reverse().slice(0, 100),
    }),
  );
  api.get('/events/:id', (c) => {
    const event = store.events.find((e) => e.id === c.req.param('id'));
    if (!event) throw missing('event', c.req.param('id'));
    return json(200, event);
  });
  api.all('*', (c) => {
    throw stripeError(
      `Unrecognized request URL (${c.req.method} ${new URL(c.req.url).pathname.slice(0, 100)}). The local Stripe emulator supports customers, prices, products, checkout sessions, subscriptions, invoices, invoice payments, refunds, billing portal sessions and events.`,
      404,
    );
  });
  return api;
}
