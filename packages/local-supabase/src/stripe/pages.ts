// The test-mode pages a customer sees instead of Stripe's: the checkout (`/__harbor/checkout/:id`,
// Pay and Cancel, no card fields) and the billing portal (`/__harbor/billing/:id`).
import { Hono } from 'hono/tiny';
import { redirect, type AppEnv } from '../http/respond.js';
import type { Billing } from './billing.js';
import type { StripeStore } from './store.js';
import type { CheckoutSession, PortalSession } from './types.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The language of a test page: English, or Spanish for a checkout opened with `locale: 'es…'`. */
type PageLanguage = 'en' | 'es';

/** The number formats of a page's language (US dollars either way: "$25.00"). */
const INTL_LOCALES: Readonly<Record<PageLanguage, string>> = { en: 'en-US', es: 'es-US' };

function money(cents: number, currency: string, language: PageLanguage = 'en'): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

function dateText(seconds: number, language: PageLanguage = 'en'): string {
  return new Date(seconds * 1000).toLocaleDateString(INTL_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}

/**
 * The test checkout page's words, in English and in Spanish: as Stripe shows its Checkout page in
 * the session's `locale` (Harbor's Spanish pages ask for `es-419`), so a test sees the language a
 * buyer would.
 */
const CHECKOUT_WORDS = {
  en: {
    banner: 'This is a test checkout. No money moves.',
    title: 'Test checkout',
    intro: 'You are paying Harbor in test mode. No card is asked for and nothing is charged.',
    trial: (date: string, amount: string) =>
      `Nothing is charged until ${date}; then ${amount} each period.`,
    posted:
      'These items are posted. Stripe would ask for a delivery address here; in test mode it does not.',
    order: 'Your order',
    item: 'Item',
    quantity: 'Quantity',
    amount: 'Amount',
    every: (interval: string) => ` (every ${interval})`,
    total: (today: boolean) => (today ? 'Total today' : 'Total'),
    pay: (total: string) => `Pay ${total}`,
    cancel: 'Cancel',
    closed: (paid: boolean) => `This checkout is ${paid ? 'already paid' : 'expired'}`,
    back: 'Return to Harbor',
  },
  es: {
    banner: 'Este es un pago de prueba. No se cobra dinero.',
    title: 'Pago de prueba',
    intro:
      'Está pagando a Harbor en modo de prueba. No se le pide ninguna tarjeta y no se le cobra nada.',
    trial: (date: string, amount: string) =>
      `No se cobra nada hasta el ${date}; después, ${amount} cada período.`,
    posted:
      'Estos artículos se envían por correo postal. Stripe le pediría aquí una dirección de envío; en modo de prueba no la pide.',
    order: 'Su pedido',
    item: 'Artículo',
    quantity: 'Cantidad',
    amount: 'Monto',
    every: (interval: string) => ` (cada ${interval === 'year' ? 'año' : 'mes'})`,
    total: (today: boolean) => (today ? 'Total de hoy' : 'Total'),
    pay: (total: string) => `Pagar ${total}`,
    cancel: 'Cancelar',
    closed: (paid: boolean) =>
      paid ? 'Este pago ya se completó' : 'Esta página de pago ya se cerró',
    back: 'Volver a Harbor',
  },
} satisfies Record<PageLanguage, unknown>;

function languageOf(session: CheckoutSession | PortalSession): PageLanguage {
  return session.locale?.startsWith('es') ? 'es' : 'en';
}

/**
 * The test billing portal's words, in English and in Spanish: as Stripe shows its portal in the
 * session's `locale` (Harbor's Spanish pages ask for `es-419`).
 */
const PORTAL_WORDS = {
  en: {
    title: 'Manage your plan',
    donation: 'Monthly donation',
    membership: (tier: string) => `${tier.replace(/^./, (c) => c.toUpperCase())} membership`,
    every: (interval: string) => ` every ${interval}.`,
    ends: (date: string) => `Ends on ${date}. You keep access until then.`,
    renews: (date: string) => `Renews on ${date}.`,
    keep: 'Keep my plan',
    cancel: 'Cancel at the end of the period',
    none: 'You have no active plans.',
    back: 'Return to Harbor',
    notices: {
      canceled: 'Your plan will end at the end of the period.',
      resumed: 'Your plan will renew as before.',
    } as Record<string, string>,
  },
  es: {
    title: 'Administrar su membresía',
    donation: 'Donación mensual',
    membership: (tier: string) =>
      `Membresía ${({ basic: 'Básica', premium: 'Premium', vip: 'VIP' } as Record<string, string>)[tier] ?? tier}`,
    every: (interval: string) => ` cada ${interval === 'year' ? 'año' : 'mes'}.`,
    ends: (date: string) => `Termina el ${date}. Hasta esa fecha, sigue activa.`,
    renews: (date: string) => `Se renueva el ${date}.`,
    keep: 'Conservar mi membresía',
    cancel: 'Cancelar al final del período',
    none: 'No tiene membresías ni donaciones mensuales activas.',
    back: 'Volver a Harbor',
    notices: {
      canceled: 'Su membresía terminará al final del período.',
      resumed: 'Su membresía se renovará como antes.',
    } as Record<string, string>,
  },
} satisfies Record<PageLanguage, unknown>;

function page(
  title: string,
  body: string,
  language: PageLanguage = 'en',
  banner: string = CHECKOUT_WORDS.en.banner,
): string {
  const suffix = language === 'es' ? 'Harbor, modo de prueba' : 'Harbor test mode';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${suffix}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a2330; background: #f4f6f8; }
  body { margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; border: 1px solid #c9d1da; }
  .banner { background: #fff3cd; border: 2px solid #8a6d00; color: #3d3000; padding: 0.75rem 1rem; border-radius: 0.375rem; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.5rem 0.25rem; border-bottom: 1px solid #dde3ea; }
  td.amount, th.amount { text-align: right; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  form { margin: 0; }
  button, .link { font: inherit; font-size: 1.0625rem; padding: 0.75rem 1.25rem; border-radius: 0.375rem; min-height: 2.75rem; cursor: pointer; border: 2px solid #0b4f8a; }
  .pay { background: #0b4f8a; color: #fff; }
  .secondary { background: #fff; color: #0b4f8a; }
  .link { display: inline-block; text-decoration: none; background: #fff; color: #0b4f8a; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #1a2330; outline-offset: 3px; }
  @media (forced-colors: active) { button, .link { border: 2px solid ButtonText; } }
</style>
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(banner)}</p>
${body}
</main>
</body>
</html>`;
}

/** An HTML page that may only post its forms to itself and to the URLs it ends on. */
function html(status: number, content: string, formTargets: string[] = []): Response {
  // form-action also covers where a form's redirect goes (Pay and Cancel end on the site).
  const origins = formTargets.flatMap((target) => {
    try {
      return [new URL(target).origin];
    } catch {
      return [];
    }
  });
  return new Response(content, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(content)),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...new Set(origins)].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
    },
  });
}

const successUrl = (session: CheckoutSession) =>
  session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);

function checkoutPage(session: CheckoutSession): string {
  const language = languageOf(session);
  const words = CHECKOUT_WORDS[language];
  const price = (cents: number) => money(cents, session.currency, language);
  const rows = session._lines
    .map((line) => {
      const quantity = Number(line.quantity ?? 1);
      const recurring = line.price_data?.recurring;
      return `<tr><td>${escapeHtml(String(line.price_data?.product_data?.name ?? words.item))}${recurring ? escapeHtml(words.every(String(recurring.interval))) : ''}</td><td class="amount">${quantity}</td><td class="amount">${price(Number(line.price_data?.unit_amount) * quantity)}</td></tr>`;
    })
    .join('');
  const total = price(session.amount_total);
  const base = `/__harbor/checkout/${escapeHtml(session.id)}`;
  const body =
    session.status === 'open'
      ? `<h1>${words.title}</h1>
<p>${words.intro}</p>${session._trial_end ? `\n<p>${escapeHtml(words.trial(dateText(session._trial_end, language), price(session.amount_subtotal)))}</p>` : ''}${session.shipping_address_collection ? `\n<p>${words.posted}</p>` : ''}
<table><caption style="text-align:left;font-weight:600">${words.order}</caption>
<thead><tr><th scope="col">${words.item}</th><th scope="col" class="amount">${words.quantity}</th><th scope="col" class="amount">${words.amount}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">${words.total(session.mode === 'subscription')}</th><td class="amount">${total}</td></tr></tfoot></table>
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay">${escapeHtml(words.pay(total))}</button></form>
<form method="post" action="${base}/cancel"><button type="submit" class="secondary">${words.cancel}</button></form>
</div>`
      : `<h1>${words.closed(session.status === 'complete')}</h1>
<p><a class="link" href="${escapeHtml(session.status === 'complete' ? successUrl(session) : (session.cancel_url ?? '/'))}">${words.back}</a></p>`;
  return page(words.title, body, language, words.banner);
}

export function createStripePages({ store, billing }: { store: StripeStore; billing: Billing }) {
  function portalPage(portal: PortalSession, done?: string): string {
    const language = languageOf(portal);
    const words = PORTAL_WORDS[language];
    const notice = done && Object.hasOwn(words.notices, done) ? words.notices[done] : undefined;
    const list = [...store.subscriptions.values()].filter(
      (s) => s.customer === portal.customer && s.status !== 'canceled',
    );
    const base = `/__harbor/billing/${escapeHtml(portal.id)}`;
    const items = list
      .map((s) => {
        const price = s.items.data[0]?.price;
        const periodEnd = s.current_period_end ?? 0;
        const name =
          s.metadata.kind === 'donation'
            ? words.donation
            : words.membership(String(s.metadata.tier ?? 'Harbor'));
        const state = s.cancel_at_period_end
          ? words.ends(dateText(periodEnd, language))
          : words.renews(dateText(periodEnd, language));
        const action = s.cancel_at_period_end
          ? `<form method="post" action="${base}/subscriptions/${escapeHtml(s.id)}/resume"><button type="submit" class="secondary">${words.keep}</button></form>`
          : `<form method="post" action="${base}/subscriptions/${escapeHtml(s.id)}/cancel"><button type="submit" class="secondary">${words.cancel}</button></form>`;
        return `<li><h2>${escapeHtml(name)}</h2><p>${price ? money(price.unit_amount, price.currency, language) : ''}${escapeHtml(words.every(price?.recurring.interval ?? 'month'))} ${escapeHtml(state)}</p>${action}</li>`;
      })
      .join('');
    const body = `<h1>${words.title}</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${list.length ? `<ul style="list-style:none;padding:0">${items}</ul>` : `<p>${words.none}</p>`}
${portal.return_url ? `<p><a class="link" href="${escapeHtml(portal.return_url)}">${words.back}</a></p>` : ''}`;
    return page(words.title, body, language, CHECKOUT_WORDS[language].banner);
  }

  const checkoutNotFound = () =>
    html(
      404,
      page(
        'Checkout not found',
        '<h1>Checkout not found</h1><p>This test checkout does not exist. Please start again from Harbor.</p>',
      ),
    );
  const portalNotFound = () =>
    html(
      404,
      page(
        'Not found',
        '<h1>This page has expired</h1><p>Please open “Manage your plan” from Harbor again.</p>',
      ),
    );

  const pages = new Hono<AppEnv>();
  for (const path of ['/checkout/*', '/billing/*']) {
    pages.use(path, async (_c, next) => {
      await store.ready();
      await next();
    });
  }
  pages.get('/checkout/:id', (c) => {
    const session = store.sessions.get(c.req.param('id'));
    if (!session) return checkoutNotFound();
    return html(200, checkoutPage(session), [session.success_url, session.cancel_url ?? '']);
  });
  pages.post('/checkout/:id/pay', async (c) => {
    const session = store.sessions.get(c.req.param('id'));
    if (!session) return checkoutNotFound();
    await billing.pay(session);
    if (session.status !== 'complete') return html(410, checkoutPage(session));
    return redirect(successUrl(session));
  });
  pages.post('/checkout/:id/cancel', (c) => {
    const session = store.sessions.get(c.req.param('id'));
    if (!session) return checkoutNotFound();
    return redirect(session.cancel_url ?? session.success_url.replace(/\/[^/]*$/, '/'));
  });
  pages.get('/billing/:id', (c) => {
    const portal = store.portalSessions.get(c.req.param('id'));
    if (!portal) return portalNotFound();
    return html(200, portalPage(portal, c.req.query('done')));
  });
  pages.post('/billing/:id/subscriptions/:subscription/:action{cancel|resume}', async (c) => {
    const portal = store.portalSessions.get(c.req.param('id'));
    if (!portal) return portalNotFound();
    const subscription = store.subscriptions.get(c.req.param('subscription'));
    if (!subscription || subscription.customer !== portal.customer) {
      return html(404, page('Not found', '<h1>Plan not found</h1>'));
    }
    const cancel = c.req.param('action') === 'cancel';
    await billing.updateSubscription(subscription, { cancel_at_period_end: cancel });
    return redirect(`/__harbor/billing/${portal.id}?done=${cancel ? 'canceled' : 'resumed'}`);
  });
  const pageNotFound = () => html(404, page('Not found', '<h1>Page not found</h1>'));
  pages.all('/checkout/*', pageNotFound);
  pages.all('/billing/*', pageNotFound);
  return pages;
}
