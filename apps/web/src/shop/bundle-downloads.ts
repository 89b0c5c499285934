/** The `bundle-downloads` function's answer (called by `bundle-downloads.data.ts`), checked before use. */
import { BUNDLE_SKUS, type BundleSku } from './catalog';
import { isWebUrl } from '../shared/redirect';

export interface BundleDownload {
  bundle: BundleSku;
  title: string;
  fileName: string;
  url: string;
  expiresAt: string;
}

function isBundleDownload(value: unknown): value is BundleDownload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.bundle === 'string' &&
    (BUNDLE_SKUS as readonly string[]).includes(candidate.bundle) &&
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
