// POST /functions/v1/bundle-downloads (signed in): the bundles this user may download, each
// with a short-lived signed URL into the private `bundles` bucket. Entitled: a paid order line
// with the bundle's sku (the Premium Bundle includes the other two), or membership access (public.has_membership_access: an active basic,
// premium or vip membership with no end date or one in the future).
import { platformEnv, serveOnDeno, type FunctionEnv } from '../_shared/env.ts';
import { json, postHandler, PublicError } from '../_shared/http.ts';
import { adminClient, callerUser, type AdminClient } from '../_shared/supabase.ts';

/** Signed URLs live this long (seconds). */
export const DOWNLOAD_URL_SECONDS = 300;

const BUNDLES = [
  { bundle: 'premium-bundle', title: 'Premium Bundle', fileName: 'harbor-premium-bundle.md' },
  { bundle: 'healing-bundle', title: 'Healing Bundle', fileName: 'harbor-healing-bundle.md' },
  { bundle: 'bundle-kit', title: 'Bundle Kit', fileName: 'harbor-bundle-kit.md' },
] as const;

/** What each purchase unlocks: the Premium Bundle includes every printable kit (the other two downloads). */
const INCLUDES: Record<string, readonly string[]> = {
  'premium-bundle': ['premium-bundle', 'healing-bundle', 'bundle-kit'],
  'healing-bundle': ['healing-bundle'],
  'bundle-kit': ['bundle-kit'],
};

async function purchasedSkus(admin: AdminClient, userId: string): Promise<Set<string>> {
  const { data: orders, error } = await admin
    .from('orders')
    .select('id')
    .eq('user_id', userId)
    .eq('status', 'paid');
  if (error) throw new Error(`reading orders failed: ${error.message}`);
  if (!orders || orders.length === 0) return new Set();
  const { data: lines, error: linesError } = await admin
    .from('order_items')
    .select('sku')
    .in(
      'order_id',
      orders.map((order) => order.id),
    )
    .in(
      'sku',
      BUNDLES.map((b) => b.bundle),
    );
  if (linesError) throw new Error(`reading order_items failed: ${linesError.message}`);
  return new Set((lines ?? []).flatMap((line) => INCLUDES[line.sku] ?? []));
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return postHandler('bundle-downloads', async (req) => {
    const admin = adminClient(env);
    const user = await callerUser(req, admin);
    if (!user) throw new PublicError(401, 'Please sign in to see your downloads.');
    const { data: member, error } = await admin.rpc('has_membership_access', {
      p_user_id: user.id,
    });
    if (error) throw new Error(`has_membership_access failed: ${error.message}`);
    const bought = member === true ? null : await purchasedSkus(admin, user.id);
    const entitled = BUNDLES.filter((b) => bought === null || bought.has(b.bundle));
    const downloads = [];
    for (const bundle of entitled) {
      const { data, error: signError } = await admin.storage
        .from('bundles')
        .createSignedUrl(bundle.fileName, DOWNLOAD_URL_SECONDS, { download: bundle.fileName });
      if (signError || !data)
        throw new Error(`signing ${bundle.fileName} failed: ${signError?.message}`);
      downloads.push({
        bundle: bundle.bundle,
        title: bundle.title,
        fileName: bundle.fileName,
        url: data.signedUrl,
        expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
      });
    }
    return json(200, { downloads });
  });
}

export const handler = createHandler(platformEnv());
serveOnDeno(handler);
