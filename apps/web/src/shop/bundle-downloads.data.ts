/** The `bundle-downloads` function: signed links to the bundles the signed-in person has. */
import { readDownloads, type BundleDownload } from './bundle-downloads';
import type { ClientSource } from '../data/client';
import { codeOnly, invokeFunction } from '../data/functions';
import type { DataResult, FailureMessages } from '../data/result';

/** `failures`: a page in another language's words for each kind of failure (the default: English). */
export function loadBundleDownloads(
  client: ClientSource,
  failures?: FailureMessages,
): Promise<DataResult<BundleDownload[]>> {
  const call = failures
    ? invokeFunction(client, 'bundle-downloads', {}, codeOnly, failures)
    : invokeFunction(client, 'bundle-downloads', {});
  return call.then((result) =>
    result.ok ? { ok: true, data: readDownloads(result.data) } : result,
  );
}
