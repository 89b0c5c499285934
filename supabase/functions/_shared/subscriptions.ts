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
// - access is granted or kept only at the price the member agreed to: the membership_checkouts
//   row named by the subscription's metadata.checkout_id (tier, interval, amount, recorded by the
//   checkout function when the checkout or plan change was made), so a later change to
//   membership_plans never refuses a member who paid. A subscription without that record (made
//   before it existed) must be at a price of membership_plans today. Any other price is refused:
//   the webhook refunds and cancels it and records it in payment_problems (the member is told on
//   the payment page). Ending access never depends on the price;
// - a second subscription while another already pays for the member's plan is a duplicate (two
//   tabs, paying twice): the plan Harbor recorded first stays, and the webhook refunds and cancels
//   the duplicate. Plan changes never make a second subscription: they update the first;
// - ending never depends on the customer still existing: a deleted customer's cancelled
//   subscription ends the membership (the member is found from Harbor's own records);
// - the member is the one Harbor recorded for the subscription's customer (stripe_customers, or
//   the customer's metadata.user_id); a subscription or customer that names someone else is refused;
// - an event older than the newest one applied to the subscription changes nothing
//   (membership_subscriptions.last_event_at).
// public.apply_stripe_subscription does the writes in one transaction: a new active membership
// closes the member's previous one (the memberships_close_other_active trigger), and a closed
// (replaced) membership is never reopened by a late event.
import { isPaidTier, type PaidTier, type Stripe } from './stripe.ts';
import type { AdminClient } from './supabase.ts';

/** What syncSubscription did, for the webhook's answer and log. */
export type SyncOutcome =
  | { applied: true; duplicate: false }
  /** Recorded closed: another subscription already pays for the member's plan. Refund and cancel it. */
  | { applied: true; duplicate: true; userId: string; customerId: string }
  | { applied: false; reason: string; refused?: { userId: string; customerId: string } };

/** A subscription Stripe still bills (or is retrying). */
export const LIVE = new Set(['active', 'trialing', 'past_due']);

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
  admin: AdminClient,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const { data, error } = await admin
    .from('stripe_customers')
    .select('user_id')
    .eq('customer_id', customerId)
    .maybeSingle();
  if (error) throw new Error(`reading stripe_customers failed: ${error.message}`);
  return data?.user_id ?? null;
}

const customerIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string'
    ? subscription.customer
    : (subscription.customer?.id ?? null);

/** A monthly donation's subscription: its donation row follows the subscription's status. */
async function syncDonation(admin: AdminClient, subscription: Stripe.Subscription) {
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
  admin: AdminClient,
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

/** What a checkout or plan change agreed (public.membership_checkouts). */
export interface Agreement {
  id: string;
  user_id: string;
  tier: string;
  billing_interval: string;
  amount_cents: number;
  currency: string;
}

export async function agreementFor(
  admin: AdminClient,
  id: string | undefined,
): Promise<Agreement | null> {
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const { data, error } = await admin
    .from('membership_checkouts')
    .select('id, user_id, tier, billing_interval, amount_cents, currency')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`reading membership_checkouts failed: ${error.message}`);
  return (data as Agreement | null) ?? null;
}

/** Whether the price is the one the member agreed to: same tier, interval, amount and currency, quantity 1. */
export function matchesAgreement(
  agreement: Agreement,
  tier: PaidTier,
  price: Stripe.Price,
  quantity: number,
): boolean {
  return (
    quantity === 1 &&
    agreement.tier === tier &&
    price.currency === agreement.currency &&
    (price.recurring?.interval_count ?? 1) === 1 &&
    price.recurring?.interval === agreement.billing_interval &&
    price.unit_amount === agreement.amount_cents
  );
}

/** The member Harbor linked to a subscription it recorded (membership_subscriptions), or null. */
async function userIdForSubscription(admin: AdminClient, subscriptionId: string) {
  const { data, error } = await admin
    .from('membership_subscriptions')
    .select('user_id')
    .eq('stripe_subscription_id', subscriptionId)
    .maybeSingle();
  if (error) throw new Error(`reading membership_subscriptions failed: ${error.message}`);
  return data?.user_id ?? null;
}

