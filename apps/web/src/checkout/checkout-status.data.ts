/** The `checkout-status` function: what a Stripe Checkout session was for and whether it is paid. */
import { readCheckoutStatus, type CheckoutStatus } from './checkout-status';
import type { ClientSource } from '../data/client';
import { codeOnly, invokeFunction, unreadableAnswer } from '../data/functions';
import { ok, type DataResult, type FailureMessages } from '../data/result';

export const UNREADABLE_ANSWER = 'We could not read the answer about your payment.';

/** Only ever reads: nothing here can charge. A session it does not know fails as 'not-found'. */
export async function loadCheckoutStatus(
  client: ClientSource,
  sessionId: string,
  messages?: FailureMessages,
): Promise<DataResult<CheckoutStatus>> {
  // With `messages` (a Spanish page), a failure is told in them, never in the function's English.
  const result = messages
    ? await invokeFunction(client, 'checkout-status', { sessionId }, codeOnly, messages)
    : await invokeFunction(client, 'checkout-status', { sessionId });
  if (!result.ok) return result;
  const payment = readCheckoutStatus(result.data);
  return payment ? ok(payment) : unreadableAnswer(messages ? messages.server : UNREADABLE_ANSWER);
}
