import type { SupabaseClient } from '@supabase/supabase-js';
import {
  describeSendFailure,
  NETWORK_FAILURE,
  SERVER_FAILURE,
  type SendResult,
} from './send-failure';

/**
 * Adds one row (Prefer: return=minimal: nothing is read back, and visitors may not read these
 * tables). Resolves with what the visitor should be told; never rejects.
 */
export async function insertRow(
  client: SupabaseClient | null | (() => Promise<SupabaseClient>),
  table: 'contact_messages' | 'stories',
  row: Record<string, unknown>,
): Promise<SendResult> {
  if (!client) return { ok: false, message: SERVER_FAILURE };
  try {
    // The app's one client (from @harbor/auth), loaded only now when it loads on demand.
    if (typeof client === 'function') client = await client();
    const { error, status } = await client.from(table).insert(row);
    if (!error) return { ok: true };
    return { ok: false, message: describeSendFailure(status, error.code) };
  } catch {
    return { ok: false, message: NETWORK_FAILURE };
  }
}
