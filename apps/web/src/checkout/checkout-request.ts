/** What the `checkout` function accepts (see the brief's "Money functions" contract). */
import type { PaidTier } from '../membership/membership-action';

export type BillingInterval = 'month' | 'year';

export type CheckoutRequest =
  | { kind: 'membership'; tier: PaidTier; interval: BillingInterval }
  | { kind: 'donation'; amountCents: number; recurring: boolean }
  | { kind: 'goods'; items: { sku: string; quantity: number; size?: string }[] };

export const MAX_QUANTITY = 10;

export const REDIRECTING_LABEL = 'Redirecting to checkout…';
