// What a payment is for, in words, in the language of the page it was made from (issue 25):
// the name of a donation on the Stripe page and its receipt (checkout), and the line the payment
// page shows afterwards (checkout-status).

import { PublicError } from './http.ts';

/** The languages of Harbor's pages; English unless the page says otherwise. */
export type Locale = 'en' | 'es';

/** What was paid for, by language (a Spanish checkout is Stripe's `es-419`). */
export const DESCRIPTIONS = {
  en: {
    tiers: { basic: 'Basic', premium: 'Premium', vip: 'VIP' },
    membership: (tier: string, yearly: boolean) =>
      `${tier} membership, billed ${yearly ? 'yearly' : 'monthly'}`,
    /** The Stripe product of a membership: its name on the invoices, receipts and billing page. */
    product: (tier: string) => `Harbor ${tier} membership`,
    donation: (monthly: boolean) => (monthly ? 'Monthly donation to Harbor' : 'Donation to Harbor'),
    order: 'Your order from the Harbor shop',
    /** An order line: "You Are Not Alone T-shirt — size M" (`title` in this language). */
    line: (title: string, size: string | null) => (size ? `${title} — size ${size}` : title),
  },
  es: {
    // As membership_plans.name_es and apps/web's membership-words-es.tsx name them.
    tiers: { basic: 'Básica', premium: 'Premium', vip: 'VIP' },
    membership: (tier: string, yearly: boolean) =>
      `Membresía ${tier}, con pago ${yearly ? 'anual' : 'mensual'}`,
    product: (tier: string) => `Membresía ${tier} de Harbor`,
    donation: (monthly: boolean) => (monthly ? 'Donación mensual a Harbor' : 'Donación a Harbor'),
    order: 'Su pedido de la tienda de Harbor',
    // As apps/web's shop-words-es.tsx names a size: "Camiseta “You Are Not Alone”, talla M".
    line: (title: string, size: string | null) => (size ? `${title}, talla ${size}` : title),
  },
} as const satisfies Record<Locale, unknown>;

/**
 * What a Stripe page (Checkout, the billing portal) and a new customer's emails are given for the
 * page's language: Latin American Spanish for Spanish (the Spanish of most of Harbor's readers,
 * docs/glossary-es.md); English pages leave it to Stripe, as before.
 */
export const STRIPE_LOCALES: Readonly<Record<Locale, { locale?: 'es-419' }>> = {
  en: {},
  es: { locale: 'es-419' },
};

/** A request's `locale`: 'en' (or none) or 'es'; anything else is refused. */
export function readLocale(value: unknown): Locale {
  if (value === undefined || value === null || value === 'en') return 'en';
  if (value === 'es') return 'es';
  throw new PublicError(400, 'Please choose English or Spanish.');
}
