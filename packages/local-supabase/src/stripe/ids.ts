import { randomBytes } from 'node:crypto';

/** A Stripe-looking id: `cus_…`, `sub_…`, `evt_…`. */
export const newId = (prefix: string): string =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
