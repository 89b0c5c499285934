/** The `checkout` function: a Stripe Checkout page for a membership, a donation or an order. */
import type { CheckoutRequest } from '../checkout/checkout-request';
import { isWebUrl } from '../shared/redirect';
import type { ClientSource } from './client';
import { invokeFunction, unreadableAnswer } from './functions';
import { ok, type DataResult } from './result';

/** The address of the Stripe page to send the browser to. */
export async function createCheckout(
  client: ClientSource,
  request: CheckoutRequest,
): Promise<DataResult<string>> {
  const result = await invokeFunction(client, 'checkout', request);
  if (!result.ok) return result;
  return readUrl(result.data);
}

/** The function's `{ url }`, when it is a web address. */
export function readUrl(data: unknown): DataResult<string> {
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  return isWebUrl(url) ? ok(url) : unreadableAnswer();
}
