/**
 * The `newsletter-subscribe` function: asks for a confirmation link for an address (double
 * opt-in), and `newsletter-confirm`: opens that link. The sign-up's answer is the same for every
 * address, so it tells no one whether an address is on the list.
 */
import type { ClientSource } from '../data/client';
import { invokeFunction, unreadableAnswer } from '../data/functions';
import { ok, type DataResult } from '../data/result';

/** What the site says after any sign-up (the function's own sentence is the same). */
export const CHECK_YOUR_INBOX =
  "Check your inbox: if this address can join, we've sent a link to confirm.";

export async function subscribeToNewsletter(
  client: ClientSource,
  subscriber: { email: string; firstName?: string },
): Promise<DataResult<'check-your-inbox'>> {
  const result = await invokeFunction(client, 'newsletter-subscribe', {
    email: subscriber.email,
    consent: true,
    ...(subscriber.firstName ? { firstName: subscriber.firstName } : {}),
  });
  if (!result.ok) return result;
  const status =
    typeof result.data === 'object' && result.data !== null && 'status' in result.data
      ? result.data.status
      : undefined;
  return status === 'check-your-inbox' ? ok(status) : unreadableAnswer();
}

/** Opens a confirmation link's token; a refusal (`used`, `expired`, …) says why in its message. */
export async function confirmNewsletter(
  client: ClientSource,
  token: string,
): Promise<DataResult<'confirmed'>> {
  const result = await invokeFunction(client, 'newsletter-confirm', { token });
  if (!result.ok) return result;
  const status =
    typeof result.data === 'object' && result.data !== null && 'status' in result.data
      ? result.data.status
      : undefined;
  return status === 'confirmed' ? ok(status) : unreadableAnswer();
}
