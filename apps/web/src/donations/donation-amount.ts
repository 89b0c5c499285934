/**
 * The donation form's amount rules, shared by the page and its tests. Pure, no React.
 * The checkout function accepts 100..1,000,000 cents ($1 to $10,000); we check the same here
 * so people hear about a problem next to the field instead of after a round trip.
 */
export const MIN_DONATION_CENTS = 100;
export const MAX_DONATION_CENTS = 1_000_000;

/** Preset amounts, in cents, for one-off and monthly gifts. */
export const PRESET_DONATION_CENTS = {
  once: [1000, 2500, 5000, 10000],
  monthly: [500, 1000, 2500, 5000],
} as const;

export const DONATION_BOUNDS_MESSAGE = 'Enter an amount from $1 to $10,000.';
export const DONATION_EMPTY_MESSAGE = 'Enter an amount, or choose one of the amounts above.';
export const DONATION_FORMAT_MESSAGE =
  'Use numbers only, with up to two digits after the point, like 25 or 25.50.';

/** What an amount that cannot be used says, by why (the Spanish page gives its own words). */
export interface DonationAmountMessages {
  bounds: string;
  empty: string;
  format: string;
}

export const DONATION_MESSAGES: DonationAmountMessages = {
  bounds: DONATION_BOUNDS_MESSAGE,
  empty: DONATION_EMPTY_MESSAGE,
  format: DONATION_FORMAT_MESSAGE,
};

export type DonationAmountResult =
  { ok: true; amountCents: number } | { ok: false; message: string };

/**
 * Reads what someone typed as a dollar amount: "25", "25.5", "25.50", "$1,000", " 40 ".
 * Whole dollars or dollars and cents; nothing else.
 */
export function parseDonationAmount(
  input: string,
  messages: DonationAmountMessages = DONATION_MESSAGES,
): DonationAmountResult {
  const trimmed = input.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: false, message: messages.empty };
  // Thousands separators only in their proper places ("1,000", not "1,00").
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(trimmed) && !/^\.\d{1,2}$/.test(trimmed)) {
    return { ok: false, message: messages.format };
  }
  const [dollars = '0', cents = ''] = trimmed.replace(/,/g, '').split('.');
  const amountCents = Number(dollars || '0') * 100 + Number(cents.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(amountCents)) return { ok: false, message: messages.bounds };
  if (amountCents < MIN_DONATION_CENTS || amountCents > MAX_DONATION_CENTS) {
    return { ok: false, message: messages.bounds };
  }
  return { ok: true, amountCents };
}
