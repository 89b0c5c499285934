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

/** The bearer token of the request, or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * A client that acts as the caller: the anon key with the caller's own access token, so every
 * read and write goes through RLS and the functions' own checks as that user (the team's
 * console: never the service role).
 */
export function callerClient(env: FunctionEnv, token: string): AdminClient {
  const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? NoWebSocket;
  return createClient<Database>(
    requireEnv(env, 'SUPABASE_URL'),
    requireEnv(env, 'SUPABASE_ANON_KEY'),
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: transport as never },
    },
  );
}
