/** How the console writes dates, money and names (issue 26). */

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 15, 2025", or "—" for none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE.format(date);
}

/** "Mar 15, 2025, 12:00 PM", or "—" for none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}

/** Cents as money in their currency: 3500, 'usd' -> "$35.00". */
export function formatMoney(cents: number | null, currency: string | null): string {
  if (cents === null) return '—';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: (currency ?? 'usd').toUpperCase(),
  }).format(cents / 100);
}

export const TIER_NAMES: Record<string, string> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  vip: 'VIP',
};

export const SOURCE_NAMES: Record<string, string> = {
  stripe: 'Paid (Stripe)',
  hardship: 'Hardship grant',
  manual: 'Manual',
};

/** "2025-03" -> "March 2025". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}
