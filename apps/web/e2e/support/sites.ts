/// <reference types="node" />
/** What global-setup.ts started, as the tests see it. */
export interface E2ESite {
  /** The built site, served on 127.0.0.1. */
  baseURL: string;
  /** The backend the site was built against (VITE_SUPABASE_URL). */
  backendURL: string;
  anonKey: string;
  /** Empty for the `down` site, which has no backend. */
  serviceRoleKey: string;
  /** The local backend's mail outbox (GET, JSON). Empty for the `down` site. */
  outboxURL: string;
  /** The build output, with .vite/manifest.json. */
  distDir: string;
}

export interface E2ESites {
  main: E2ESite;
  shortTokens: E2ESite;
  isolated: E2ESite;
  down: E2ESite;
}

export type SiteName = keyof E2ESites;

export const SITES_ENV = 'HARBOR_E2E_SITES';

export function readSites(): E2ESites {
  const raw = process.env[SITES_ENV];
  if (!raw)
    throw new Error(
      `${SITES_ENV} is not set: run the browser tests with \`playwright test\` (global-setup.ts sets it).`,
    );
  return JSON.parse(raw) as E2ESites;
}
