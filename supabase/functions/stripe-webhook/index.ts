// POST /functions/v1/stripe-webhook: Stripe's events (verify_jwt is off for this function in
// supabase/config.toml; the Stripe signature is the credential).
// 1. The signature is checked with the official client and its default tolerance of 300 s, in
//    both directions: a timestamp more than 300 s old or more than 300 s ahead is refused (400,
//    nothing written). The library checks only the age; the future side is checked here.
// 2. The event id is claimed in public.stripe_events (public.claim_stripe_event): an id already
//    processed is acknowledged and changes nothing (replays); one being processed by another
//    delivery answers 409 and Stripe retries it later.
// 3. Nothing that grants or changes access is taken from the event's body: the checkout session,
//    the subscription, its price and its customer are re-read from Stripe's API (see
//    _shared/subscriptions.ts for the rules: unknown prices refused, events applied in order).
// 4. The claim is marked processed after the work succeeds; a failure releases it and answers 500,
//    and Stripe retries.
// 5. A paid subscription that gives no membership (a duplicate of the member's plan, or at a price
//    the member never agreed to) is refunded and cancelled and recorded for the team
//    (_shared/payment-problems.ts); it is never just acknowledged. A deleted customer
//    (customer.deleted) ends every membership it paid for, in any order of events.
import { platformEnv, requireEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { cryptoProvider, stripeClient, type Stripe } from '../_shared/stripe.ts';
import { refundAndCancel } from '../_shared/payment-problems.ts';
import { syncSubscription } from '../_shared/subscriptions.ts';
import { adminClient, type AdminClient } from '../_shared/supabase.ts';

/** The signature header's timestamp (seconds), or null. */
function signatureTimestamp(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d+)/.exec(header);
  return match ? Number(match[1]) : null;
}

/** Not something Stripe has: the event is acknowledged with the reason, and nothing is written. */
class Ignored extends Error {}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'resource_missing';

async function retrieveSubscription(stripe: Stripe, id: string) {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isMissing(error)) throw new Ignored(`no such subscription in Stripe: ${id}`);
    throw error;
  }
}

async function retrieveSession(stripe: Stripe, id: string) {
  try {
    return await stripe.checkout.sessions.retrieve(id);
  } catch (error) {
    if (isMissing(error)) throw new Ignored(`no such checkout session in Stripe: ${id}`);
    throw error;
  }
}

async function applySubscription(
  admin: AdminClient,
  stripe: Stripe,
  subscriptionId: string,
  event: Stripe.Event,
  hintUserId: string | null,
) {
  const subscription = await retrieveSubscription(stripe, subscriptionId);
  const outcome = await syncSubscription(admin, stripe, subscription, event.created, hintUserId);
  if (!outcome.applied) {
    // Paid, but refused: refunded and cancelled, and the team told (never just acknowledged).
    if (outcome.refused)
      await refundAndCancel(admin, stripe, subscription, 'refused', outcome.refused);
    throw new Ignored(outcome.reason);
  }
  // A second payment while another subscription pays for the plan: the first plan stays, this one
  // is refunded and cancelled.
  if (outcome.duplicate) await refundAndCancel(admin, stripe, subscription, 'duplicate', outcome);
}

/** customer.deleted: re-read from Stripe; a customer Stripe says is deleted ends its memberships. */
async function endDeletedCustomer(admin: AdminClient, stripe: Stripe, event: Stripe.Event) {
  const customerId = (event.data.object as { id?: unknown }).id;
  if (typeof customerId !== 'string') throw new Ignored('no customer id');
  let deleted: boolean;
  try {
    deleted = Boolean(
      ((await stripe.customers.retrieve(customerId)) as { deleted?: boolean }).deleted,
    );
  } catch (error) {
    if (!isMissing(error)) throw error;
    deleted = true; // Stripe no longer has it at all
  }
  if (!deleted) throw new Ignored('the customer is not deleted in Stripe');
  const { error } = await admin.rpc('end_stripe_customer', {
    p_customer_id: customerId,
    p_event_created_at: new Date(event.created * 1000).toISOString(),
  });
  if (error) throw new Error(`end_stripe_customer failed: ${error.message}`);
}

