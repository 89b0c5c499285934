/** What the `checkout` function accepts (see the brief's "Money functions" contract). */
import type { PaidTier } from '../membership/membership-action';

export type BillingInterval = 'month' | 'year';

/**
 * `locale: 'es'` from a Spanish page (issue 25): Stripe's page opens in Spanish and returns to
 * the Spanish payment pages. Left out on an English page.
 */
export type CheckoutRequest = (
  | { kind: 'membership'; tier: PaidTier; interval: BillingInterval }
  | { kind: 'donation'; amountCents: number; recurring: boolean }
  | { kind: 'goods'; items: { sku: string; quantity: number; size?: string }[] }
) & { locale?: 'es' };

export const MAX_QUANTITY = 10;

export const REDIRECTING_LABEL = 'Redirecting to checkout…';
