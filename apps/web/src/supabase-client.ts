import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { createFetchWithTimeout, DEFAULT_TIMEOUT_MS } from './fetch-with-timeout';

/**
 * The site's one Supabase client. `storage` is @harbor/auth's `createAuthStorage()`, so a sign-in
 * can keep its session in this tab only (shared-computer mode).
 */
export function createSupabaseClient(
  config: { url: string; anonKey: string },
  storage?: SupportedStorage,
): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    ...(storage ? { auth: { storage } } : {}),
    global: { fetch: createFetchWithTimeout(DEFAULT_TIMEOUT_MS) },
  });
}
