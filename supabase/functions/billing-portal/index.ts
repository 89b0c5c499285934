// POST /functions/v1/billing-portal (signed in): a Stripe customer portal session where the
// member changes or cancels their plan. Answers { url }.
import { findCustomerId } from '../_shared/customers.ts';
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError } from '../_shared/http.ts';
import { siteOrigin } from '../_shared/site.ts';
import { stripeClient } from '../_shared/stripe.ts';
import { adminClient, callerUser } from '../_shared/supabase.ts';

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('billing-portal', async (req) => {
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
      return_url: `${siteOrigin(req, env)}/products/membership`,
    });
    return json(200, { url: portal.url });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
