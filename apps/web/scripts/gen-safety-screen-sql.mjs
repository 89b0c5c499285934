#!/usr/bin/env node
// @ts-check
/**
 * Writes public.safety_screen (the safety screen in SQL, src/safety-screen/safety-screen-sql.ts)
 * into the migration that holds its generated block, from the one phrase file
 * (src/safety-screen/safety-phrases.json). `--check` changes nothing and fails when the block is
 * not today's. A migration that is already deployed is never edited: after a change to the
 * phrases, copy the block (markers included) into a new migration and pass its path.
 *
 *   node apps/web/scripts/gen-safety-screen-sql.mjs [--check] [migration.sql]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const check = args.includes('--check');
const file =
  args.find((arg) => !arg.startsWith('--')) ??
  fileURLToPath(
    new URL('../../../supabase/migrations/20261128100000_safety_screen.sql', import.meta.url),
  );

/** @type {{ module: typeof import('../src/safety-screen/safety-screen-sql') }} */
const { module } = await runnerImport('/src/safety-screen/safety-screen-sql.ts', {
  root: fileURLToPath(new URL('..', import.meta.url)),
  configFile: false,
  logLevel: 'error',
});

const before = readFileSync(file, 'utf8');
const after = module.withSafetyScreenSql(before);
if (after === null) {
  console.error(`${file} has no block between "${module.SQL_BEGIN}" and "${module.SQL_END}".`);
  process.exit(1);
}
if (after === before) {
  console.log(`${file}: public.safety_screen is up to date.`);
} else if (check) {
  console.error(`${file}: public.safety_screen is out of date; run this script without --check.`);
  process.exit(1);
} else {
  writeFileSync(file, after);
  console.log(`${file}: public.safety_screen written.`);
}
