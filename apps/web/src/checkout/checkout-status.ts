/**
 * The `checkout-status` function: what a Stripe Checkout session was for, whether it is paid,
 * and whether Harbor has recorded it yet (`fulfilled`: the membership active, the donation or order
 * marked paid; false until Stripe's event has reached Harbor).
 */
import type { PaidTier } from '../membership/membership-action';

export interface CheckoutStatus {
  status: 'complete' | 'open' | 'expired';
  fulfilled: boolean;
  kind: 'membership' | 'donation' | 'goods';
  description: string;
  amountCents: number;
  currency: string;
  tier?: PaidTier;
  /**
   * A paid membership Harbor did not keep: refunded (or, with nothing paid, stopped) because the
   * member already had a plan (`duplicate`) or the price was not the one agreed (`refused`).
   */
  outcome?: PaymentOutcome;
  /** What was refunded, with `outcome` 'refunded-…'. */
  refundedCents?: number;
  /**
   * An order's lines as the checkout page named them (`description` says the same in one
   * sentence): each name with its language, so a page marks one in another language.
   */
  lines?: OrderLine[];
}

/** One line of an order: its name as the buyer saw it, in `titleLanguage`. */
export interface OrderLine {
  title: string;
  titleLanguage: 'en' | 'es';
  size: string | null;
  quantity: number;
}

/** An order line of the function's answer when it has the expected shape, otherwise null. */
function readOrderLine(data: unknown): OrderLine | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, titleLanguage, size, quantity } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  if (titleLanguage !== 'en' && titleLanguage !== 'es') return null;
  if (size !== null && typeof size !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { title, titleLanguage, size, quantity };
}

/** Every line, or none when any is malformed (the page then shows `description`). */
function readOrderLines(data: unknown): OrderLine[] | undefined {
  if (!Array.isArray(data) || data.length === 0) return undefined;
  const lines = data.map(readOrderLine);
  return lines.every((line): line is OrderLine => line !== null) ? lines : undefined;
}

export type PaymentOutcome =
  'refunded-duplicate' | 'refunded-refused' | 'stopped-duplicate' | 'stopped-refused';

const OUTCOMES: readonly string[] = [
  'refunded-duplicate',
  'refunded-refused',
  'stopped-duplicate',
  'stopped-refused',
];

/** Stripe Checkout session ids, as the function accepts them. */
export function isCheckoutSessionId(value: string | null): value is string {
  return value !== null && /^cs_(test|live)_[A-Za-z0-9]{10,200}$/.test(value);
}

/** The function's answer when it has the expected shape, otherwise null. */
export function readCheckoutStatus(data: unknown): CheckoutStatus | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const { status, kind, description, amountCents, currency, tier } = value;
  if (status !== 'complete' && status !== 'open' && status !== 'expired') return null;
  if (kind !== 'membership' && kind !== 'donation' && kind !== 'goods') return null;
  if (typeof description !== 'string' || typeof currency !== 'string') return null;
  if (typeof amountCents !== 'number' || !Number.isInteger(amountCents) || amountCents < 0)
    return null;
  const paidTier = tier === 'basic' || tier === 'premium' || tier === 'vip' ? tier : undefined;
  const outcome =
    typeof value.outcome === 'string' && OUTCOMES.includes(value.outcome)
      ? (value.outcome as PaymentOutcome)
      : undefined;
  const refunded =
    typeof value.refundedCents === 'number' &&
    Number.isInteger(value.refundedCents) &&
    value.refundedCents >= 0
      ? value.refundedCents
      : 0;
  const lines = kind === 'goods' ? readOrderLines(value.lines) : undefined;
  return {
    status,
    // Only a clear yes counts: the page never claims what Harbor has not recorded.
    fulfilled: status === 'complete' && value.fulfilled === true,
    kind,
    description,
    amountCents,
    currency,
    ...(paidTier ? { tier: paidTier } : {}),
    ...(outcome ? { outcome, refundedCents: refunded } : {}),
    ...(lines ? { lines } : {}),
  };
}
