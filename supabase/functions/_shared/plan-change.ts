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
import { DESCRIPTIONS, type Locale } from './descriptions.ts';
import { recordAgreement } from './membership-checkouts.ts';
import type { PaidTier, Stripe } from './stripe.ts';
import { LIVE, syncSubscription, tierOf } from './subscriptions.ts';
import type { AdminClient } from './supabase.ts';

/** Dates and amounts are written the way the page's readers write them (US dollars in both). */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/**
 * What a change says, in the language of the page it was made from (issue 25; the Spanish in
 * usted, with docs/glossary-es.md's words: "lo que le quedaba del plan anterior se resta…").
 * `day` is a date as its readers write it; amounts are US dollars ("$5.00") in both.
 */
interface Sentences {
  fromEarlier: string;
  /** `billed`: "yearly" or "monthly" when the interval changed too, else null. */
  opening(name: string, billed: string | null): string;
  billed(yearly: boolean): string;
  renews(date: string): string;
  trial(until: string | null): string;
  endTrial(name: string, paid: string): string;
  leftOver(amount: string): string;
  creditedNow(from: string, credit: string, paid: string): string;
  creditedNext(
    from: string,
    credit: string,
    name: string,
    charge: string,
    when: string | null,
    due: string,
  ): string;
}

const SENTENCES: Readonly<Record<Locale, Sentences>> = {
  en: {
    fromEarlier: 'earlier',
    opening: (name, billed) =>
      billed ? `Your plan is now ${name}, billed ${billed}.` : `Your plan is now ${name}.`,
    billed: (yearly) => (yearly ? 'yearly' : 'monthly'),
    renews: (date) => ` It renews on ${date}.`,
    trial: (until) =>
      ` Nothing is charged until your free time ends${until ? ` on ${until}` : ''}.`,
    endTrial: (name, paid) =>
      ` Your free hardship time covers Basic only, so ${name} is charged from today: we charged ${paid} now.`,
    leftOver: (amount) =>
      ` The ${amount} left over is kept as credit and pays your next invoices before anything is charged.`,
    creditedNow: (from, credit, paid) =>
      ` We credited what was left of your ${from} plan (${credit}) against your new plan, so we charged ${paid} today.`,
    creditedNext: (from, credit, name, charge, when, due) =>
      ` We credited what was left of your ${from} plan (${credit}) on your next invoice and added the rest of this period on ${name} (${charge}), so your next invoice${when ? `, on ${when},` : ''} is ${due}. Nothing is charged today.`,
  },
  es: {
    fromEarlier: 'anterior',
    opening: (name, billed) =>
      billed
        ? `Ahora tiene la membresía ${name}, con pago ${billed}.`
        : `Ahora tiene la membresía ${name}.`,
    billed: (yearly) => (yearly ? 'anual' : 'mensual'),
    renews: (date) => ` Se renueva el ${date}.`,
    trial: (until) =>
      ` No se le cobra nada hasta que termine su tiempo gratis${until ? `, el ${until}` : ''}.`,
    endTrial: (name, paid) =>
      ` Su tiempo gratis por dificultades económicas cubre solo la membresía Básica, así que la membresía ${name} se cobra desde hoy: le cobramos ${paid} ahora.`,
    leftOver: (amount) =>
      ` Los ${amount} que sobran quedan como saldo a su favor y pagan sus próximas facturas antes de que se le cobre algo.`,
    creditedNow: (from, credit, paid) =>
      ` Lo que le quedaba de su membresía ${from} (${credit}) se restó del precio de la nueva, así que hoy le cobramos ${paid}.`,
    creditedNext: (from, credit, name, charge, when, due) =>
      ` Lo que le quedaba de su membresía ${from} (${credit}) se resta en su próxima factura, y se suma el resto de este período con la membresía ${name} (${charge}), así que su próxima factura${when ? `, el ${when},` : ''} será de ${due}. Hoy no se le cobra nada.`,
  },
};

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
    /** The plan's name in the page's language: the Stripe price's product is named with it. */
    planName: string;
    /** The page's language: what the answer's `message` is written in. */
    locale?: Locale;
  },
): Promise<PlanChange | null> {
  const locale = input.locale ?? 'en';
  const words = SENTENCES[locale];
  const names = DESCRIPTIONS[locale].tiers;
  const dollars = new Intl.NumberFormat(DATE_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
  });
  const money = (cents: number) => dollars.format(Math.abs(cents) / 100);
  const day = (seconds: number) =>
    new Date(seconds * 1000).toLocaleDateString(DATE_LOCALES[locale], {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
  const current = await stripe.subscriptions.retrieve(input.subscriptionId);
  if (!LIVE.has(current.status)) return null;
  const item = current.items.data[0];
  if (!item) return null;
  const fromTier = tierOf(current);
  const fromName = fromTier ? names[fromTier] : words.fromEarlier;
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
    product_data: { name: DESCRIPTIONS[locale].product(input.planName) },
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

  const name = names[input.tier];
  const opening = words.opening(
    name,
    intervalChanged ? words.billed(input.interval === 'year') : null,
  );
  const periodEnd = updated.items.data[0]?.current_period_end ?? null;
  const renews = periodEnd ? words.renews(day(periodEnd)) : '';

  if (current.status === 'trialing' && !endTrial) {
    return {
      changed: true,
      tier: input.tier,
      interval: input.interval,
      message: `${opening}${words.trial(current.trial_end ? day(current.trial_end) : null)}`,
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
        message: `${opening}${words.endTrial(name, money(paid))}${renews}`,
      };
    }
    const { credit } = invoice ? prorations(invoice) : { credit: 0 };
    const customerId =
      typeof updated.customer === 'string' ? updated.customer : updated.customer.id;
    const customer = await stripe.customers.retrieve(customerId);
    const balance = (customer as Stripe.Customer).deleted
      ? 0
      : ((customer as Stripe.Customer).balance ?? 0);
    const left = balance < 0 ? words.leftOver(money(balance)) : '';
    return {
      changed: true,
      tier: input.tier,
      interval: input.interval,
      message: `${opening}${words.creditedNow(fromName, money(credit), money(paid))}${left}${renews}`,
    };
  }
  // Same interval: the prorations wait for the next invoice.
  const upcoming = await stripe.invoices.createPreview({
    customer: typeof updated.customer === 'string' ? updated.customer : updated.customer.id,
    subscription: updated.id,
  });
  const { credit, charge } = prorations(upcoming);
  return {
    changed: true,
    tier: input.tier,
    interval: input.interval,
    message: `${opening}${words.creditedNext(fromName, money(credit), name, money(charge), periodEnd ? day(periodEnd) : null, money(upcoming.amount_due))}`,
  };
}
