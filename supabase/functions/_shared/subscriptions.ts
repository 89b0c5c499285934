// Keeps public.memberships in step with a Stripe subscription. Always called with the
// subscription as Stripe has it now (re-fetched), so events that arrive late, out of order or
// twice all end in the same state.
//
// Rules:
// - active, trialing or past_due: access (past_due is Stripe retrying a failed payment; access
//   continues through the retries, and ends when Stripe gives up and cancels or marks it unpaid);
// - cancel_at_period_end: access until end_date = the end of the paid period;
// - canceled, unpaid or incomplete_expired: ended (is_active false, end_date when it ended);
// - incomplete (first payment not through yet): nothing is granted.
// public.apply_stripe_subscription does the writes in one transaction: a new active membership
// closes the member's previous one (the memberships_close_other_active trigger), and a closed
// (replaced) membership is never reopened by a late event.
import type { SupabaseClient } from '@supabase/supabase-js';
import { isPaidTier, type PaidTier, type Stripe } from './stripe.ts';

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
 * Applies the subscription to the member's membership.
 * Returns the id of a Stripe subscription that no longer pays for the membership (the older plan
 * this one replaced, or this one if a newer plan was already active); the caller cancels it in
 * Stripe so the member is not charged twice.
 */
export async function syncSubscription(
  admin: SupabaseClient,
  subscription: Stripe.Subscription,
  hintUserId: string | null = null,
): Promise<{ replacedSubscriptionId: string | null }> {
  const none = { replacedSubscriptionId: null };
  if (subscription.metadata?.kind === 'donation') {
    await syncDonation(admin, subscription);
    return none;
  }
  if (subscription.status === 'incomplete') return none;
  const customerId = customerIdOf(subscription);
  const userId =
    subscription.metadata?.user_id ?? hintUserId ?? (await userIdForCustomer(admin, customerId));
  const tier = tierOf(subscription);
  if (!userId || !tier) {
    console.warn(
      `[stripe-webhook] subscription ${subscription.id}: no Harbor user or tier; ignored`,
    );
    return none;
  }
  const ended = ENDED.has(subscription.status);
  const endDate = ended
    ? iso(subscription.ended_at ?? subscription.canceled_at ?? Math.floor(Date.now() / 1000))
    : subscription.cancel_at_period_end
      ? iso(periodEndOf(subscription))
      : iso(subscription.cancel_at);
  const interval = subscription.items?.data?.[0]?.price?.recurring?.interval;
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
  });
  if (error) throw new Error(`apply_stripe_subscription failed: ${error.message}`);
  return { replacedSubscriptionId: typeof data === 'string' ? data : null };
}
