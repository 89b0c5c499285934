// The official Stripe client. In production it talks to api.stripe.com; locally STRIPE_API_URL
// points it at the local backend's Stripe emulator (test mode, no money moves).
import Stripe from 'stripe';
import { requireEnv, type FunctionEnv } from './env.ts';

export function stripeClient(env: FunctionEnv): Stripe {
  const config: Stripe.StripeConfig = {
    // fetch works the same on Deno and Node.
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'Harbor' },
  };
  const apiUrl = env.get('STRIPE_API_URL');
  if (apiUrl) {
    const url = new URL(apiUrl);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? '443' : '80');
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(requireEnv(env, 'STRIPE_SECRET_KEY'), config);
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();

export type { Stripe };

export const PAID_TIERS = ['basic', 'premium', 'vip'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === 'string' && (PAID_TIERS as readonly string[]).includes(value);
}
