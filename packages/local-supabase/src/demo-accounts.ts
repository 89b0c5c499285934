// The accounts supabase/seed.sql creates (keep the two in step).

/** Every demo account's password. */
export const DEMO_PASSWORD = 'harbor-demo-password';

export interface DemoAccount {
  email: string;
  tier: 'free' | 'basic' | 'premium' | 'vip' | null;
  isActive: boolean | null;
  endDate: 'none' | 'past' | null;
  hasMembershipAccess: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  {
    email: 'free@harbor.test',
    tier: 'free',
    isActive: true,
    endDate: 'none',
    hasMembershipAccess: false,
  },
  {
    email: 'basic@harbor.test',
    tier: 'basic',
    isActive: true,
    endDate: 'none',
    hasMembershipAccess: true,
  },
  {
    email: 'premium@harbor.test',
    tier: 'premium',
    isActive: true,
    endDate: 'none',
    hasMembershipAccess: true,
  },
  {
    email: 'vip@harbor.test',
    tier: 'vip',
    isActive: true,
    endDate: 'none',
    hasMembershipAccess: true,
  },
  {
    email: 'expired@harbor.test',
    tier: 'premium',
    isActive: true,
    endDate: 'past',
    hasMembershipAccess: false,
  },
  {
    email: 'inactive@harbor.test',
    tier: 'premium',
    isActive: false,
    endDate: 'none',
    hasMembershipAccess: false,
  },
  {
    email: 'plain@harbor.test',
    tier: null,
    isActive: null,
    endDate: null,
    hasMembershipAccess: false,
  },
]);

/**
 * The demo staff admin (issue 26): password {@link DEMO_PASSWORD} plus a TOTP code from this
 * secret (any authenticator app, or `otpauth`). LOCAL USE ONLY: the secret is public.
 */
export const DEMO_STAFF = Object.freeze({
  email: 'staff@harbor.test',
  role: 'admin',
  factorId: '00000000-0000-4000-8000-0000000000f1',
  totpSecret: 'HARBORLOCALDEMOSTAFFTOTPONLY2345',
} as const);
