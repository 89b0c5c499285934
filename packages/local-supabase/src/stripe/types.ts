// The Stripe objects the emulator keeps, as the API shows them (fields starting with `_` are its own).

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Metadata;
  created: number;
  livemode?: false;
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
}