async function markPaid(
  admin: AdminClient,
  table: 'donations' | 'orders',
  session: Stripe.Checkout.Session,
) {
  const paymentIntent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const paid = {
    status: 'paid',
    paid_at: new Date().toISOString(),
    stripe_payment_intent_id: paymentIntent,
  };
  const { error } =
    table === 'orders'
      ? await admin
          .from('orders')
          .update({ ...paid, customer_email: session.customer_details?.email ?? null })
          .eq('stripe_session_id', session.id)
          .eq('status', 'pending')
      : await admin
          .from('donations')
          .update(
            typeof session.subscription === 'string'
              ? { ...paid, stripe_subscription_id: session.subscription }
              : paid,
          )
          .eq('stripe_session_id', session.id)
          .eq('status', 'pending');
  if (error) throw new Error(`marking ${table} paid failed: ${error.message}`);
}

const failedUpdate = (admin: AdminClient, subscriptionId: string, failedAt: string) =>
  admin
    .from('membership_subscriptions')
    .update({ payment_failed_at: failedAt })
    .eq('stripe_subscription_id', subscriptionId);

async function handleEvent(admin: AdminClient, stripe: Stripe, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      // Never paid: the pending donation or order is closed (as Stripe has the session now).
      const session = await retrieveSession(stripe, event.data.object.id);
      if (event.type === 'checkout.session.expired' && session.status !== 'expired') return;
      if (session.payment_status === 'paid') return;
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
      const session = await retrieveSession(stripe, event.data.object.id);
      if (session.status !== 'complete' || session.payment_status === 'unpaid') return; // not paid yet
      const kind = session.metadata?.kind;
      if (kind === 'donation') await markPaid(admin, 'donations', session);
      else if (kind === 'goods') await markPaid(admin, 'orders', session);
      if (session.mode === 'subscription' && session.subscription) {
        const id =
          typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
        await applySubscription(admin, stripe, id, event, session.client_reference_id);
      }
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Only the id is read from the body: the subscription is Stripe's, re-read.
      await applySubscription(admin, stripe, event.data.object.id, event, null);
      return;
    }
    case 'customer.deleted': {
      await endDeletedCustomer(admin, stripe, event);
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
      // Access continues while Stripe retries (status past_due); the re-read records the status.
      await applySubscription(admin, stripe, subscriptionId, event, null);
      // The newest failure is kept: an older one arriving late does not replace it.
      const failedAt = new Date(event.created * 1000).toISOString();
      for (const older of [
        (q: ReturnType<typeof failedUpdate>) => q.is('payment_failed_at', null),
        (q: ReturnType<typeof failedUpdate>) => q.lt('payment_failed_at', failedAt),
      ]) {
        const { error } = await older(failedUpdate(admin, subscriptionId, failedAt));
        if (error) throw new Error(`recording the failed payment failed: ${error.message}`);
      }
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
    // The library refuses a timestamp older than its tolerance; one as far in the future is
    // refused here (a clock far ahead, or a header made to outlive the tolerance).
    const signedAt = signatureTimestamp(signature);
    const tolerance = stripe.webhooks.DEFAULT_TOLERANCE;
    if (signedAt === null || signedAt > Math.floor(Date.now() / 1000) + tolerance) {
      return json(400, { error: 'Invalid Stripe signature.' });
    }
    if (typeof event.id !== 'string' || !/^evt_[A-Za-z0-9_]+$/.test(event.id)) {
      return json(400, { error: 'Invalid event id.' });
    }
    const admin = adminClient(env);
    let claimed = false;
    try {
      const { data: claim, error: claimError } = await admin.rpc('claim_stripe_event', {
        p_id: event.id,
        p_type: event.type,
        p_created_at: new Date(event.created * 1000).toISOString(),
      });
      if (claimError) throw new Error(`claiming the event failed: ${claimError.message}`);
      if (claim === 'processed') return json(200, { received: true, duplicate: true });
      if (claim === 'busy') {
        return json(409, { error: 'This event is being processed; Stripe will retry.' });
      }
      claimed = true;
      let ignored: string | null = null;
      try {
        await handleEvent(admin, stripe, event);
      } catch (error) {
        if (!(error instanceof Ignored)) throw error;
        ignored = error.message;
      }
      const { error } = await admin
        .from('stripe_events')
        .update({ processed_at: new Date().toISOString() })
        .eq('id', event.id);
      if (error) throw new Error(`recording the event failed: ${error.message}`);
      return json(200, ignored ? { received: true, ignored } : { received: true });
    } catch (error) {
      console.error(
        `[stripe-webhook] ${event.type} ${event.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (claimed) {
        // Released, so Stripe's retry of this event does the work.
        await admin
          .from('stripe_events')
          .delete()
          .eq('id', event.id)
          .is('processed_at', null)
          .then(
            () => undefined,
            () => undefined,
          );
      }
      return json(500, { error: 'The event could not be processed; Stripe will retry.' });
    }
  };
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
