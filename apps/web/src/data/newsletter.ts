/** The `newsletter-subscribe` function: adds an address to the newsletter, with consent. */
import type { ClientSource } from './client';
import { invokeFunction, unreadableAnswer } from './functions';
import { ok, type DataResult } from './result';

export type NewsletterOutcome = 'subscribed' | 'already-subscribed';

export async function subscribeToNewsletter(
  client: ClientSource,
  subscriber: { email: string; firstName?: string },
): Promise<DataResult<NewsletterOutcome>> {
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
  return status === 'subscribed' || status === 'already-subscribed'
    ? ok(status)
    : unreadableAnswer();
}
