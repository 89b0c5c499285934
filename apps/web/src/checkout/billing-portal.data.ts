/** The `billing-portal` function: Stripe's page where a member manages or cancels their plan. */
import type { ClientSource } from '../data/client';
import { readUrl } from './checkout.data';
import { invokeFunction } from '../data/functions';
import type { DataResult } from '../data/result';

/** The address of the Stripe page to send the browser to. */
export async function openBillingPortal(
  client: ClientSource,
  body: object,
): Promise<DataResult<string>> {
  const result = await invokeFunction(client, 'billing-portal', body);
  if (!result.ok) return result;
  return readUrl(result.data);
}
