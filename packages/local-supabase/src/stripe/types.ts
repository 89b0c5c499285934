// The Stripe objects the emulator keeps, as the API shows them (fields starting with `_` are its own).

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Metadata;
  created: number;
  /** What the customer is owed (negative: credit applied to the next invoices) or owes, in cents. */
  balance?: number;
  /** The languages Stripe writes the customer's emails in, first choice first. */
  preferred_locales?: string[];
  livemode?: false;
  /** Set by DELETE /v1/customers/:id: the API then answers `{ id, object, deleted: true }`. */
  _deleted?: true;
}

export interface Product {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  created: number;
  livemode: false;
}

/** A line of an invoice (or of the upcoming invoice's preview). */
export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details' | 'invoice_item_details';
    subscription_item_details?: {
      invoice_item: string | null;
      proration: boolean;
      proration_details: { credited_items: null } | null;
      subscription: string;
      subscription_item: string;
    };
    invoice_item_details?: {
      invoice_item: string;
      proration: boolean;
      proration_details: { credited_items: null } | null;
      subscription: string | null;
    };
  };
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
}

/** A pending invoice item (a proration waiting for the next invoice). */
export interface InvoiceItem {
  id: string;
  object: 'invoiceitem';
  amount: number;
  currency: string;
  customer: string;
  description: string;
  date: number;
  invoice: string | null;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; subscription_item: string };
  };
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  proration: boolean;
  quantity: number;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid';
  billing_reason: 'subscription_create' | 'subscription_update' | 'subscription_cycle' | 'upcoming';
  currency: string;
  subtotal: number;
  total: number;
  starting_balance: number;
  ending_balance: number | null;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  created: number;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: InvoiceLine[]; has_more: false; url: string };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  } | null;
  livemode: false;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: 'succeeded';
  created: number;
  livemode: false;
}

export interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: null;
  reason: string | null;
  metadata: Metadata;
  status: 'succeeded';
  created: number;
}

/** A Checkout line item as the functions send it (form values arrive as strings). */
export interface LineItem {
  quantity?: string | number;
  price_data?: {
    currency?: string;
    unit_amount?: string | number;
    recurring?: { interval?: string };
    product_data?: { name?: string };
  };
}

export type Interval = 'month' | 'year' | 'week' | 'day';

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: Interval; interval_count: number };
  lookup_key: null;
  metadata: Metadata;
  product: string;
  type: 'recurring';
  created: number;
  livemode: false;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string; name: null } | null;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string;
  cancel_url: string | null;
  submit_type: string | null;
  shipping_address_collection: unknown;
  /** The language of the checkout page (`auto`, `en`, `es-419`, …), or null for the browser's. */
  locale: string | null;
  subscription: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  _lines: LineItem[];
  _subscription_metadata: Metadata;
  _trial_end: number | null;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  price: Price;
}

export interface Subscription {
  id: string;
  object: 'subscription';
  customer: string | null;
  status: 'active' | 'trialing' | 'canceled';
  billing_cycle_anchor?: number;
  trial_start: number | null;
  trial_end: number | null;
  created: number;
  start_date: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  currency: string;
  metadata: Metadata;
  items: { object: 'list'; data: SubscriptionItem[] };
  current_period_start?: number;
  current_period_end?: number;
  latest_invoice: string;
  livemode: false;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  /** The portal's language (`es-419` from Harbor's Spanish pages); null: Stripe chooses. */
  locale: string | null;
  created: number;
  livemode: false;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

/** Each event's delivery: pending until a 2xx answer, failed after the last retry. */
export interface Delivery {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAt: number | null;
}

/** The kinds kept in harbor_local.stripe_objects, besides events. */
export interface StoredKinds {
  customer: Customer;
  price: Price;
  'checkout.session': CheckoutSession;
  subscription: Subscription;
  'billing_portal.session': PortalSession;
  product: Product;
  invoice: Invoice;
  invoiceitem: InvoiceItem;
  payment_intent: PaymentIntent;
  invoice_payment: InvoicePayment;
  refund: Refund;
}
