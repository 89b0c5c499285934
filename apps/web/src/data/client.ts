import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The app's one Supabase client as a data module is given it: the client itself
 * (`useSupabaseClient()`), or a function that loads it first (`useSupabaseClientLoader()`), so a
 * page can render before supabase-js has loaded and load it only when it sends or reads.
 */
export type ClientSource = SupabaseClient | (() => Promise<SupabaseClient>);

export function resolveClient(source: ClientSource): Promise<SupabaseClient> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}
