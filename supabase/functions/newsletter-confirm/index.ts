// POST /functions/v1/newsletter-confirm { token }: the link of a newsletter confirmation email
// (/newsletter/confirm#token=…, opened by the site's confirm page).
//   200 { status: 'confirmed' }: the address is on the list now, with its consent time (or was).
//   Refusals answer { code, error } in words the page shows as they are:
//     400 invalid (not a link we made), 404 unknown, 409 used (opened before), 410 expired.
// The token is signed (_shared/newsletter-token.ts) and single-use; the database keeps only its
// hash, and public.confirm_newsletter_subscription decides in one transaction.
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, readJsonObject } from '../_shared/http.ts';
import { isSignedToken, tokenHash } from '../_shared/newsletter-token.ts';
import { adminClient } from '../_shared/supabase.ts';

const NOT_OURS =
  'This link is not complete. Please open it again from the email, or copy the whole link into your browser.';

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('newsletter-confirm', async (req) => {
    const body = await readJsonObject(req);
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    if (!(await isSignedToken(token, env))) {
      return json(400, { code: 'invalid', error: NOT_OURS });
    }
    const { data, error } = await adminClient(env).rpc('confirm_newsletter_subscription', {
      p_token_hash: await tokenHash(token),
    });
    if (error) throw new Error(`confirm_newsletter_subscription failed: ${error.message}`);
    const outcome = (data as { outcome?: string } | null)?.outcome;
    switch (outcome) {
      case 'confirmed':
        return json(200, { status: 'confirmed' });
      case 'used':
        return json(409, {
          code: 'used',
          error:
            'This link has been used already. If you opened it before, you are on the list and there is nothing more to do.',
        });
      case 'expired':
        return json(410, {
          code: 'expired',
          error:
            'This link has expired: links work for 48 hours. You can sign up again to get a new one.',
        });
      case 'unknown':
        return json(404, { code: 'unknown', error: NOT_OURS });
      default:
        throw new Error(`confirm_newsletter_subscription answered ${JSON.stringify(data)}`);
    }
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
