// POST /functions/v1/stripe-webhook: Stripe's events (verify_jwt is off for this function in
// supabase/config.toml; the Stripe signature is the credential).
// 1. The signature is checked with the official client (bad or missing: 400, nothing written).
// 2. An event id already in public.stripe_events is acknowledged and ignored (replays do nothing).
// 3. Subscription state is re-fetched from Stripe, the source of truth, so order does not matter.
// 4. The event id is recorded after the work succeeds; a failure answers 500 and Stripe retries.
import type { SupabaseClient } from '@supabase/supabase-js';
import { platformEnv, requireEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { cryptoProvider, stripeClient, type Stripe } from '../_shared/stripe.ts';
import { syncSubscription } from '../_shared/subscriptions.ts';
import { adminClient } from '../_shared/supabase.ts';

async function retrieveSubscription(stripe: Stripe, id: string, fallback?: Stripe.Subscription) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (fallback && (error as { code?: string }).code === 'resource_missing') return fallback;
    throw error;
  }
}

async function applySubscription(
  admin: SupabaseClient,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  hintUserId: string | null,
) {
  const { replacedSubscriptionId } = await syncSubscription(admin, subscription, hintUserId);
  if (replacedSubscriptionId) {
    // The newest purchase replaced an older plan: stop billing the old one.
    try {
      await stripe.subscriptions.cancel(replacedSubscriptionId);
    } catch (error) {
      console.error(
        `[stripe-webhook] cancelling replaced subscription ${replacedSubscriptionId} failed: ${String(error)}`,
      );
    }
  }
}

async function markPaid(
  admin: SupabaseClient,
  table: 'donations' | 'orders',
  session: Stripe.Checkout.Session,
) {
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const changes: Record<string, unknown> = {
    status: 'paid',
    paid_at: new Date().toISOString(),
    stripe_payment_intent_id: paymentIntent,
  };
  if (table === 'orders') changes.customer_email = session.customer_details?.email ?? null;
  if (table === 'donations' && typeof session.subscription === 'string') {
    changes.stripe_subscription_id = session.subscription;
  }
  const { error } = await admin
    .from(table)
    .update(changes)
    .eq('stripe_session_id', session.id)
    .eq('status', 'pending');
  if (error) throw new Error(`marking ${table} paid failed: ${error.message}`);
}

async function handleEvent(admin: SupabaseClient, stripe: Stripe, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      // Never paid: the pending donation or order is closed.
      const session = event.data.object;
      const table =
        session.metadata?.kind === 'donation'
          ? 'donations'
          : session.metadata?.kind === 'goods'
            ? 'orders'
            : null;
      if (!table) return;
      const { error } = await admin
        .from(table)
        .update({ status: event.type === 'checkout.session.expired' ? 'canceled' : 'failed' })
        .eq('stripe_session_id', session.id)
        .eq('status', 'pending');
      if (error) throw new Error(`closing the ${table} row failed: ${error.message}`);
      return;
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return; // delayed payment methods: not paid yet
      const kind = session.metadata?.kind;
      if (kind === 'donation') await markPaid(admin, 'donations', session);
      else if (kind === 'goods') await markPaid(admin, 'orders', session);
      if (session.mode === 'subscription' && session.subscription) {
        const id =
          typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
        await applySubscription(
          admin,
          stripe,
          await retrieveSubscription(stripe, id),
          session.client_reference_id,
        );
      }
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sent = event.data.object;
      await applySubscription(
        admin,
        stripe,
        await retrieveSubscription(stripe, sent.id, sent),
        null,
      );
      return;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & {
        subscription?: string | { id: string } | null;
      };
      const parent = invoice.parent?.subscription_details?.subscription;
      const raw = parent ?? invoice.subscription ?? null;
      const subscriptionId = typeof raw === 'string' ? raw : (raw?.id ?? null);
      if (!subscriptionId) return;
      const { error } = await admin
        .from('membership_subscriptions')
        .update({ payment_failed_at: new Date(event.created * 1000).toISOString() })
        .eq('stripe_subscription_id', subscriptionId);
      if (error) throw new Error(`recording the failed payment failed: ${error.message}`);
      // Access continues while Stripe retries (status past_due); the re-fetch records the status.
      await applySubscription(
        admin,
        stripe,
        await retrieveSubscription(stripe, subscriptionId),
        null,
      );
      return;
    }
    default:
      return; // Not an event Harbor acts on; acknowledged so Stripe stops sending it.
  }
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
    const signature = req.headers.get('Stripe-Signature');
    const payload = await req.text();
    if (!signature) return json(400, { error: 'Missing Stripe-Signature header.' });
    let stripe: Stripe;
    let event: Stripe.Event;
    try {
      stripe = stripeClient(env);
      event = await stripe.webhooks.constructEventAsync(
        payload,
        signature,
        requireEnv(env, 'STRIPE_WEBHOOK_SECRET'),
        undefined,
        cryptoProvider,
      );
    } catch (error) {
      if (error instanceof Error && error.name === 'ConfigError') {
        console.error(`[stripe-webhook] configuration: ${error.message}`);
        return json(500, { error: 'The webhook is not configured.' });
      }
      return json(400, { error: 'Invalid Stripe signature.' });
    }
    try {
      const admin = adminClient(env);
      const { data: seen, error: seenError } = await admin
        .from('stripe_events')
        .select('id')
        .eq('id', event.id)
        .maybeSingle();
      if (seenError) throw new Error(`reading stripe_events failed: ${seenError.message}`);
      if (seen) return json(200, { received: true, duplicate: true });
      await handleEvent(admin, stripe, event);
      const { error } = await admin.from('stripe_events').upsert(
        {
          id: event.id,
          type: event.type,
          stripe_created_at: new Date(event.created * 1000).toISOString(),
        },
        { onConflict: 'id', ignoreDuplicates: true },
      );
      if (error) throw new Error(`recording the event failed: ${error.message}`);
      return json(200, { received: true });
    } catch (error) {
      console.error(
        `[stripe-webhook] ${event.type} ${event.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return json(500, { error: 'The event could not be processed; Stripe will retry.' });
    }
  };
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
