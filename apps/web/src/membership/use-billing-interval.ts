import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingInterval } from '../checkout/checkout-request';

/**
 * Monthly or yearly, kept in the address (`?billing=year`) so the choice survives signing in
 * and coming back, and a shared link shows the same prices.
 *
 * A choice shows at once: the router changes the address in a transition, after the click, so
 * reading the address alone would put the radio button back for a moment (a flicker, and a
 * state a screen reader or a test may catch). The choice is held until the address has it.
 */
export function useBillingInterval(): [BillingInterval, (interval: BillingInterval) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const inAddress: BillingInterval = searchParams.get('billing') === 'year' ? 'year' : 'month';
  const [chosen, setChosen] = useState<BillingInterval | null>(null);
  // The address caught up (or moved on, with Back): it decides again.
  useEffect(() => setChosen(null), [inAddress]);
  const setInterval = useCallback(
    (next: BillingInterval) => {
      setChosen(next);
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
  return [chosen ?? inAddress, setInterval];
}
