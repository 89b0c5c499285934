#!/usr/bin/env node
// harbor-local-supabase [--port 54321] [--data DIR] [--reset] [--confirm-email] [--quiet]
// Runs the built CLI (src/cli.ts): `pnpm --filter @harbor-help/local-supabase build` makes dist/.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error(
    '[local-supabase] not built yet: run `pnpm --filter @harbor-help/local-supabase build` (pnpm start and pnpm dev do it for you)',
  );
  process.exit(1);
}
await import(cli.href);
