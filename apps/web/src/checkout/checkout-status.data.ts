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
  words: { failures?: FailureMessages; unreadable?: string } = {},
): Promise<DataResult<CheckoutStatus>> {
  // With `failures` (a Spanish page), a failure is told in them, never in the function's English.
  const { failures, unreadable = UNREADABLE_ANSWER } = words;
  const result = await invokeFunction(
    client,
    'checkout-status',
    { sessionId },
    failures ? codeOnly : undefined,
    failures,
  );
  if (!result.ok) return result;
  const payment = readCheckoutStatus(result.data);
  return payment ? ok(payment) : unreadableAnswer(unreadable);
}
