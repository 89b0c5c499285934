// What each membership checkout (or plan change) agreed, recorded server-side before the member
// sees Stripe (public.membership_checkouts, service role only), and the member's earlier open
// checkouts, expired when a new one is opened so two tabs cannot both be paid.
import { PublicError } from './http.ts';
import type { PaidTier, Stripe } from './stripe.ts';
import type { AdminClient } from './supabase.ts';

export interface AgreementInput {
  userId: string;
  kind: 'checkout' | 'plan_change';
  tier: PaidTier;
  interval: 'month' | 'year';
  amountCents: number;
  trialEnd: number | null;
  subscriptionId?: string;
}

/** Records what the member is agreeing to; answers its id (the subscription's metadata.checkout_id). */
export async function recordAgreement(admin: AdminClient, input: AgreementInput): Promise<string> {
  const { data, error } = await admin
    .from('membership_checkouts')
    .insert({
      user_id: input.userId,
      kind: input.kind,
      tier: input.tier,
      billing_interval: input.interval,
      amount_cents: input.amountCents,
      currency: 'usd',
      trial_end: input.trialEnd ? new Date(input.trialEnd * 1000).toISOString() : null,
      stripe_subscription_id: input.subscriptionId ?? null,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`recording the checkout failed: ${error?.message}`);
  return data.id;
}

export async function attachSession(admin: AdminClient, id: string, sessionId: string) {
  const { error } = await admin
    .from('membership_checkouts')
    .update({ stripe_session_id: sessionId })
    .eq('id', id);
  if (error) throw new Error(`recording the checkout session failed: ${error.message}`);
}

/** Checkout sessions last 24 hours: older ones need no look. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Expires the member's earlier membership checkouts that are still open (checkout.sessions.expire),
 * so only the newest can be paid. One paid moments ago whose membership is not recorded yet stops
 * the new checkout: paying again would charge twice.
 */
export async function expireEarlierCheckouts(
  admin: AdminClient,
  stripe: Stripe,
  userId: string,
): Promise<void> {
  const { data, error } = await admin
    .from('membership_checkouts')
    .select('stripe_session_id')
    .eq('user_id', userId)
    .eq('kind', 'checkout')
    .not('stripe_session_id', 'is', null)
    .gte('created_at', new Date(Date.now() - SESSION_LIFETIME_MS).toISOString())
    .order('created_at', { ascending: false })
    .limit(10);
  if (error) throw new Error(`reading membership_checkouts failed: ${error.message}`);
  for (const row of data ?? []) {
    const id = row.stripe_session_id;
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === 'open') session = await stripe.checkout.sessions.expire(id);
    } catch (caught) {
      if ((caught as { code?: string }).code === 'resource_missing') continue;
      // Paid between the look and the expiry: read it again below.
      session = await stripe.checkout.sessions.retrieve(id);
    }
    if (session.status !== 'complete' || typeof session.subscription !== 'string') continue;
    const { data: recorded, error: readError } = await admin
      .from('membership_subscriptions')
      .select('membership_id')
      .eq('stripe_subscription_id', session.subscription)
      .maybeSingle();
    if (readError) throw new Error(`reading membership_subscriptions failed: ${readError.message}`);
    const { data: problem } = await admin
      .from('payment_problems')
      .select('id')
      .eq('stripe_subscription_id', session.subscription)
      .limit(1)
      .maybeSingle();
    if (!recorded && !problem) {
      throw new PublicError(
        409,
        'Your earlier payment went through and your membership is being set up. You won’t be charged again. Please wait a minute, then reload this page.',
      );
    }
  }
}
