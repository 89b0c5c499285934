/** The `bundle-downloads` function: signed links to the bundles the signed-in person has. */
import { readDownloads, type BundleDownload } from './bundle-downloads';
import type { ClientSource } from '../data/client';
import { invokeFunction } from '../data/functions';
import type { DataResult } from '../data/result';

export function loadBundleDownloads(client: ClientSource): Promise<DataResult<BundleDownload[]>> {
  return invokeFunction(client, 'bundle-downloads', {}).then((result) =>
    result.ok ? { ok: true, data: readDownloads(result.data) } : result,
  );
}
