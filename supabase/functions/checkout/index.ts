// POST /functions/v1/checkout: creates a Stripe Checkout session and answers { url }.
//   { kind: 'membership', tier: 'basic'|'premium'|'vip', interval: 'month'|'year' }  signed in only (401)
//   { kind: 'donation', amountCents: 100..1000000, recurring: boolean }             guests too
//   { kind: 'goods', items: { sku, quantity: 1..10, size? }[] (1..20 lines) }       guests too
//   each with an optional locale: 'en' (the default) or 'es', the page's language: the Stripe page
//   opens in Spanish (es-419) and returns to the Spanish pages (RETURN_PATHS)
//     size: one of the item's catalog_items.sizes, required when it has sizes, refused otherwise
// Prices always come from the database (membership_plans, catalog_items), never from the browser.
// A member whose plan is paid by a live Stripe subscription changes plan by updating it with
// proration (_shared/plan-change.ts): the answer is then { changed, tier, interval, message }, not
// { url }. A new membership checkout records what it agreed (membership_checkouts) and expires the
// member's earlier open checkouts (_shared/membership-checkouts.ts).
import type { User } from '@supabase/supabase-js';
import { customerIdFor } from '../_shared/customers.ts';
import { DESCRIPTIONS, readLocale, STRIPE_LOCALES, type Locale } from '../_shared/descriptions.ts';
import { hardshipTrialEnd } from '../_shared/hardship.ts';
import {
  attachSession,
  expireEarlierCheckouts,
  recordAgreement,
} from '../_shared/membership-checkouts.ts';
import { changePlan, type PlanChange } from '../_shared/plan-change.ts';
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { siteOrigin } from '../_shared/site.ts';
import { stripeClient, isPaidTier, type Stripe } from '../_shared/stripe.ts';
import { adminClient, callerUser, type AdminClient } from '../_shared/supabase.ts';
import { limitGuestCheckout } from '../_shared/write-limits.ts';

export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;
const MAX_LINES = 20;
const MAX_QUANTITY = 10;
/** What a size looks like (catalog_items.sizes says which an item comes in). */
const SIZE = /^[0-9A-Z]{1,4}$/;

interface Context {
  env: FunctionEnv;
  admin: AdminClient;
  stripe: Stripe;
  user: User | null;
  successUrl: string;
  cancelUrl: string;
  /** The page's language: the checkout page's, the pages it returns to and a donation's name. */
  locale: Locale;
}

/**
 * Where Stripe returns the buyer, in the page's language: Harbor's own pages in Spanish are
 * under /es (apps/web's route manifest, spanish-paths.ts).
 */
export const RETURN_PATHS: Readonly<Record<Locale, { success: string; cancel: string }>> = {
  en: { success: '/payment-success', cancel: '/payment-canceled' },
  es: { success: '/es/pago-completado', cancel: '/es/pago-cancelado' },
};

function isInteger(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

async function membership(
  ctx: Context,
  body: Record<string, unknown>,
): Promise<Stripe.Checkout.Session | PlanChange> {
  if (!ctx.user) throw new PublicError(401, 'Please sign in to choose a membership.');
  const { tier, interval } = body;
  if (!isPaidTier(tier))
    throw new PublicError(400, 'Please choose the Basic, Premium or VIP plan.');
  if (interval !== 'month' && interval !== 'year') {
    throw new PublicError(400, 'Please choose monthly or yearly billing.');
  }
  const { data: plan, error } = await ctx.admin
    .from('membership_plans')
    .select('tier, name, name_es, monthly_price_cents, yearly_price_cents')
    .eq('tier', tier)
    .single();
  if (error || !plan) throw new Error(`membership plan ${tier} not found: ${error?.message}`);
  // The plan's name in the page's language (its English name while it has no Spanish one).
  const planName = (ctx.locale === 'es' ? plan.name_es : null) ?? plan.name;
  const amount = interval === 'month' ? plan.monthly_price_cents : plan.yearly_price_cents;
  if (amount === null || !(amount > 0))
    throw new Error(`membership plan ${tier} has no ${interval} price`);

  const { data: current } = await ctx.admin
    .from('memberships')
    .select('id, tier, start_date, end_date, source')
    .eq('user_id', ctx.user.id)
    .eq('is_active', true)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  const currentEnd = current?.end_date ? Date.parse(current.end_date) : null;
  const { data: paid } = current
    ? await ctx.admin
        .from('membership_subscriptions')
        .select('stripe_subscription_id')
        .eq('membership_id', current.id)
        .maybeSingle()
    : { data: null };
  if (paid && current?.tier === tier && (currentEnd === null || currentEnd > Date.now())) {
    throw new PublicError(
      409,
      'You already have this plan. You can change or cancel it under Manage your plan.',
    );
  }
  if (paid) {
    // A plan Stripe still bills changes by updating it, with proration: never a second checkout.
    const changed = await changePlan(ctx.admin, ctx.stripe, {
      userId: ctx.user.id,
      subscriptionId: paid.stripe_subscription_id,
      tier,
      interval,
      amountCents: amount,
      planName,
      locale: ctx.locale,
    });
    if (changed) return changed;
  }

  await expireEarlierCheckouts(ctx.admin, ctx.stripe, ctx.user.id);
  const customer = await customerIdFor(ctx.admin, ctx.stripe, ctx.user, ctx.locale);
  // Only Basic carries a hardship grant's free time over (the grant is Basic); Premium and VIP
  // are charged from the first day.
  const trialEnd = hardshipTrialEnd(current, tier);
  const checkoutId = await recordAgreement(ctx.admin, {
    userId: ctx.user.id,
    kind: 'checkout',
    tier,
    interval,
    amountCents: amount,
    trialEnd,
  });
  const metadata = {
    kind: 'membership',
    tier,
    interval,
    user_id: ctx.user.id,
    checkout_id: checkoutId,
  };
  const session = await ctx.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: ctx.user.id,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: amount,
          recurring: { interval },
          product_data: { name: DESCRIPTIONS[ctx.locale].product(planName) },
        },
      },
    ],
    metadata,
    subscription_data: { metadata, ...(trialEnd ? { trial_end: trialEnd } : {}) },
    success_url: ctx.successUrl,
    cancel_url: ctx.cancelUrl,
    ...STRIPE_LOCALES[ctx.locale],
  });
  await attachSession(ctx.admin, checkoutId, session.id);
  return session;
}

