import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { useCallback, useEffect, useState } from 'react';
import type { ClientSource } from '../data/client';
import { openBillingPortal } from './billing-portal.data';
import { startCheckout, type CheckoutAnswer } from './checkout.data';
import { announcePlanChange } from './plan-change-notice';
import type { DataResult, FailureMessages } from '../data/result';
import type { CheckoutRequest } from './checkout-request';
import { redirectTo } from '../shared/redirect';

export interface RedirectAction {
  /** True from the click until the browser leaves the page (or an error comes back). */
  redirecting: boolean;
  /** A sentence for a role="alert" region, or null. */
  error: string | null;
  /** What changed without leaving the page (a paid plan switched in place), for a role="status" region, or null. */
  notice: string | null;
  start(body: object): Promise<void>;
}

/**
 * Calls a function that answers `{ url }` (checkout, billing-portal) and sends the browser there.
 * A member's paid plan switched in place (checkout answers `{ changed, message }`) stays on the
 * page: the message is shown and the member's data read again, so the new plan shows at once.
 * The choices on the page are never reset: on an error they are all still there to try again.
 */
const REQUESTS: Record<
  'checkout' | 'billing-portal',
  (
    client: ClientSource,
    body: object,
    messages: FailureMessages | undefined,
  ) => Promise<DataResult<CheckoutAnswer>>
> = {
  checkout: (client, body, messages) => startCheckout(client, body as CheckoutRequest, messages),
  'billing-portal': async (client, body, messages) => {
    const result = await openBillingPortal(client, body, messages);
    return result.ok ? { ok: true, data: { kind: 'redirect', url: result.data } } : result;
  },
};

/**
 * `messages`: a failure's words by its kind, for a page in Spanish (the function's own sentences
 * are English); left out, the function's sentence or the English ones.
 */
export function useRedirectAction(
  functionName: 'checkout' | 'billing-portal',
  messages?: FailureMessages,
): RedirectAction {
  // Loaded on the click (a first visit to a money page never loads supabase-js for its buttons).
  const client = useSupabaseClientLoader();
  const { refreshUserData } = useAuth();
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Coming back with the browser's Back button can restore this page from the back-forward
  // cache, still "redirecting": make its buttons usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async (body: object) => {
      setRedirecting(true);
      setError(null);
      setNotice(null);
      announcePlanChange(null);
      const result = await REQUESTS[functionName](client, body, messages);
      if (!result.ok) {
        setRedirecting(false);
        setError(result.error.message);
        return;
      }
      const answer = result.data;
      if (answer.kind === 'redirect') {
        redirectTo(answer.url);
        return;
      }
      announcePlanChange(answer.message);
      setNotice(answer.message);
      await refreshUserData();
      setRedirecting(false);
    },
    [client, functionName, messages, refreshUserData],
  );

  return { redirecting, error, notice, start };
}
