// POST /functions/v1/hardship-access { reason?: string (up to 1,000 characters) }  signed in only
//   200 { status: 'granted', tier: 'basic', endsAt, nextRequestAt }: Basic, free for 90 days from
//       now, recorded in public.memberships with source 'hardship' and its end date (it ends by
//       itself).
//   200 { status: 'scheduled', tier: 'basic', startsAt, endsAt, nextRequestAt }: the account is
//       less than a day old, so the same grant is recorded now and starts by itself at startsAt
//       (when the account is a day old); nothing more to do. It gives no access before then.
//   200 { status: 'already_scheduled', ...the same dates }: asked again while one waits to start.
//   Refusals answer { error, code, ...dates } (dates are ISO 8601):
//     401 sign_in, 400 invalid_reason, 429 rate_limited { retryAt }, 403 email_unconfirmed,
//     409 paid_plan, 409 already_member, 409 already_granted { endsAt, nextRequestAt },
//     409 too_soon { nextRequestAt }; 403 account_too_new { availableAt } only from a database
//     without the 20261127020000_hardship_scheduled migration.
// Nothing but the reason is read from the request: the tier, the dates and every limit are
// decided by public.request_hardship_access in one transaction (see its migration).
import { clientIp, hashAddress } from '../_shared/client-ip.ts';
import { platformEnv, requireEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError, readJsonObject } from '../_shared/http.ts';
import { adminClient, callerUser } from '../_shared/supabase.ts';

export const REASON_MAX_LENGTH = 1000;
/** Requests one account may make in an hour (refused ones count too). */
export const DEFAULT_PER_ACCOUNT_PER_HOUR = 5;
/** Requests one address may make in an hour: generous, since a library or shelter shares one. */
export const DEFAULT_PER_ADDRESS_PER_HOUR = 20;

interface Outcome {
  outcome: string;
  ends_at?: string | null;
  next_request_at?: string;
  starts_at?: string;
  available_at?: string;
  retry_at?: string;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** "March 3, 2027": for messages read outside the site (the site words its own, in local time). */
const day = (value: string | null | undefined) =>
  value
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(value),
      )
    : '';

function refusal(result: Outcome): Response {
  switch (result.outcome) {
    case 'rate_limited': {
      const retryAt = iso(result.retry_at);
      const seconds = retryAt
        ? Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000))
        : 3600;
      const response = json(429, {
        code: 'rate_limited',
        error:
          'You have asked several times in a short while. Please wait an hour, then try again.',
        retryAt,
      });
      response.headers.set('Retry-After', String(seconds));
      return response;
    }
    case 'email_unconfirmed':
      return json(403, {
        code: 'email_unconfirmed',
        error:
          'Please confirm your email address first: open the link we emailed you, then ask again.',
      });
    case 'account_too_new': // only a database older than 20261127020000_hardship_scheduled
      return json(403, {
        code: 'account_too_new',
        error: `New accounts wait one day, so we can keep the offer fair. Please ask again from ${day(result.available_at)} (UTC).`,
        availableAt: iso(result.available_at),
      });
    case 'paid_plan':
      return json(409, {
        code: 'paid_plan',
        error:
          'You already have a paid plan, so nothing was changed. If paying has become hard, you can cancel it under Manage your plan and ask for hardship access once it ends.',
        endsAt: iso(result.ends_at),
      });
    case 'already_member':
      return json(409, {
        code: 'already_member',
        error: 'You already have a Harbor membership, so nothing was changed.',
        endsAt: iso(result.ends_at),
      });
    case 'already_granted':
      return json(409, {
        code: 'already_granted',
        error: `You already have hardship access, until ${day(result.ends_at)} (UTC). You can ask again from ${day(result.next_request_at)}.`,
        endsAt: iso(result.ends_at),
        nextRequestAt: iso(result.next_request_at),
      });
    case 'too_soon':
      return json(409, {
        code: 'too_soon',
        error: `Hardship access can be given once every 12 months. You can ask again from ${day(result.next_request_at)} (UTC).`,
        nextRequestAt: iso(result.next_request_at),
      });
    case 'no_account':
      return json(401, { code: 'sign_in', error: 'Please sign in to ask for hardship access.' });
    default:
      throw new Error(`request_hardship_access answered ${JSON.stringify(result)}`);
  }
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('hardship-access', async (req) => {
    const body = await readJsonObject(req);
    const admin = adminClient(env);
    const user = await callerUser(req, admin);
    if (!user) {
      return json(401, { code: 'sign_in', error: 'Please sign in to ask for hardship access.' });
    }
    const { reason } = body;
    if (reason !== undefined && reason !== null && typeof reason !== 'string') {
      throw new PublicError(400, 'Please write what you need it for as plain text.');
    }
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text.length > REASON_MAX_LENGTH) {
      return json(400, {
        code: 'invalid_reason',
        error: `Please keep what you need it for to ${REASON_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
      });
    }
    const address = clientIp(req);
    const secret =
      env.get('HARDSHIP_IP_HASH_SECRET') || requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
    const { data, error } = await admin.rpc('request_hardship_access', {
      p_user_id: user.id,
      p_ip_hash: address ? await hashAddress(address, secret) : null,
      p_reason: text || null,
      p_max_per_account_per_hour: positiveInt(
        env.get('HARDSHIP_MAX_REQUESTS_PER_ACCOUNT_PER_HOUR'),
        DEFAULT_PER_ACCOUNT_PER_HOUR,
      ),
      p_max_per_ip_per_hour: positiveInt(
        env.get('HARDSHIP_MAX_REQUESTS_PER_ADDRESS_PER_HOUR'),
        DEFAULT_PER_ADDRESS_PER_HOUR,
      ),
    });
    if (error) throw new Error(`request_hardship_access failed: ${error.message}`);
    const result = data as Outcome | null;
    if (!result || typeof result.outcome !== 'string') {
      throw new Error('request_hardship_access answered nothing');
    }
    if (result.outcome === 'scheduled' || result.outcome === 'already_scheduled') {
      return json(200, {
        status: result.outcome,
        tier: 'basic',
        startsAt: iso(result.starts_at),
        endsAt: iso(result.ends_at),
        nextRequestAt: iso(result.next_request_at),
      });
    }
    if (result.outcome !== 'granted') return refusal(result);
    return json(200, {
      status: 'granted',
      tier: 'basic',
      endsAt: iso(result.ends_at),
      nextRequestAt: iso(result.next_request_at),
    });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
