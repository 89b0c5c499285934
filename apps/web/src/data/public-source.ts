/**
 * Where the pages read public rows (`public-rows.ts`): the backend's URL and anon key the site is
 * built with (`VITE_SUPABASE_URL`, `VITE_SUPABASE_ANON_KEY`), read here, in the pages' chunks, so
 * the first load's entry does not grow (main.tsx checks the same two values and shows the
 * configuration error page instead of any page when they are missing). A test or a story gives
 * another source with `PublicSourceContext`; null is no backend: every read fails as 'network'.
 */
import { createContext, useContext } from 'react';
import type { PublicSource } from './public-rows';

/** The site's own backend, or null when the build has none configured. */
function builtSource(): PublicSource | null {
  const url = import.meta.env.VITE_SUPABASE_URL?.trim();
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url: url.replace(/\/+$/, ''), anonKey } : null;
}

export const PublicSourceContext = createContext<PublicSource | null>(builtSource());

/** The public source of the pages: the site's backend, unless a provider gives another. */
export function usePublicSource(): PublicSource | null {
  return useContext(PublicSourceContext);
}
