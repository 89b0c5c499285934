// Invoices, prorations, payments and refunds, as Stripe makes them for the calls Harbor uses:
// - a subscription's first invoice when its checkout is paid (a $0 one during a trial);
// - a plan change (`POST /v1/subscriptions/:id` with items and proration_behavior): the unused
//   time on the old price is credited and the rest of the period on the new price is charged,
//   either as pending invoice items on the next invoice (create_prorations) or at once
//   (always_invoice, or whenever the billing interval changes, which starts a new period today);
// - the customer's credit balance: an invoice below zero leaves the difference as credit, which
//   later invoices use before anything is charged;
// - `POST /v1/refunds` against a payment intent, never more than was paid.
// In test mode nothing is charged: "paid" means the payment intent succeeded at once.
import { missing, stripeError } from './billing.js';
import { newId, nowSeconds } from './ids.js';
import type { StripeStore } from './store.js';
import type {
  Invoice,
  InvoiceItem,
  InvoiceLine,
  Metadata,
  Price,
  Refund,
  Subscription,
  SubscriptionItem,
} from './types.js';

const dateText = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const pricing = (price: Price) => ({
  type: 'price_details' as const,
  price_details: { price: price.id, product: price.product },
  unit_amount_decimal: String(price.unit_amount),
});

export function createInvoicing(store: StripeStore) {
  const productName = (price: Price) => store.products.get(price.product)?.name ?? 'Subscription';

  /** A product for a name (Checkout's product_data, or prices.create's). */
  async function createProduct(name: string): Promise<string> {
    const product = {
      id: newId('prod'),
      object: 'product' as const,
      name,
      active: true,
      created: nowSeconds(),
      livemode: false as const,
    };
    await store.save('product', product);
    return product.id;
  }

  /** The line a subscription item makes for one whole period. */
  function periodLine(
    subscription: Subscription,
    item: SubscriptionItem,
    start: number,
    end: number,
    invoiceId: string | null,
    amount = item.price.unit_amount * item.quantity,
  ): InvoiceLine {
    const interval = item.price.recurring.interval;
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${productName(item.price)} (at $${(item.price.unit_amount / 100).toFixed(2)} / ${interval})`,
      invoice: invoiceId,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: null,
          subscription: subscription.id,
          subscription_item: item.id,
        },
      },
      period: { start, end },
      pricing: pricing(item.price),
      quantity: item.quantity,
    };
  }

  /** A pending invoice item as a line of an invoice. */
  const itemLine = (item: InvoiceItem, invoiceId: string | null): InvoiceLine => ({
    id: newId('il'),
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    invoice: invoiceId,
    livemode: false,
    metadata: item.metadata,
    parent: {
      type: 'invoice_item_details',
      invoice_item_details: {
        invoice_item: item.id,
        proration: item.proration,
        proration_details: { credited_items: null },
        subscription: item.parent.subscription_details.subscription,
      },
    },
    period: item.period,
    pricing: item.pricing,
    quantity: item.quantity,
  });

  /** A proration: the unused time on `price` credited (sign -1), or the remaining time charged (+1). */
  function proration(
    subscription: Subscription,
    item: SubscriptionItem,
    price: Price,
    sign: 1 | -1,
    from: number,
    to: number,
    fraction: number,
  ): InvoiceItem {
    return {
      id: newId('ii'),
      object: 'invoiceitem',
      amount: sign * Math.round(price.unit_amount * item.quantity * fraction),
      currency: price.currency,
      customer: subscription.customer ?? '',
      description: `${sign < 0 ? 'Unused' : 'Remaining'} time on ${productName(price)} after ${dateText(from)}`,
      date: nowSeconds(),
      invoice: null,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, subscription_item: item.id },
      },
      period: { start: from, end: to },
      pricing: pricing(price),
      proration: true,
      quantity: item.quantity,
    };
  }

  const pendingFor = (subscriptionId: string) =>
    [...store.invoiceItems.values()].filter(
      (item) =>
        item.invoice === null && item.parent.subscription_details.subscription === subscriptionId,
    );

  /** Totals an invoice's lines and applies the customer's balance (credit first, then the rest charged). */
  function settle(invoice: Invoice, apply: boolean): { balanceAfter: number } {
    const total = invoice.lines.data.reduce((sum, line) => sum + line.amount, 0);
    const customer = store.customers.get(invoice.customer);
    const balance = customer?.balance ?? 0;
    invoice.subtotal = total;
    invoice.total = total;
    invoice.starting_balance = balance;
    // A positive total uses credit (a negative balance) first; a negative total becomes credit.
    const credit = total > 0 ? Math.min(total, Math.max(0, -balance)) : 0;
    const due = total > 0 ? total - credit : 0;
    const balanceAfter = total > 0 ? balance + credit : balance + total;
    invoice.amount_due = due;
    invoice.ending_balance = apply ? balanceAfter : null;
    return { balanceAfter };
  }

  /** Makes, finalizes and pays an invoice for a subscription now (test mode: payment succeeds at once). */
  async function invoiceNow(
    subscription: Subscription,
    reason: Invoice['billing_reason'],
    lines: (invoiceId: string) => InvoiceLine[],
  ): Promise<Invoice> {
    const id = newId('in');
    const created = nowSeconds();
    const pending = pendingFor(subscription.id);
    const invoice: Invoice = {
      id,
      object: 'invoice',
      customer: subscription.customer ?? '',
      status: 'paid',
      billing_reason: reason,
      currency: subscription.currency,
      subtotal: 0,
      total: 0,
      starting_balance: 0,
      ending_balance: null,
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      created,
      period_start: created,
      period_end: created,
      lines: {
        object: 'list',
        data: [...pending.map((item) => itemLine(item, id)), ...lines(id)],
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          metadata: { ...subscription.metadata },
        },
      },
      livemode: false,
    };
    const { balanceAfter } = settle(invoice, true);
    const customer = store.customers.get(invoice.customer);
    if (customer && (customer.balance ?? 0) !== balanceAfter) {
      customer.balance = balanceAfter;
      await store.save('customer', customer);
    }
    if (invoice.amount_due > 0) await payInvoice(invoice);
    invoice.amount_paid = invoice.amount_due;
    await store.save('invoice', invoice);
    for (const item of pending) {
      item.invoice = id;
      await store.save('invoiceitem', item);
    }
    subscription.latest_invoice = id;
    return invoice;
  }

  /** A succeeded payment intent for an amount, and (for an invoice) its invoice payment. */
  async function createPayment(amount: number, currency: string, customer: string | null) {
    const intent = {
      id: newId('pi'),
      object: 'payment_intent' as const,
      amount,
      amount_received: amount,
      currency,
      customer,
      status: 'succeeded' as const,
      created: nowSeconds(),
      livemode: false as const,
    };
    await store.save('payment_intent', intent);
    return intent;
  }

  async function payInvoice(invoice: Invoice) {
    const intent = await createPayment(invoice.amount_due, invoice.currency, invoice.customer);
    await store.save('invoice_payment', {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: invoice.amount_due,
      amount_requested: invoice.amount_due,
      created: nowSeconds(),
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: nowSeconds() },
    });
  }

  /** The upcoming invoice: pending prorations and the next period, with the credit balance applied. */
  function preview(subscription: Subscription): Invoice {
    if (subscription.status === 'canceled' || subscription.cancel_at_period_end) {
      throw stripeError(
        'No upcoming invoices for this subscription: it is canceled or ends at the period end.',
        400,
        'invoice_upcoming_none',
      );
    }
    const item = subscription.items.data[0];
    const start = item?.current_period_end ?? nowSeconds();
    const end = item ? start + (item.current_period_end - item.current_period_start) : start;
    const lines = [
      ...pendingFor(subscription.id).map((pending) => itemLine(pending, null)),
      ...(item ? [periodLine(subscription, item, start, end, null)] : []),
    ];
    const invoice: Invoice = {
      id: `upcoming_${subscription.id}`,
      object: 'invoice',
      customer: subscription.customer ?? '',
      status: 'draft',
      billing_reason: 'upcoming',
      currency: subscription.currency,
      subtotal: 0,
      total: 0,
      starting_balance: 0,
      ending_balance: null,
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      created: start,
      period_start: item?.current_period_start ?? start,
      period_end: start,
      lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/upcoming/lines' },
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          metadata: { ...subscription.metadata },
        },
      },
      livemode: false,
    };
    settle(invoice, false);
    invoice.amount_remaining = invoice.amount_due;
    return invoice;
  }

  async function refund(body: {
    payment_intent?: unknown;
    amount?: unknown;
    reason?: unknown;
    metadata?: unknown;
  }): Promise<Refund> {
    const intentId = typeof body.payment_intent === 'string' ? body.payment_intent : '';
    if (!intentId) throw stripeError('Missing required param: payment_intent.');
    const intent = store.paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    const refunded = [...store.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const left = intent.amount_received - refunded;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (left <= 0) {
      throw stripeError(
        `Charge for payment intent ${intentId} has already been refunded.`,
        400,
        'charge_already_refunded',
      );
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw stripeError(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        400,
        'amount_too_large',
      );
    }
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'];
    const result: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: null,
      reason: typeof body.reason === 'string' && reasons.includes(body.reason) ? body.reason : null,
      metadata: (body.metadata ?? {}) as Metadata,
      status: 'succeeded',
      created: nowSeconds(),
    };
    await store.save('refund', result);
    return result;
  }

  return {
    createProduct,
    periodLine,
    proration,
    invoiceNow,
    createPayment,
    preview,
    refund,
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
