// POST /functions/v1/newsletter-subscribe { email, consent: true, firstName? }
//   -> { status: 'subscribed' | 'already-subscribed' }
// With MAILERLITE_API_KEY set (production) the subscriber goes to MailerLite
// (https://connect.mailerlite.com/api/subscribers, optionally into MAILERLITE_GROUP_ID);
// otherwise into the private public.newsletter_subscribers table.
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { adminClient } from '../_shared/supabase.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAILERLITE_API = 'https://connect.mailerlite.com/api';

async function viaMailerLite(
  env: FunctionEnv,
  apiKey: string,
  email: string,
  firstName: string | null,
) {
  const headers = {
    Authorization: `Bearer ${apiKey}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const existing = await fetch(`${MAILERLITE_API}/subscribers/${encodeURIComponent(email)}`, {
    headers,
  });
  if (existing.ok) {
    const body = (await existing.json()) as { data?: { status?: string } };
    if (body.data?.status === 'active') return 'already-subscribed' as const;
  } else if (existing.status !== 404) {
    throw new Error(`MailerLite lookup answered ${existing.status}`);
  }
  const group = env.get('MAILERLITE_GROUP_ID');
  const response = await fetch(`${MAILERLITE_API}/subscribers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      ...(firstName ? { fields: { name: firstName } } : {}),
      ...(group ? { groups: [group] } : {}),
      opted_in_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
    }),
  });
  if (response.status === 422) throw new PublicError(400, 'Please check your email address.');
  if (!response.ok) throw new Error(`MailerLite answered ${response.status}`);
  return 'subscribed' as const;
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('newsletter-subscribe', async (req) => {
    const body = await readJsonObject(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 320)
      throw new PublicError(400, 'Please enter a valid email address.');
    if (body.consent !== true) {
      throw new PublicError(400, 'Please tick the box to agree to receive the newsletter.');
    }
    const rawName = typeof body.firstName === 'string' ? body.firstName.trim() : '';
    if (rawName.length > 100)
      throw new PublicError(400, 'Please use a first name of 100 characters or fewer.');
    const firstName = rawName || null;

    const apiKey = env.get('MAILERLITE_API_KEY');
    if (apiKey) return json(200, { status: await viaMailerLite(env, apiKey, email, firstName) });

    const { data, error } = await adminClient(env)
      .from('newsletter_subscribers')
      .upsert({ email, first_name: firstName }, { onConflict: 'email', ignoreDuplicates: true })
      .select('id');
    if (error) throw new Error(`saving the subscriber failed: ${error.message}`);
    return json(200, { status: data && data.length > 0 ? 'subscribed' : 'already-subscribed' });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
