// @ts-check
// The local backend's start function, from its build: the package is TypeScript and Node 20
// runs JavaScript, so it is built first when dist/ is missing or older than its sources (a fresh
// clone, an edit). Used by with-backend.mjs (`pnpm dev`, `pnpm start`) and bench-web.mjs.
import { ensureBuilt } from '../packages/local-supabase/scripts/ensure-built.mjs';

/** @returns {Promise<typeof import('../packages/local-supabase/dist/index.js').startLocalSupabase>} */
export async function startLocalBackend() {
  ensureBuilt();
  const { startLocalSupabase } = await import('../packages/local-supabase/dist/index.js');
  return startLocalSupabase;
}
