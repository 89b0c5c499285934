// Keeps public.memberships in step with a Stripe subscription. Always called with the
// subscription as Stripe has it now (re-read from Stripe's API, never taken from an event's body),
// with its price and customer re-read too, so events that arrive late, out of order or twice all
// end in the same state, and an event body cannot grant anything Stripe does not say.
//
// Rules:
// - active, trialing or past_due: access (past_due is Stripe retrying a failed payment; access
//   continues through the retries, and ends when Stripe gives up and cancels or marks it unpaid);
// - cancel_at_period_end: access until end_date = the end of the paid period;
// - canceled, unpaid or incomplete_expired: ended (is_active false, end_date when it ended);
// - incomplete (first payment not through yet): nothing is granted;
// - access is granted or kept only at a price of Harbor's plans (membership_plans: the tier's
//   monthly or yearly price in USD, quantity 1); any other price is refused and logged. Ending
//   access never depends on the price;
// - the member is the one Harbor recorded for the subscription's customer (stripe_customers, or
//   the customer's metadata.user_id); a subscription or customer that names someone else is refused;
// - an event older than the newest one applied to the subscription changes nothing
//   (membership_subscriptions.last_event_at).
// public.apply_stripe_subscription does the writes in one transaction: a new active membership
// closes the member's previous one (the memberships_close_other_active trigger), and a closed
// (replaced) membership is never reopened by a late event.
import type { SupabaseClient } from '@supabase/supabase-js';
import { isPaidTier, type PaidTier, type Stripe } from './stripe.ts';

/** What syncSubscription did, for the webhook's answer and log. */
export type SyncOutcome =
  { applied: true; replacedSubscriptionId: string | null } | { applied: false; reason: string };

const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/** The current period's end: on the subscription item in current API versions, else on the subscription. */
export function periodEndOf(subscription: Stripe.Subscription): number | null {
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return item?.current_period_end ?? legacy ?? null;
}

/** The tier: from the price (metadata.tier or lookup_key harbor_<tier>_<interval>, so plan changes in the portal count), else the subscription's metadata. */
export function tierOf(subscription: Stripe.Subscription): PaidTier | null {
  const price = subscription.items?.data?.[0]?.price;
  const fromPrice = price?.metadata?.tier ?? /^harbor_([a-z]+)_/.exec(price?.lookup_key ?? '')?.[1];
  if (isPaidTier(fromPrice)) return fromPrice;
  const fromMetadata = subscription.metadata?.tier;
  return isPaidTier(fromMetadata) ? fromMetadata : null;
}

export async function userIdForCustomer(
  admin: SupabaseClient,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const { data, error } = await admin
    .from('stripe_customers')
    .select('user_id')
    .eq('customer_id', customerId)
    .maybeSingle();
  if (error) throw new Error(`reading stripe_customers failed: ${error.message}`);
  return (data?.user_id as string | undefined) ?? null;
}

const customerIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string'
    ? subscription.customer
    : (subscription.customer?.id ?? null);

/** A monthly donation's subscription: its donation row follows the subscription's status. */
async function syncDonation(admin: SupabaseClient, subscription: Stripe.Subscription) {
  if (!ENDED.has(subscription.status)) return;
  const { error } = await admin
    .from('donations')
    .update({ status: 'canceled' })
    .eq('stripe_subscription_id', subscription.id)
    .eq('status', 'paid');
  if (error) throw new Error(`updating the donation failed: ${error.message}`);
}

/**
 * Whether a price is one of Harbor's plan prices for the tier: as membership_plans says, in USD,
 * billed every month or every year.
 */