async function donation(ctx: Context, body: Record<string, unknown>) {
  const { amountCents, recurring } = body;
  if (!isInteger(amountCents, DONATION_MIN_CENTS, DONATION_MAX_CENTS)) {
    throw new PublicError(400, 'Please give an amount between $1 and $10,000, in whole cents.');
  }
  if (typeof recurring !== 'boolean')
    throw new PublicError(400, 'Please choose one-time or monthly.');
  const customer = ctx.user
    ? await customerIdFor(ctx.admin, ctx.stripe, ctx.user, ctx.locale)
    : undefined;
  const metadata: Record<string, string> = { kind: 'donation', recurring: String(recurring) };
  if (ctx.user) metadata.user_id = ctx.user.id;
  const name = DESCRIPTIONS[ctx.locale].donation(recurring);
  const session = await ctx.stripe.checkout.sessions.create({
    mode: recurring ? 'subscription' : 'payment',
    ...(customer ? { customer } : {}),
    ...(ctx.user ? { client_reference_id: ctx.user.id } : {}),
    ...(recurring ? { subscription_data: { metadata } } : { submit_type: 'donate' as const }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: amountCents,
          product_data: { name },
          ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    metadata,
    success_url: ctx.successUrl,
    cancel_url: ctx.cancelUrl,
    ...STRIPE_LOCALES[ctx.locale],
  });
  const { error } = await ctx.admin.from('donations').insert({
    user_id: ctx.user?.id ?? null,
    amount_cents: amountCents,
    currency: 'usd',
    recurring,
    status: 'pending',
    stripe_session_id: session.id,
  });
  if (error) throw new Error(`recording the donation failed: ${error.message}`);
  return session;
}

async function goods(ctx: Context, body: Record<string, unknown>) {
  const { items } = body;
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_LINES) {
    throw new PublicError(400, `Please choose between 1 and ${MAX_LINES} items.`);
  }
  // One line per item and size; the quantity limit holds for each.
  const wanted = new Map<string, { sku: string; size: string | null; quantity: number }>();
  for (const item of items as unknown[]) {
    const { sku, quantity, size } = (item ?? {}) as Record<string, unknown>;
    if (
      typeof sku !== 'string' ||
      !/^[a-z0-9][a-z0-9-]{0,62}$/.test(sku) ||
      !isInteger(quantity, 1, MAX_QUANTITY)
    ) {
      throw new PublicError(400, `Each item needs a quantity from 1 to ${MAX_QUANTITY}.`);
    }
    if (size !== undefined && size !== null && !(typeof size === 'string' && SIZE.test(size))) {
      throw new PublicError(400, 'Please choose a size from the list.');
    }
    const chosen = typeof size === 'string' ? size : null;
    const key = `${sku} ${chosen ?? ''}`;
    const total = (wanted.get(key)?.quantity ?? 0) + quantity;
    if (total > MAX_QUANTITY)
      throw new PublicError(400, `You can buy up to ${MAX_QUANTITY} of each item.`);
    wanted.set(key, { sku, size: chosen, quantity: total });
  }
  const skus = [...new Set([...wanted.values()].map((line) => line.sku))];
  const { data: rows, error } = await ctx.admin
    .from('catalog_items')
    .select('sku, kind, title, title_es, price_cents, currency, sizes')
    .in('sku', skus)
    .eq('active', true);
  if (error) throw new Error(`reading catalog_items failed: ${error.message}`);
  const catalogue = new Map((rows ?? []).map((row) => [row.sku, row]));
  const lines = [...wanted.values()].map(({ sku, size, quantity }) => {
    const row = catalogue.get(sku);
    if (!row)
      throw new PublicError(
        400,
        'One of the items is no longer available. Please refresh the page and try again.',
      );
    // The server's own sentences, written in English, name the item in English.
    const { title } = row;
    const sizes = row.sizes ?? [];
    if (sizes.length > 0 && size === null) {
      throw new PublicError(400, `Please choose a size for the ${title}.`);
    }
    if (sizes.length === 0 && size !== null) {
      throw new PublicError(400, `The ${title} has no sizes. Please buy it without a size.`);
    }
    if (size !== null && !sizes.includes(size)) {
      throw new PublicError(
        400,
        `The ${title} comes in sizes ${sizes.join(', ')}. Please choose one of those.`,
      );
    }
    return {
      sku,
      size,
      quantity,
      physical: row.kind === 'book' || row.kind === 'apparel',
      // The line's name in the page's language (its English name while it has no Spanish one),
      // and which language that name is in.
      ...(ctx.locale === 'es' && row.title_es
        ? { title: row.title_es, titleLanguage: 'es' as const }
        : { title, titleLanguage: 'en' as const }),
      unitPrice: row.price_cents,
      currency: row.currency,
    };
  });
  const currency = lines[0]?.currency ?? 'usd';
  if (lines.some((line) => line.currency !== currency)) {
    throw new PublicError(400, 'Please buy items priced in different currencies separately.');
  }
  const customer = ctx.user
    ? await customerIdFor(ctx.admin, ctx.stripe, ctx.user, ctx.locale)
    : undefined;
  const metadata: Record<string, string> = { kind: 'goods' };
  if (ctx.user) metadata.user_id = ctx.user.id;
  const session = await ctx.stripe.checkout.sessions.create({
    mode: 'payment',
    ...(customer ? { customer } : {}),
    ...(ctx.user ? { client_reference_id: ctx.user.id } : {}),
    // Printed books and apparel are posted: Stripe asks for the address (Harbor never stores it).
    ...(lines.some((line) => line.physical)
      ? { shipping_address_collection: { allowed_countries: ['US' as const] } }
      : {}),
    line_items: lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: line.unitPrice,
        // "You Are Not Alone T-shirt — size M": the line's name on the checkout page.
        product_data: { name: DESCRIPTIONS[ctx.locale].line(line.title, line.size) },
      },
    })),
    metadata,
    success_url: ctx.successUrl,
    cancel_url: ctx.cancelUrl,
    ...STRIPE_LOCALES[ctx.locale],
  });
  const amount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const { data: order, error: orderError } = await ctx.admin
    .from('orders')
    .insert({
      user_id: ctx.user?.id ?? null,
      amount_cents: amount,
      currency,
      status: 'pending',
      stripe_session_id: session.id,
      // The page's language: the team writes to the buyer in it.
      language: ctx.locale,
    })
    .select('id')
    .single();
  if (orderError || !order) throw new Error(`recording the order failed: ${orderError?.message}`);
  const { error: linesError } = await ctx.admin.from('order_items').insert(
    lines.map((line) => ({
      order_id: order.id,
      sku: line.sku,
      // The name the buyer saw, in the checkout's language (checkout-status shows it again).
      title: line.title,
      title_language: line.titleLanguage,
      size: line.size,
      unit_price_cents: line.unitPrice,
      quantity: line.quantity,
    })),
  );
  if (linesError) throw new Error(`recording the order lines failed: ${linesError.message}`);
  return session;
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('checkout', async (req) => {
    const body = await readJsonObject(req);
    const admin = adminClient(env);
    const origin = siteOrigin(req, env);
    const locale = readLocale(body.locale);
    const ctx: Context = {
      env,
      admin,
      stripe: stripeClient(env),
      user: await callerUser(req, admin),
      successUrl: `${origin}${RETURN_PATHS[locale].success}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}${RETURN_PATHS[locale].cancel}`,
      locale,
    };
    // A guest's donation or order counts against its connection's limit (issue 31).
    if (!ctx.user && body.kind !== 'membership') await limitGuestCheckout(req, env, admin);
    let session: Stripe.Checkout.Session;
    if (body.kind === 'membership') {
      const result = await membership(ctx, body);
      if (!('id' in result)) return json(200, result); // a plan change: no checkout to open
      session = result;
    } else if (body.kind === 'donation') session = await donation(ctx, body);
    else if (body.kind === 'goods') session = await goods(ctx, body);
    else throw new PublicError(400, 'Please choose a membership, a donation or items to buy.');
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    return json(200, { url: session.url });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
