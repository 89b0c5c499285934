import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingInterval } from '../checkout/checkout-request';

/**
 * Monthly or yearly, kept in the address (`?billing=year`) so the choice survives signing in
 * and coming back, and a shared link shows the same prices.
 */
export function useBillingInterval(): [BillingInterval, (interval: BillingInterval) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const interval: BillingInterval = searchParams.get('billing') === 'year' ? 'year' : 'month';
  const setInterval = useCallback(
    (next: BillingInterval) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === 'year') params.set('billing', 'year');
          else params.delete('billing');
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [interval, setInterval];
}
