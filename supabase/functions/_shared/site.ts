// Where Stripe sends the visitor back to. SITE_URL is the site's origin (a comma-separated list
// when the site has several, e.g. a preview domain): the request's Origin is used when it is one
// of them, otherwise the first. Never an origin the request made up (no open redirect).
// The local backend also allows loopback origins (HARBOR_ALLOW_LOOPBACK_ORIGINS), since the
// local site's port is only known once it runs.
import { requireEnv, type FunctionEnv } from './env.ts';

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

export function siteOrigin(req: Request, env: FunctionEnv): string {
  const allowed = requireEnv(env, 'SITE_URL')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const origin = req.headers.get('Origin');
  if (origin && allowed.includes(origin)) return origin;
  if (origin && env.get('HARBOR_ALLOW_LOOPBACK_ORIGINS') === 'true' && LOOPBACK.test(origin)) {
    return origin;
  }
  const first = allowed[0];
  if (!first) throw new Error('SITE_URL is empty');
  return first;
}
