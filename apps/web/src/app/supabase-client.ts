import { isSharedComputerMode } from '@harbor-help/device-storage';
import type { Database } from '@harbor-help/local-supabase/database-types';
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { createFetchWithTimeout, DEFAULT_TIMEOUT_MS } from './fetch-with-timeout';
import { sharedComputerStorageKey } from './session-storage-key';

/**
 * The site's one Supabase client, typed with the schema the migrations make (`Database`, see
 * `src/data/client.ts`). `storage` is @harbor-help/auth's `createAuthStorage()`, so a sign-in
 * can keep its session in this tab only (shared-computer mode). Created in that mode (the usual
 * case: the client loads with the sign-in), its session also gets a name of the tab's own.
 */
export function createSupabaseClient(
  config: { url: string; anonKey: string },
  storage?: SupportedStorage,
): SupabaseClient<Database> {
  const storageKey = isSharedComputerMode() ? sharedComputerStorageKey(config.url) : undefined;
  return createClient<Database>(config.url, config.anonKey, {
    ...(storage ? { auth: { storage, ...(storageKey ? { storageKey } : {}) } } : {}),
    global: { fetch: createFetchWithTimeout(DEFAULT_TIMEOUT_MS) },
  });
}
