/** The `checkout` function: a Stripe Checkout page for a membership, a donation or an order. */
import type { CheckoutRequest } from './checkout-request';
import { isWebUrl } from '../shared/redirect';
import type { ClientSource } from '../data/client';
import { codeOnly, invokeFunction, unreadableAnswer } from '../data/functions';
import { ok, type DataResult, type FailureMessages } from '../data/result';

/** The address of the Stripe page to send the browser to. */
export async function createCheckout(
  client: ClientSource,
  request: CheckoutRequest,
): Promise<DataResult<string>> {
  const result = await invokeFunction(client, 'checkout', request);
  if (!result.ok) return result;
  return readUrl(result.data);
}

/**
 * What the `checkout` function answered: a Stripe page to go to, or (for a member whose paid plan
 * was changed in place, with proration) the change, said in words.
 */
export type CheckoutAnswer =
  { kind: 'redirect'; url: string } | { kind: 'plan-changed'; message: string };

/**
 * Starts a checkout. A request from a Spanish page (`locale: 'es'`) gives `messages` in Spanish:
 * a failure is then told in those words by its kind, never with the function's English sentence.
 */
export async function startCheckout(
  client: ClientSource,
  request: CheckoutRequest,
  messages?: FailureMessages,
): Promise<DataResult<CheckoutAnswer>> {
  const result = await invokeFunction(
    client,
    'checkout',
    request,
    messages ? codeOnly : undefined,
    messages,
  );
  if (!result.ok) return result;
  return readCheckoutAnswer(result.data, messages?.server);
}

/** `unreadable`: what an answer Harbor cannot read says (English unless given). */
export function readCheckoutAnswer(data: unknown, unreadable?: string): DataResult<CheckoutAnswer> {
  if (typeof data === 'object' && data !== null && 'changed' in data && data.changed === true) {
    const message = 'message' in data ? data.message : undefined;
    return typeof message === 'string' && message.length > 0 && message.length <= 1000
      ? ok({ kind: 'plan-changed', message })
      : unreadableAnswer(unreadable);
  }
  const url = readUrl(data, unreadable);
  return url.ok ? ok({ kind: 'redirect', url: url.data }) : url;
}

/** The function's `{ url }`, when it is a web address. */
export function readUrl(data: unknown, unreadable?: string): DataResult<string> {
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  return isWebUrl(url) ? ok(url) : unreadableAnswer(unreadable);
}