export async function isPlanPrice(
  admin: SupabaseClient,
  tier: PaidTier,
  price: Stripe.Price,
  quantity: number,
): Promise<boolean> {
  const interval = price.recurring?.interval;
  if (quantity !== 1 || price.currency !== 'usd' || (price.recurring?.interval_count ?? 1) !== 1)
    return false;
  if (interval !== 'month' && interval !== 'year') return false;
  const { data: plan, error } = await admin
    .from('membership_plans')
    .select('monthly_price_cents, yearly_price_cents')
    .eq('tier', tier)
    .maybeSingle();
  if (error) throw new Error(`reading membership_plans failed: ${error.message}`);
  if (!plan) return false;
  const expected = interval === 'month' ? plan.monthly_price_cents : plan.yearly_price_cents;
  return typeof expected === 'number' && expected > 0 && price.unit_amount === expected;
}

/**
 * Applies the subscription (as just re-read from Stripe) to the member's membership.
 * `eventCreated` is the Stripe event's creation time (seconds): an older event than the newest
 * applied to this subscription changes nothing.
 * When applied, answers the id of a Stripe subscription that no longer pays for the membership
 * (the older plan this one replaced, or this one if a newer plan was already active); the caller
 * cancels it in Stripe so the member is not charged twice.
 */
export async function syncSubscription(
  admin: SupabaseClient,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  eventCreated: number,
  hintUserId: string | null = null,
): Promise<SyncOutcome> {
  const refuse = (reason: string): SyncOutcome => {
    console.warn(`[stripe-webhook] subscription ${subscription.id}: ${reason}; not applied`);
    return { applied: false, reason };
  };
  if (subscription.metadata?.kind === 'donation') {
    await syncDonation(admin, subscription);
    return { applied: true, replacedSubscriptionId: null };
  }
  if (subscription.status === 'incomplete') return refuse('first payment not through yet');
  const ended = ENDED.has(subscription.status);

  // The customer, re-read from Stripe, and the member Harbor recorded for it.
  const customerId = customerIdOf(subscription);
  if (!customerId) return refuse('no customer');
  const customer = await stripe.customers.retrieve(customerId);
  if ((customer as { deleted?: boolean }).deleted) return refuse('the customer is deleted');
  const customerUser =
    (await userIdForCustomer(admin, customerId)) ??
    (customer as Stripe.Customer).metadata?.user_id ??
    null;
  if (!customerUser) return refuse('the customer is no Harbor member');
  for (const named of [subscription.metadata?.user_id, hintUserId]) {
    if (named && named !== customerUser) return refuse('it names another member than its customer');
  }
  const userId = customerUser;

  const tier = tierOf(subscription);
  if (!tier) return refuse('no tier');
  const item = subscription.items?.data?.[0];
  if (!item?.price?.id) return refuse('no price');
  if (!ended) {
    // Access is granted only at a price of Harbor's plans, as Stripe has that price now.
    const price = await stripe.prices.retrieve(item.price.id);
    if (!(await isPlanPrice(admin, tier, price, item.quantity ?? 1))) {
      console.error(
        `[stripe-webhook] subscription ${subscription.id}: price ${price.id} (${price.unit_amount} ${price.currency} every ${price.recurring?.interval}) is not a ${tier} plan price in membership_plans; access refused`,
      );
      return { applied: false, reason: 'unknown price' };
    }
  }
  const endDate = ended
    ? iso(subscription.ended_at ?? subscription.canceled_at ?? Math.floor(Date.now() / 1000))
    : subscription.cancel_at_period_end
      ? iso(periodEndOf(subscription))
      : iso(subscription.cancel_at);
  const interval = item.price.recurring?.interval;
  const { data, error } = await admin.rpc('apply_stripe_subscription', {
    p_user_id: userId,
    p_subscription_id: subscription.id,
    p_customer_id: customerId,
    p_tier: tier,
    p_interval: interval === 'month' || interval === 'year' ? interval : null,
    p_status: subscription.status,
    p_is_active: !ended,
    p_start_date: iso(subscription.start_date ?? subscription.created),
    p_end_date: endDate,
    p_cancel_at_period_end: Boolean(subscription.cancel_at_period_end),
    p_event_created_at: iso(eventCreated),
  });
  if (error) throw new Error(`apply_stripe_subscription failed: ${error.message}`);
  return { applied: true, replacedSubscriptionId: typeof data === 'string' ? data : null };
}