/** A refusal already recorded for this subscription (it was refunded or flagged): it stays refused. */
async function refusedBefore(admin: AdminClient, subscriptionId: string) {
  const { data, error } = await admin
    .from('payment_problems')
    .select('reason')
    .eq('stripe_subscription_id', subscriptionId)
    .eq('kind', 'refused')
    .maybeSingle();
  if (error) throw new Error(`reading payment_problems failed: ${error.message}`);
  return data?.reason ?? null;
}

/**
 * Before a new subscription is recorded: the member's other recorded subscription, if Stripe has
 * ended it meanwhile (its event not yet here), is ended first, so the new one is not taken for a
 * duplicate of a plan that no longer exists.
 */
async function settleOtherPlan(
  admin: AdminClient,
  stripe: Stripe,
  userId: string,
  subscriptionId: string,
  eventCreated: number,
) {
  const { data: active, error: activeError } = await admin
    .from('memberships')
    .select('id')
    .eq('user_id', userId)
    .eq('is_active', true);
  if (activeError) throw new Error(`reading memberships failed: ${activeError.message}`);
  const ids = (active ?? []).map((row) => row.id);
  if (ids.length === 0) return;
  const { data, error } = await admin
    .from('membership_subscriptions')
    .select('stripe_subscription_id')
    .in('membership_id', ids)
    .is('replaced_at', null)
    .neq('stripe_subscription_id', subscriptionId);
  if (error) throw new Error(`reading membership_subscriptions failed: ${error.message}`);
  for (const row of data ?? []) {
    const otherId = row.stripe_subscription_id;
    let other: Stripe.Subscription;
    try {
      other = await stripe.subscriptions.retrieve(otherId);
    } catch (caught) {
      if ((caught as { code?: string }).code === 'resource_missing') continue;
      throw caught;
    }
    if (!LIVE.has(other.status)) await syncSubscription(admin, stripe, other, eventCreated);
  }
}

/**
 * Applies the subscription (as just re-read from Stripe) to the member's membership.
 * `eventCreated` is the Stripe event's creation time (seconds): an older event than the newest
 * applied to this subscription changes nothing.
 * When it is a duplicate of the member's plan, or its price is refused, the outcome says so and
 * the caller refunds and cancels it (see the stripe-webhook function).
 */
export async function syncSubscription(
  admin: AdminClient,
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
    return { applied: true, duplicate: false };
  }
  if (subscription.status === 'incomplete') return refuse('first payment not through yet');
  const ended = ENDED.has(subscription.status);

  // The customer, re-read from Stripe, and the member Harbor recorded for it.
  const customerId = customerIdOf(subscription);
  if (!customerId) return refuse('no customer');
  const refusedReason = await refusedBefore(admin, subscription.id);
  if (refusedReason) return refuse(refusedReason);
  const customer = await stripe.customers.retrieve(customerId);
  const deleted = Boolean((customer as { deleted?: boolean }).deleted);
  // A deleted customer can only end a membership (Stripe cancels its subscriptions).
  if (deleted && !ended) return refuse('the customer is deleted');
  const customerUser =
    (await userIdForCustomer(admin, customerId)) ??
    (deleted ? null : ((customer as Stripe.Customer).metadata?.user_id ?? null)) ??
    (ended ? await userIdForSubscription(admin, subscription.id) : null);
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
    // Access is granted only at the price the member agreed to (or, for a subscription made
    // before agreements were recorded, a price of Harbor's plans today), as Stripe has it now.
    const price = await stripe.prices.retrieve(item.price.id);
    const agreement = await agreementFor(admin, subscription.metadata?.checkout_id);
    const quantity = item.quantity ?? 1;
    const agreed =
      agreement && agreement.user_id === userId
        ? matchesAgreement(agreement, tier, price, quantity)
        : await isPlanPrice(admin, tier, price, quantity);
    if (!agreed) {
      console.error(
        `[stripe-webhook] subscription ${subscription.id}: price ${price.id} (${price.unit_amount} ${price.currency} every ${price.recurring?.interval}) is not the ${tier} price ${agreement ? `agreed at checkout ${agreement.id}` : 'in membership_plans'}; access refused`,
      );
      return { applied: false, reason: 'unknown price', refused: { userId, customerId } };
    }
    await settleOtherPlan(admin, stripe, userId, subscription.id, eventCreated);
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
  return data === subscription.id
    ? { applied: true, duplicate: true, userId, customerId }
    : { applied: true, duplicate: false };
}
