import type { Database } from '@harbor-help/local-supabase/database-types';
import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The app's Supabase client, typed with the schema the migrations make (`Database`, generated
 * into packages/local-supabase/src/database-types.ts by `pnpm gen:types`): a query's rows have
 * the columns' types, and a renamed or retyped column fails the typecheck.
 */
export type HarborClient = SupabaseClient<Database>;

/**
 * The app's one Supabase client as a data module is given it: the client itself
 * (`useSupabaseClient()`), or a function that loads it first (`useSupabaseClientLoader()`), so a
 * page can render before supabase-js has loaded and load it only when it sends or reads.
 */
export type ClientSource = HarborClient | (() => Promise<HarborClient>);

export function resolveClient(source: ClientSource): Promise<HarborClient> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}
