/**
 * Money as people read it: "$14", "$12.50", "$1,000". Pure, no React.
 * Amounts are whole cents (integers), as Stripe and the database keep them.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string, withCents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${withCents ? 'cents' : 'whole'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: withCents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole amounts without ".00"; any cents shown with two digits. */
export function formatPrice(amountCents: number, currency = 'usd', locale = 'en-US'): string {
  const withCents = amountCents % 100 !== 0;
  return formatterFor(currency, locale, withCents).format(amountCents / 100);
}

/** "$9 a month", "$90 a year". */
export function formatRecurringPrice(
  amountCents: number,
  interval: 'month' | 'year',
  currency = 'usd',
  locale = 'en-US',
): string {
  return `${formatPrice(amountCents, currency, locale)} a ${interval}`;
}
