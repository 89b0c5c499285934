/** useAuth() values for page and layout tests that mock @harbor-help/auth. */
import type { AuthContextValue, Membership } from '@harbor-help/auth';
import type { Session, User } from '@supabase/supabase-js';
import { vi } from 'vitest';

export function signedOutAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signed-out',
    session: null,
    user: null,
    profile: null,
    membership: null,
    hasMembershipAccess: false,
    isPasswordRecovery: false,
    idleSignOutAt: null,
    staySignedIn: vi.fn(),
    signIn: vi.fn().mockResolvedValue({ error: null }),
    signUp: vi.fn().mockResolvedValue({ error: null, confirmationRequired: false }),
    resendConfirmationEmail: vi.fn().mockResolvedValue({ error: null }),
    signOut: vi.fn().mockResolvedValue(undefined),
    requestPasswordReset: vi.fn().mockResolvedValue({ error: null }),
    updatePassword: vi.fn().mockResolvedValue({ error: null }),
    refreshUserData: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

export function membershipOf(tier: Membership['tier']): Membership {
  return {
    id: `membership-${tier}`,
    tier,
    isActive: true,
    startDate: '2026-01-01T00:00:00Z',
    endDate: null,
  };
}

export function signedInAuth(
  tier: Membership['tier'] | null,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  const user = { id: 'user-1', email: 'ana@example.test' } as User;
  return signedOutAuth({
    status: 'signed-in',
    user,
    session: { user, access_token: 'token' } as Session,
    profile: { email: 'ana@example.test', fullName: 'Ana Lima' },
    membership: tier ? membershipOf(tier) : null,
    hasMembershipAccess: tier !== null && tier !== 'free',
    ...overrides,
  });
}
