// The service-role client (writes bypass RLS: only these functions write payments) and the
// caller's user, read from their access token.
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Database } from './database-types.ts';
import { requireEnv, type FunctionEnv } from './env.ts';

/**
 * The functions never use realtime, but supabase-js wants a WebSocket when the client is made:
 * Deno has one; Node 20 (the local backend) does not, so it gets one that refuses to open.
 */
class NoWebSocket {
  constructor() {
    throw new Error('Harbor functions do not use realtime');
  }
}

/** The service-role client, typed by the generated `Database` (`pnpm gen:types`). */
export type AdminClient = SupabaseClient<Database>;

export function adminClient(env: FunctionEnv): AdminClient {
  const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? NoWebSocket;
  return createClient<Database>(
    requireEnv(env, 'SUPABASE_URL'),
    requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: transport as never },
    },
  );
}

/**
 * The signed-in user behind the request's bearer token, or null for a guest (no token, or the
 * anon key, which the platform's JWT check lets through).
 */
export async function callerUser(req: Request, admin: AdminClient): Promise<User | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '');
  const token = match?.[1];
  if (!token) return null;
  const { data, error } = await admin.auth.getUser(token);
  if (error || !data.user) return null;
  return data.user;
}
