/** The `bundle-downloads` function's answer, checked before use. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BundleSku } from './catalog';
import { invokeFunction } from '../shared/invoke-function';
import { isWebUrl } from '../shared/redirect';

export interface BundleDownload {
  bundle: BundleSku;
  title: string;
  fileName: string;
  url: string;
  expiresAt: string;
}

const BUNDLE_SKUS: readonly string[] = ['premium-bundle', 'healing-bundle', 'bundle-kit'];

function isBundleDownload(value: unknown): value is BundleDownload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.bundle === 'string' &&
    BUNDLE_SKUS.includes(candidate.bundle) &&
    typeof candidate.title === 'string' &&
    typeof candidate.fileName === 'string' &&
    isWebUrl(candidate.url) &&
    typeof candidate.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(candidate.expiresAt))
  );
}

/** Keeps only well-formed download entries from whatever the function sent. */
export function readDownloads(data: unknown): BundleDownload[] {
  if (typeof data !== 'object' || data === null || !('downloads' in data)) return [];
  const { downloads } = data;
  return Array.isArray(downloads) ? downloads.filter(isBundleDownload) : [];
}

/** The signed-in person's downloads; throws an Error with a sentence to show on failure. */
export async function fetchBundleDownloads(client: SupabaseClient): Promise<BundleDownload[]> {
  const result = await invokeFunction<unknown>(client, 'bundle-downloads', {});
  if (!result.ok) throw new Error(result.message);
  return readDownloads(result.data);
}
