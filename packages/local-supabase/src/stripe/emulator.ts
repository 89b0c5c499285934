// A local stand-in for the few Stripe API calls Harbor's edge functions make, so checkout works
// with no network and no Stripe account: customers, Checkout sessions, subscriptions, billing
// portal sessions and events. The functions use the official `stripe` client, pointed here
// with STRIPE_API_URL. A test-mode checkout page (no card fields) plays the customer: Pay emits
// the events Stripe would send, signed with the local webhook secret exactly as Stripe signs
// them, and delivers them to the stripe-webhook function (delivery.ts). State is written through
// to the local database before an answer is sent (store.ts).
import type { Log, PGlite } from '../db/database.js';
import { createStripeApi } from './api.js';
import { createBilling } from './billing.js';
import { DEFAULT_RETRY_DELAYS_MS, WebhookDelivery } from './delivery.js';
import { createStripePages } from './pages.js';
import { StripeStore } from './store.js';

/** Well-known local test values, like Supabase's demo keys: public, never valid on Stripe. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_harbor_local_0000000000000000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_harbor_local_0000000000000000000000';

export interface StripeEmulatorOptions {
  db: PGlite;
  getUrl: () => string;
  secretKey: string;
  webhookSecret: string;
  deliverWebhooks: boolean;
  periodSeconds?: number;
  webhookUrl?: string;
  retryDelaysMs?: number[];
  log: Log;
}

export function createStripeEmulator(options: StripeEmulatorOptions) {
  const store = new StripeStore(options.db);
  const delivery = new WebhookDelivery(store, {
    enabled: options.deliverWebhooks,
    url: () => options.webhookUrl ?? `${options.getUrl()}/functions/v1/stripe-webhook`,
    webhookSecret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    log: options.log,
  });
  const billing = createBilling({
    store,
    delivery,
    getUrl: options.getUrl,
    periodSeconds: options.periodSeconds,
  });
  return {
    /** `/v1/*` */
    api: createStripeApi({ store, billing, secretKey: options.secretKey }),
    /** `/__harbor/checkout/*` and `/__harbor/billing/*` */
    pages: createStripePages({ store, billing }),
    /** Loads the stored state and resumes the deliveries an earlier run left pending. */
    async start() {
      await store.ready();
      delivery.resume();
    },
    /** Stops retrying (pending deliveries stay recorded) and waits for attempts under way. */
    stop: () => delivery.stop(),
  };
}
