/**
 * A stand-in for @harbor-help/auth in page tests, for pages that read useAuth() and useSupabaseClient():
 *
 *   vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));
 *   import { fake, installFakeSupabase } from '../../shared/test/mock-auth';
 *   beforeEach(() => { fake.auth = signedOutAuth(); });
 *
 * useAuth() answers `fake.auth`; useSupabaseClient() answers `fake.client` (and
 * useSupabaseClientLoader() a function resolving to it), which installFakeSupabase() sets to a
 * fake (fake-supabase.ts) and returns. The fake's `rest.source` answers the public reads from the
 * same tables: give it to the page with renderInRouter's `publicSource`.
 */
import type * as Auth from '@harbor-help/auth';
import type { AuthContextValue } from '@harbor-help/auth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { signedOutAuth } from './fake-auth';
import { createFakeSupabase } from './fake-supabase';

const actual = await vi.importActual<typeof Auth>('@harbor-help/auth');
/** The package's pure rules about tiers, as they are (the app reads plan rows with them). */
export const { isMembershipTier, isPaidMembershipTier, MEMBERSHIP_TIERS, PAID_MEMBERSHIP_TIERS } =
  actual;

export const fake = {
  auth: signedOutAuth(),
  client: undefined as unknown as SupabaseClient,
};

export function useAuth(): AuthContextValue {
  return fake.auth;
}

export function useSupabaseClient(): SupabaseClient {
  return fake.client;
}

// One function, as the provider's: a page's loads that depend on it do not run again per render.
const loadFakeClient = () => Promise.resolve(fake.client);

/** Resolves to `fake.client`, as the provider's loader resolves to the loaded client. */
export function useSupabaseClientLoader(): () => Promise<SupabaseClient> {
  return loadFakeClient;
}

/** A fake Supabase client (see fake-supabase.ts) that useSupabaseClient() now answers. */
export function installFakeSupabase(
  options?: Parameters<typeof createFakeSupabase>[0],
): ReturnType<typeof createFakeSupabase> {
  const supabase = createFakeSupabase(options);
  fake.client = supabase.client;
  return supabase;
}
