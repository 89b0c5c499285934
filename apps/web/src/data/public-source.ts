/**
 * Where the pages read public rows (`public-rows.ts`): the backend's URL and anon key the site is
 * built with (`VITE_SUPABASE_URL`, `VITE_SUPABASE_ANON_KEY`), read here, in the pages' chunks, so
 * the first load's entry does not grow (main.tsx checks the same two values and shows the
 * configuration error page instead of any page when they are missing). A test or a story gives
 * another source with `PublicSourceContext`; null is no backend: every read fails as 'network'.
 */
import { createContext, useContext } from 'react';
import type { PublicSource } from './public-rows';

/** The backend of the build's two variables, or null when either is missing. */
export function sourceFromEnvironment(env: {
  VITE_SUPABASE_URL?: string | undefined;
  VITE_SUPABASE_ANON_KEY?: string | undefined;
}): PublicSource | null {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url: url.replace(/\/+$/, ''), anonKey } : null;
}

// The two variables, not import.meta.env: the whole object would be written into the chunk.
export const PublicSourceContext = createContext<PublicSource | null>(
  sourceFromEnvironment({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  }),
);

/** The public source of the pages: the site's backend, unless a provider gives another. */
export function usePublicSource(): PublicSource | null {
  return useContext(PublicSourceContext);
}
