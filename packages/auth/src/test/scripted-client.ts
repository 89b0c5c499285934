import type {
  AuthChangeEvent,
  AuthError,
  Session,
  SupabaseClient,
  User,
} from '@supabase/supabase-js';
import { vi } from 'vitest';

/**
 * A fake Supabase client for tests: only the parts @harbor-help/auth uses, every
 * response scripted by the test. Auth calls are `vi.fn`s (override with
 * `mockResolvedValueOnce`); table reads stay pending until the test answers them.
 */

export interface QueryResponse {
  data: unknown;
  error: { code?: string; message: string } | null;
}

export interface PendingQuery {
  table: string;
  /** Every builder call in order, e.g. `['select', ['*']], ['eq', ['id', 'u1']], …, ['single', []]`. */
  calls: Array<[string, unknown[]]>;
  respond(response: QueryResponse): void;
  fail(thrown: unknown): void;
}

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

const ok = { error: null as AuthError | null };

export function createScriptedClient() {
  const listeners = new Set<Listener>();
  const queries: PendingQuery[] = [];

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      const unsubscribe = vi.fn(() => listeners.delete(listener));
      return { data: { subscription: { id: 'scripted', callback: listener, unsubscribe } } };
    }),
    signInWithPassword: vi.fn(async (_credentials: { email: string; password: string }) => ({
      data: {},
      ...ok,
    })),
    signUp: vi.fn(async (_credentials: { email: string; password: string; options?: unknown }) => ({
      data: {},
      ...ok,
    })),
    resend: vi.fn(async (_credentials: { type: string; email: string; options?: unknown }) => ({
      data: {},
      ...ok,
    })),
    signOut: vi.fn(async (_options?: { scope?: string }) => ({ ...ok })),
    resetPasswordForEmail: vi.fn(async (_email: string, _options?: { redirectTo?: string }) => ({
      data: {},
      ...ok,
    })),
    updateUser: vi.fn(async (_attributes: { password?: string }) => ({ data: {}, ...ok })),
  };

  function from(table: string) {
    const calls: Array<[string, unknown[]]> = [];
    const builder = {
      select: (...args: unknown[]) => (calls.push(['select', args]), builder),
      eq: (...args: unknown[]) => (calls.push(['eq', args]), builder),
      order: (...args: unknown[]) => (calls.push(['order', args]), builder),
      limit: (...args: unknown[]) => (calls.push(['limit', args]), builder),
      single: () => {
        calls.push(['single', []]);
        return new Promise<QueryResponse>((resolve, reject) => {
          queries.push({ table, calls, respond: resolve, fail: reject });
        });
      },
    };
    return builder;
  }

  return {
    client: { auth, from: vi.fn(from) } as unknown as SupabaseClient,
    auth,
    /** Every `.single()` read so far, oldest first. */
    queries,
    /** The reads of one table so far, oldest first; answer them in any order. */
    queriesFor: (table: string) => queries.filter((query) => query.table === table),
    /** Fires an auth event the way supabase-js does, to every current subscriber. */
    emit(event: AuthChangeEvent, session: Session | null) {
      for (const listener of [...listeners]) listener(event, session);
    },
    get subscriberCount() {
      return listeners.size;
    },
  };
}

export function fakeUser(id: string, email = `${id}@harbor.test`): User {
  return {
    id,
    email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00.000Z',
  } as User;
}

export function fakeSession(user: User, accessToken = `token-for-${user.id}`): Session {
  return {
    access_token: accessToken,
    refresh_token: `refresh-for-${user.id}`,
    expires_in: 3600,
    expires_at: 1_900_000_000,
    token_type: 'bearer',
    user,
  };
}
