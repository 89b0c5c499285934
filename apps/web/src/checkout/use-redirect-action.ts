import { useSupabaseClient } from '@harbor/auth';
import { useCallback, useEffect, useState } from 'react';
import type { ClientSource } from '../data/client';
import { openBillingPortal } from '../data/billing-portal';
import { createCheckout } from '../data/checkout';
import type { CheckoutRequest } from './checkout-request';
import { redirectTo } from '../shared/redirect';

export interface RedirectAction {
  /** True from the click until the browser leaves the page (or an error comes back). */
  redirecting: boolean;
  /** A sentence for a role="alert" region, or null. */
  error: string | null;
  start(body: object): Promise<void>;
}

/**
 * Calls a function that answers `{ url }` (checkout, billing-portal) and sends the browser there.
 * The choices on the page are never reset: on an error they are all still there to try again.
 */
const REQUESTS = {
  checkout: (client: ClientSource, body: object) => createCheckout(client, body as CheckoutRequest),
  'billing-portal': openBillingPortal,
};

export function useRedirectAction(functionName: 'checkout' | 'billing-portal'): RedirectAction {
  const client = useSupabaseClient();
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      const result = await REQUESTS[functionName](client, body);
      if (result.ok) {
        redirectTo(result.data);
        return;
      }
      setRedirecting(false);
      setError(result.error.message);
    },
    [client, functionName],
  );

  return { redirecting, error, start };
}
