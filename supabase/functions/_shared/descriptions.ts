// What a payment is for, in words, in the language of the page it was made from (issue 25):
// the name of a donation on the Stripe page and its receipt (checkout), and the line the payment
// page shows afterwards (checkout-status).

/** The languages of Harbor's pages; English unless the page says otherwise. */
export type Locale = 'en' | 'es';

/** What was paid for, by language (a Spanish checkout is Stripe's `es-419`). */
export const DESCRIPTIONS = {
  en: {
    membership: (tier: string, yearly: boolean) =>
      `${tier} membership, billed ${yearly ? 'yearly' : 'monthly'}`,
    donation: (monthly: boolean) => (monthly ? 'Monthly donation to Harbor' : 'Donation to Harbor'),
    order: 'Your order from the Harbor shop',
  },
  es: {
    membership: (tier: string, yearly: boolean) =>
      `Membresía ${tier}, con pago ${yearly ? 'anual' : 'mensual'}`,
    donation: (monthly: boolean) => (monthly ? 'Donación mensual a Harbor' : 'Donación a Harbor'),
    order: 'Su pedido de la tienda de Harbor',
  },
} as const satisfies Record<Locale, unknown>;
