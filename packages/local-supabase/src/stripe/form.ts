import qs from 'qs';

/**
 * Stripe's form encoding (`metadata[tier]=basic`, `line_items[0][price_data][currency]=usd`) back
 * into objects and arrays, with `qs`, the decoder for the bracket syntax Stripe's API speaks. It
 * never writes to prototypes; the bounds fit Stripe's own (at most 100 line items).
 */
export function decodeStripeForm(body: string): Record<string, unknown> {
  return qs.parse(body, { depth: 10, arrayLimit: 100, parameterLimit: 1000 }) as Record<
    string,
    unknown
  >;
}
