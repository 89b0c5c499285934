// A paid subscription Harbor did not turn into a membership is never silently kept: a duplicate
// of the member's plan (two tabs, paying twice) or one at a price the member never agreed to is
// refunded in full (its latest invoice's payment) and cancelled, and recorded in
// public.payment_problems with a console.error line, for the team. checkout-status reads the
// row to tell the member in words. When the refund cannot be made (nothing was paid, or Stripe
// refused it) the subscription is still cancelled and the row says 'canceled' or 'flagged'.
// Each step is safe to repeat (Stripe retries events): the refund carries an idempotency key, an
// earlier refund is found and counted, and the row is written once per subscription and kind.
import type { Stripe } from './stripe.ts';
import type { AdminClient } from './supabase.ts';

export type ProblemKind = 'duplicate' | 'refused';

const REASONS: Record<ProblemKind, string> = {
  duplicate: 'a second payment while another subscription already pays for the plan',
  refused: 'the price is not the one the member agreed to',
};

const latestInvoiceId = (subscription: Stripe.Subscription) =>
  typeof subscription.latest_invoice === 'string'
    ? subscription.latest_invoice
    : (subscription.latest_invoice?.id ?? null);

/** Refunds what the subscription's latest invoice took; answers the amount refunded (earlier refunds included) and the refund id. */
async function refundLatestPayment(
  stripe: Stripe,
  subscription: Stripe.Subscription,
  kind: ProblemKind,
): Promise<{ refundedCents: number; refundId: string | null }> {
  const invoiceId = latestInvoiceId(subscription);
  if (!invoiceId) return { refundedCents: 0, refundId: null };
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
  let refundedCents = 0;
  let refundId: string | null = null;
  for (const payment of payments.data) {
    const raw = payment.payment.payment_intent;
    const intent = typeof raw === 'string' ? raw : (raw?.id ?? null);
    if (payment.status !== 'paid' || !intent || !(payment.amount_paid ?? 0)) continue;
    const earlier = await stripe.refunds.list({ payment_intent: intent, limit: 10 });
    const already = earlier.data
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = (payment.amount_paid ?? 0) - already;
    refundedCents += already;
    refundId ??= earlier.data[0]?.id ?? null;
    if (left <= 0) continue;
    const refund = await stripe.refunds.create(
      {
        payment_intent: intent,
        amount: left,
        reason: kind === 'duplicate' ? 'duplicate' : 'requested_by_customer',
        metadata: { harbor_problem: kind, subscription: subscription.id },
      },
      { idempotencyKey: `harbor-refund-${subscription.id}-${intent}` },
    );
    refundedCents += refund.amount;
    refundId = refund.id;
  }
  return { refundedCents, refundId };
}

/**
 * Refunds and cancels a subscription that gives no membership, and records it for the team. The
 * row is written first, so the cancellation's own event (which may arrive while this runs) finds
 * the subscription already refused.
 */
export async function refundAndCancel(
  admin: AdminClient,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  kind: ProblemKind,
  who: { userId: string | null; customerId: string | null },
): Promise<void> {
  const { error: insertError } = await admin.from('payment_problems').upsert(
    {
      kind,
      action: 'flagged',
      user_id: who.userId,
      stripe_subscription_id: subscription.id,
      stripe_customer_id: who.customerId,
      reason: kind === 'refused' ? 'unknown price' : REASONS.duplicate,
    },
    { onConflict: 'stripe_subscription_id,kind', ignoreDuplicates: true },
  );
  if (insertError) throw new Error(`recording the payment problem failed: ${insertError.message}`);

  let action: 'refunded' | 'canceled' | 'flagged' = 'canceled';
  let refundedCents = 0;
  let refundId: string | null = null;
  try {
    ({ refundedCents, refundId } = await refundLatestPayment(stripe, subscription, kind));
    if (refundedCents > 0) action = 'refunded';
  } catch (error) {
    action = 'flagged';
    console.error(
      `[stripe-webhook] subscription ${subscription.id}: refunding it failed (${String(error)}); flagged for the team in payment_problems`,
    );
  }
  if (subscription.status !== 'canceled') {
    try {
      await stripe.subscriptions.cancel(subscription.id);
    } catch (error) {
      action = 'flagged';
      console.error(
        `[stripe-webhook] cancelling subscription ${subscription.id} failed: ${String(error)}; flagged for the team in payment_problems`,
      );
    }
  }
  const { error } = await admin
    .from('payment_problems')
    .update({ action, refunded_cents: refundedCents, stripe_refund_id: refundId })
    .eq('stripe_subscription_id', subscription.id)
    .eq('kind', kind);
  if (error) throw new Error(`recording the payment problem failed: ${error.message}`);
  console.error(
    `[stripe-webhook] subscription ${subscription.id} (member ${who.userId ?? 'unknown'}): ${REASONS[kind]}; ${
      action === 'refunded'
        ? `refunded ${refundedCents} cents (${refundId}) and cancelled`
        : action === 'canceled'
          ? 'nothing was paid; cancelled'
          : 'FLAGGED for the team: see payment_problems'
    }`,
  );
}
