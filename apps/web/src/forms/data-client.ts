import { useAuth } from '@harbor/auth';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { useMemo } from 'react';
import { readConfig } from '../config';
import { createFetchWithTimeout, DEFAULT_TIMEOUT_MS } from '../fetch-with-timeout';
import {
  describeSendFailure,
  NETWORK_FAILURE,
  SERVER_FAILURE,
  type SendResult,
} from './send-failure';

/**
 * A Supabase client for reading and writing tables as the signed-in user (or as a visitor), with
 * no auth of its own: the AuthProvider's session is the only one, so two clients never race to
 * refresh the same token. Row-level security sees the same user either way.
 */
export function createDataClient(
  config: { url: string; anonKey: string },
  accessToken: string | null,
): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    accessToken: () => Promise.resolve(accessToken),
    global: { fetch: createFetchWithTimeout(DEFAULT_TIMEOUT_MS) },
  });
}

/** The data client for the current session; a new one when the user or their token changes. */
export function useDataClient(): SupabaseClient | null {
  const { session } = useAuth();
  const token = session?.access_token ?? null;
  return useMemo(() => {
    if (typeof window === 'undefined') return null;
    const config = readConfig(import.meta.env);
    return config.ok ? createDataClient(config, token) : null;
  }, [token]);
}

/**
 * Adds one row (Prefer: return=minimal: nothing is read back, and visitors may not read these
 * tables). Resolves with what the visitor should be told; never rejects.
 */
export async function insertRow(
  client: SupabaseClient | null,
  table: 'contact_messages' | 'stories',
  row: Record<string, unknown>,
): Promise<SendResult> {
  if (!client) return { ok: false, message: SERVER_FAILURE };
  try {
    const { error, status } = await client.from(table).insert(row);
    if (!error) return { ok: true };
    return { ok: false, message: describeSendFailure(status, error.code) };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}
