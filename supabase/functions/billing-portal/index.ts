// POST /functions/v1/billing-portal (signed in): a Stripe customer portal session where the
// member changes or cancels their plan. Answers { url }.
//   { locale?: 'en' | 'es' }: the page's language; from a Spanish page the portal opens in Latin
//   American Spanish and returns to /es/membresia (apps/web's route manifest, spanish-paths.ts).
import { findCustomerId } from '../_shared/customers.ts';
import { readLocale, STRIPE_LOCALES, type Locale } from '../_shared/descriptions.ts';
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { siteOrigin } from '../_shared/site.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { adminClient, callerUser } from '../_shared/supabase.ts';

/** Where the portal's "return" link goes, in the page's language. */
export const RETURN_PATHS: Readonly<Record<Locale, string>> = {
  en: '/products/membership',
  es: '/es/membresia',
};

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('billing-portal', async (req) => {
    const body = await readJsonObject(req);
    const locale = readLocale(body.locale);
    const admin = adminClient(env);
    const user = await callerUser(req, admin);
    if (!user) throw new PublicError(401, 'Please sign in to manage your membership.');
    const customer = await findCustomerId(admin, user.id);
    if (!customer) {
      throw new PublicError(
        404,
        'There is no paid plan on this account yet, so there is nothing to manage.',
      );
    }
    const portal = await stripeClient(env).billingPortal.sessions.create({
      customer,
      return_url: `${siteOrigin(req, env)}${RETURN_PATHS[locale]}`,
      ...STRIPE_LOCALES[locale],
    });
    return json(200, { url: portal.url });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
