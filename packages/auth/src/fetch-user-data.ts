import type { SupabaseClient } from '@supabase/supabase-js';
import { toMembership, toProfile } from './row-mapping';
import type { Membership, Profile } from './types';

/** PostgREST's code for a `.single()` request that matched no rows. */
export const NO_ROWS_CODE = 'PGRST116';

export interface UserData {
  profile: Profile | null;
  membership: Membership | null;
  /** Every failure met on the way; empty when both reads succeeded. */
  errors: unknown[];
}

interface QueryResult {
  data: unknown;
  error: { code?: string } | null;
}

const asRow = (data: unknown) =>
  data && typeof data === 'object' ? (data as Record<string, unknown>) : null;

/** Runs a query, turning anything thrown (even while building it) into an error result. */
async function settle(query: () => PromiseLike<QueryResult>): Promise<QueryResult> {
  try {
    return await query();
  } catch (thrown) {
    return { data: null, error: thrown as { code?: string } };
  }
}

/**
 * Reads the profile and the latest active membership of a user with the spec's
 * two queries (§7), in parallel. Never throws. A missing membership row
 * (PGRST116) means "no membership" and is not an error.
 */
export async function fetchUserData(client: SupabaseClient, userId: string): Promise<UserData> {
  const [profileResult, membershipResult] = await Promise.all([
    settle(() => client.from('profiles').select('*').eq('id', userId).single()),
    settle(() =>
      client
        .from('memberships')
        .select('*')
        .eq('user_id', userId)
        .eq('is_active', true)
        .order('created_at', { ascending: false })
        .limit(1)
        .single(),
    ),
  ]);
  const errors: unknown[] = [];
  if (profileResult.error) errors.push(profileResult.error);
  if (membershipResult.error && membershipResult.error.code !== NO_ROWS_CODE)
    errors.push(membershipResult.error);
  return {
    profile: profileResult.error ? null : toProfile(asRow(profileResult.data)),
    membership: membershipResult.error ? null : toMembership(asRow(membershipResult.data)),
    errors,
  };
}
