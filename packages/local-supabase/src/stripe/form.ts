/**
 * Stripe's form encoding (`metadata[tier]=basic`, `line_items[0][price_data][currency]=usd`) back
 * into objects and arrays, with `qs`, the decoder for the bracket syntax Stripe's API speaks. It
 * never writes to prototypes; the bounds fit Stripe's own (at most 100 line items). Loaded on the
 * first Stripe call, so it never slows the server's start.
 */
export async function decodeStripeForm(body: string): Promise<Record<string, unknown>> {
  const { default: qs } = await import('qs');
  return qs.parse(body, { depth: 10, arrayLimit: 100, parameterLimit: 1000 }) as Record<
    string,
    unknown
  >;
}
