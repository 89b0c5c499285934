// POST /functions/v1/checkout-status { sessionId }: what a Checkout session was for, whether
// it is paid, and whether Harbor has recorded it (`fulfilled`: the membership is active, the
// donation or order marked paid; false while the webhook has not been processed yet), for
// /payment-success. Reads Stripe (the source of truth) and the database, not the browser.
// Session ids are long and unguessable; only what the buyer saw on the checkout page is returned.
// A paid membership that Harbor refunded and cancelled (a duplicate of the member's plan, or a
// price they never agreed to: public.payment_problems) answers `outcome` and `refundedCents`, so
// the page says so in words instead of "being set up" forever.
import { DESCRIPTIONS } from '../_shared/descriptions.ts';
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { isPaidTier, stripeClient } from '../_shared/stripe.ts';
import { adminClient } from '../_shared/supabase.ts';

/**
 * One line of an order as the buyer saw it named: `title` in `titleLanguage` (a Spanish checkout
 * keeps a book's published title, or an untranslated item's name, in English), so the payment
 * page can mark an English name `lang="en"` inside its Spanish sentence.
 */
interface OrderLine {
  title: string;
  titleLanguage: 'en' | 'es';
  size: string | null;
  quantity: number;
}

/** What the buyer ordered, from the order's own lines, named as on the checkout page. */
async function orderLines(env: FunctionEnv, sessionId: string): Promise<OrderLine[] | null> {
  const admin = adminClient(env);
  const { data: order } = await admin
    .from('orders')
    .select('id')
    .eq('stripe_session_id', sessionId)
    .maybeSingle();
  if (!order) return null;
  const { data: lines } = await admin
    .from('order_items')
    .select('title, title_language, size, quantity')
    .eq('order_id', order.id)
    .order('title')
    .order('size');
  if (!lines || lines.length === 0) return null;
  return lines.map((line) => ({
    title: line.title,
    titleLanguage: line.title_language === 'es' ? 'es' : 'en',
    size: line.size,
    quantity: line.quantity,
  }));
}

/** "Healing Bundle × 2, You Are Not Alone T-shirt — size M": the lines in one sentence. */
function linesSentence(
  lines: readonly OrderLine[],
  words: (typeof DESCRIPTIONS)[keyof typeof DESCRIPTIONS],
): string {
  return lines
    .map((line) => {
      const name = words.line(line.title, line.size);
      return line.quantity > 1 ? `${name} × ${line.quantity}` : name;
    })
    .join(', ');
}

/** What Harbor did with a paid subscription that gave no membership, for the member to read. */
async function problemOutcome(
  env: FunctionEnv,
  session: { subscription?: string | { id: string } | null },
): Promise<{ outcome: string; refundedCents: number } | null> {
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return null;
  const { data, error } = await adminClient(env)
    .from('payment_problems')
    .select('kind, action, refunded_cents')
    .eq('stripe_subscription_id', subscriptionId)
    .order('created_at')
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`reading payment_problems failed: ${error.message}`);
  if (!data) return null;
  const refunded = data.action === 'refunded';
  return {
    outcome: `${refunded ? 'refunded' : 'stopped'}-${data.kind}`,
    refundedCents: refunded ? (data.refunded_cents ?? 0) : 0,
  };
}

/** Whether the webhook has recorded a paid session: the membership it bought is active, the donation or order paid. */
async function isFulfilled(
  env: FunctionEnv,
  kind: 'membership' | 'donation' | 'goods',
  session: { id: string; subscription?: string | { id: string } | null },
): Promise<boolean> {
  const admin = adminClient(env);
  if (kind === 'membership') {
    const subscriptionId =
      typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (!subscriptionId) return false;
    const { data: link, error } = await admin
      .from('membership_subscriptions')
      .select('membership_id')
      .eq('stripe_subscription_id', subscriptionId)
      .maybeSingle();
    if (error) throw new Error(`reading membership_subscriptions failed: ${error.message}`);
    if (!link) return false;
    const { data: membership, error: membershipError } = await admin
      .from('memberships')
      .select('is_active')
      .eq('id', link.membership_id)
      .maybeSingle();
    if (membershipError) throw new Error(`reading memberships failed: ${membershipError.message}`);
    return membership?.is_active === true;
  }
  const { data, error } = await admin
    .from(kind === 'donation' ? 'donations' : 'orders')
    .select('status')
    .eq('stripe_session_id', session.id)
    .maybeSingle();
  if (error) throw new Error(`reading the ${kind} failed: ${error.message}`);
  return data?.status === 'paid';
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('checkout-status', async (req) => {
    const { sessionId } = await readJsonObject(req);
    if (typeof sessionId !== 'string' || !/^cs_(test|live)_[A-Za-z0-9]{10,200}$/.test(sessionId)) {
      throw new PublicError(400, 'This payment link is not valid.');
    }
    let session;
    try {
      session = await stripeClient(env).checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') {
        throw new PublicError(404, 'We could not find this payment.');
      }
      throw error;
    }
    const metadata = session.metadata ?? {};
    const kind =
      metadata.kind === 'membership' || metadata.kind === 'donation' ? metadata.kind : 'goods';
    const tier = isPaidTier(metadata.tier) ? metadata.tier : undefined;
    const amountCents = session.amount_total ?? 0;
    // In the language the checkout was opened in (the checkout function's locale, issue 25).
    const words = session.locale?.startsWith('es') ? DESCRIPTIONS.es : DESCRIPTIONS.en;
    let description: string;
    let lines: OrderLine[] | null = null;
    if (kind === 'membership' && tier) {
      description = words.membership(words.tiers[tier], metadata.interval === 'year');
    } else if (kind === 'donation') {
      description = words.donation(metadata.recurring === 'true');
    } else {
      // An order's lines, named as the checkout page named them (in its language). The sentence
      // stays for callers that read only it; `lines` lets a page mark each name's language.
      lines = await orderLines(env, session.id);
      description = lines ? linesSentence(lines, words) : words.order;
    }
    const status = session.status ?? 'open';
    const fulfilled = status === 'complete' && (await isFulfilled(env, kind, session));
    const problem =
      kind === 'membership' && status === 'complete' && !fulfilled
        ? await problemOutcome(env, session)
        : null;
    return json(200, {
      status,
      fulfilled,
      ...(problem ?? {}),
      kind,
      description,
      amountCents,
      currency: session.currency ?? 'usd',
      ...(kind === 'membership' && tier ? { tier } : {}),
      ...(lines ? { lines } : {}),
    });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
