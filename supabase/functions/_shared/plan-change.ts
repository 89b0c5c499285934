// A member with a paid subscription changes plan the way Stripe intends: the same subscription is
// updated to the new price with proration (never a second checkout, never a cancellation with no
// credit). What happens, in Stripe's words and Harbor's:
// - same billing interval: the unused time on the old plan is credited and the rest of the period
//   on the new plan charged, both on the next invoice (proration_behavior create_prorations);
// - another interval (monthly to yearly, or back): a new period starts today and is invoiced now,
//   with the unused time on the old plan credited against it; what the credit leaves over stays
//   on the customer's balance and pays the next invoices;
// - a Basic plan still in the trial that carried over a hardship grant, moving to Premium or VIP:
//   the trial ends now (trial_end=now) and the new plan is charged in full today. The grant was
//   Basic; it never pays for a higher tier.
// The membership is updated at once from the updated subscription (the webhook's event for it
// then changes nothing), and the answer says in words what happened, with the amounts.
import { recordAgreement } from './membership-checkouts.ts';
import type { PaidTier, Stripe } from './stripe.ts';
import { LIVE, syncSubscription, tierOf } from './subscriptions.ts';
import type { AdminClient } from './supabase.ts';

const TIER_NAMES: Record<PaidTier, string> = { basic: 'Basic', premium: 'Premium', vip: 'VIP' };

const money = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export interface PlanChange {
  changed: true;
  tier: PaidTier;
  interval: 'month' | 'year';
  message: string;
}

const isProration = (line: Stripe.InvoiceLineItem) =>
  Boolean(
    line.parent?.subscription_item_details?.proration ??
    line.parent?.invoice_item_details?.proration,
  );

function prorations(invoice: Stripe.Invoice) {
  const lines = invoice.lines.data.filter(isProration);
  return {
    credit: -lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0),
    charge: lines.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0),
  };
}

/**
 * Changes the member's live subscription to `tier`/`interval` at `amountCents`. Answers null when
 * Stripe no longer bills that subscription (the caller then opens a checkout as for anyone).
 */
export async function changePlan(
  admin: AdminClient,
  stripe: Stripe,
  input: {
    userId: string;
    subscriptionId: string;
    tier: PaidTier;
    interval: 'month' | 'year';
    amountCents: number;
    planName: string;
  },
): Promise<PlanChange | null> {
  const current = await stripe.subscriptions.retrieve(input.subscriptionId);
  if (!LIVE.has(current.status)) return null;
  const item = current.items.data[0];
  if (!item) return null;
  const fromTier = tierOf(current);
  const fromName = fromTier ? TIER_NAMES[fromTier] : 'earlier';
  const fromInterval = item.price.recurring?.interval;
  const intervalChanged = fromInterval !== input.interval;
  // The free time of a hardship grant carries over to Basic only.
  const endTrial = current.status === 'trialing' && input.tier !== 'basic';

  const checkoutId = await recordAgreement(admin, {
    userId: input.userId,
    kind: 'plan_change',
    tier: input.tier,
    interval: input.interval,
    amountCents: input.amountCents,
    trialEnd: null,
    subscriptionId: current.id,
  });
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: input.amountCents,
    recurring: { interval: input.interval },
    product_data: { name: `Harbor ${input.planName} membership` },
    metadata: { tier: input.tier, interval: input.interval },
  });
  const updated = await stripe.subscriptions.update(
    current.id,
    {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
      metadata: { tier: input.tier, interval: input.interval, checkout_id: checkoutId },
      ...(endTrial ? { trial_end: 'now' as const } : {}),
    },
    { idempotencyKey: `harbor-plan-change-${checkoutId}` },
  );
  const outcome = await syncSubscription(
    admin,
    stripe,
    updated,
    Math.floor(Date.now() / 1000),
    input.userId,
  );
  if (!outcome.applied) throw new Error(`the changed plan was not applied: ${outcome.reason}`);

  const name = TIER_NAMES[input.tier];
  const billed = input.interval === 'year' ? 'yearly' : 'monthly';
  const opening = intervalChanged
    ? `Your plan is now ${name}, billed ${billed}.`
    : `Your plan is now ${name}.`;
  const periodEnd = updated.items.data[0]?.current_period_end ?? null;
  const renews = periodEnd ? ` It renews on ${day(periodEnd)}.` : '';

  if (current.status === 'trialing' && !endTrial) {
    return {
      changed: true,
      tier: input.tier,
      interval: input.interval,
      message: `${opening} Nothing is charged until your free time ends${current.trial_end ? ` on ${day(current.trial_end)}` : ''}.`,
    };
  }
  if (endTrial || intervalChanged) {
    // Invoiced now: what the invoice took, and any credit left over on the balance.
    const invoiceId =
      typeof updated.latest_invoice === 'string'
        ? updated.latest_invoice
        : (updated.latest_invoice?.id ?? null);
    const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : null;
    const paid = invoice?.amount_paid ?? 0;
    if (endTrial) {
      return {
        changed: true,
        tier: input.tier,
        interval: input.interval,
        message: `${opening} Your free hardship time covers Basic only, so ${name} is charged from today: we charged ${money(paid)} now.${renews}`,
      };
    }
    const { credit } = invoice ? prorations(invoice) : { credit: 0 };
    const customerId =
      typeof updated.customer === 'string' ? updated.customer : updated.customer.id;
    const customer = await stripe.customers.retrieve(customerId);
    const balance = (customer as Stripe.Customer).deleted
      ? 0
      : ((customer as Stripe.Customer).balance ?? 0);
    const left =
      balance < 0
        ? ` The ${money(balance)} left over is kept as credit and pays your next invoices before anything is charged.`
        : '';
    return {
      changed: true,
      tier: input.tier,
      interval: input.interval,
      message: `${opening} We credited what was left of your ${fromName} plan (${money(credit)}) against your new plan, so we charged ${money(paid)} today.${left}${renews}`,
    };
  }
  // Same interval: the prorations wait for the next invoice.
  const upcoming = await stripe.invoices.createPreview({
    customer: typeof updated.customer === 'string' ? updated.customer : updated.customer.id,
    subscription: updated.id,
  });
  const { credit, charge } = prorations(upcoming);
  const when = periodEnd ? `, on ${day(periodEnd)},` : '';
  return {
    changed: true,
    tier: input.tier,
    interval: input.interval,
    message: `${opening} We credited what was left of your ${fromName} plan (${money(credit)}) on your next invoice and added the rest of this period on ${name} (${money(charge)}), so your next invoice${when} is ${money(upcoming.amount_due)}. Nothing is charged today.`,
  };
}
