import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createFetchWithTimeout, DEFAULT_TIMEOUT_MS } from './fetch-with-timeout';

export function createSupabaseClient(config: { url: string; anonKey: string }): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    global: { fetch: createFetchWithTimeout(DEFAULT_TIMEOUT_MS) },
  });
}
