/**
 * Where the pages read public rows (`public-rows.ts`): the backend's URL and anon key, given once
 * by the app (`main.tsx`, from the site's configuration) and read by the pages with
 * `usePublicSource()`. Null, the default, is no backend: every read fails as 'network', as the
 * offline client of the prerender and the app-level tests does.
 */
import { createContext, useContext } from 'react';
import type { PublicSource } from './public-rows';

export const PublicSourceContext = createContext<PublicSource | null>(null);

/** The app's public source, or null when none was given. */
export function usePublicSource(): PublicSource | null {
  return useContext(PublicSourceContext);
}
