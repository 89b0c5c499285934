/** The `billing-portal` function: Stripe's page where a member manages or cancels their plan. */
import type { ClientSource } from '../data/client';
import { readUrl } from './checkout.data';
import { codeOnly, invokeFunction } from '../data/functions';
import type { DataResult, FailureMessages } from '../data/result';

/**
 * The address of the Stripe page to send the browser to. `messages`, on a page in another
 * language: a failure is told in those words by its kind, never with the function's sentence.
 */
export async function openBillingPortal(
  client: ClientSource,
  body: object,
  messages?: FailureMessages,
): Promise<DataResult<string>> {
  const result = await invokeFunction(
    client,
    'billing-portal',
    body,
    messages ? codeOnly : undefined,
    messages,
  );
  if (!result.ok) return result;
  return readUrl(result.data, messages?.server);
}
