/**
 * The `newsletter-subscribe` function: asks for a confirmation link for an address (double
 * opt-in), and `newsletter-confirm`: opens that link. The sign-up's answer is the same for every
 * address, so it tells no one whether an address is on the list.
 */
import type { ClientSource } from '../data/client';
import { invokeFunction, unreadableAnswer, type DescribeRefusal } from '../data/functions';
import { ok, type DataResult, type FailureMessages } from '../data/result';

/**
 * A page in another language than the functions' sentences (English): its language, sent with a
 * sign-up, and its own words for each refusal and kind of failure.
 */
export interface NewsletterCallWords {
  locale?: 'es';
  refusal?: DescribeRefusal;
  failures?: FailureMessages;
}

/** What the site says after any sign-up (the function's own sentence is the same). */
export const CHECK_YOUR_INBOX =
  "Check your inbox: if this address can join, we've sent a link to confirm.";

export async function subscribeToNewsletter(
  client: ClientSource,
  subscriber: { email: string; firstName?: string },
  words: NewsletterCallWords = {},
): Promise<DataResult<'check-your-inbox'>> {
  const result = await invokeFunction(
    client,
    'newsletter-subscribe',
    {
      email: subscriber.email,
      consent: true,
      ...(subscriber.firstName ? { firstName: subscriber.firstName } : {}),
      ...(words.locale ? { locale: words.locale } : {}),
    },
    words.refusal,
    words.failures,
  );
  if (!result.ok) return result;
  const status =
    typeof result.data === 'object' && result.data !== null && 'status' in result.data
      ? result.data.status
      : undefined;
  return status === 'check-your-inbox' ? ok(status) : unreadableAnswer(words.failures?.server);
}

/** Opens a confirmation link's token; a refusal (`used`, `expired`, …) says why in its message. */
export async function confirmNewsletter(
  client: ClientSource,
  token: string,
  words: NewsletterCallWords = {},
): Promise<DataResult<'confirmed'>> {
  const result = await invokeFunction(
    client,
    'newsletter-confirm',
    { token },
    words.refusal,
    words.failures,
  );
  if (!result.ok) return result;
  const status =
    typeof result.data === 'object' && result.data !== null && 'status' in result.data
      ? result.data.status
      : undefined;
  return status === 'confirmed' ? ok(status) : unreadableAnswer(words.failures?.server);
}
