#!/usr/bin/env node
// @ts-check
// Writes src/database-types.ts: the `Database` type the site's supabase-js client is created with
// (`createClient<Database>`), generated from supabase/migrations. It applies the platform SQL and
// every migration to a fresh PGlite in memory, as the local backend does, and reads the catalogue
// (src/typegen.ts). `pnpm gen:types` runs it; `node scripts/gen-types.mjs --check` only says
// whether the committed file is up to date (exit 1 when not), as test/database-types.test.ts does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The generated file, imported as `@harbor-help/local-supabase/database-types` (types only). */
export const DATABASE_TYPES_FILE = path.join(packageDir, 'src', 'database-types.ts');
/**
 * The same text for the Edge Functions' service-role client (`supabase/functions/_shared`): a
 * function is deployed from its own folder, so it cannot import the package's file.
 */
export const FUNCTIONS_DATABASE_TYPES_FILE = path.resolve(
  packageDir,
  '..',
  '..',
  'supabase',
  'functions',
  '_shared',
  'database-types.ts',
);
/** Every file `pnpm gen:types` writes, each with the same text. */
export const DATABASE_TYPES_FILES = [DATABASE_TYPES_FILE, FUNCTIONS_DATABASE_TYPES_FILE];

/**
 * The file's text as it would be generated now from `supabaseDir`'s migrations (default the
 * repository's), formatted with the repository's Prettier settings.
 * @param {{ supabaseDir?: string }} [options]
 */
export async function renderDatabaseTypes(options = {}) {
  ensureBuilt();
  /** @type {typeof import('../src/index.js')} */
  const built = await import(new URL('../dist/index.js', import.meta.url).href);
  const { openSchemaDatabase, generateDatabaseTypes } = built;
  const db = await openSchemaDatabase(options);
  let source;
  try {
    source = await generateDatabaseTypes(db);
  } finally {
    await db.close();
  }
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(DATABASE_TYPES_FILE)) ?? {};
  return prettier.format(source, { ...config, filepath: DATABASE_TYPES_FILE });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  try {
    const text = await renderDatabaseTypes();
    for (const file of DATABASE_TYPES_FILES) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      const name = path.relative(process.cwd(), file);
      if (check) {
        if (current !== text) {
          console.error(`${name} is out of date with supabase/migrations: run pnpm gen:types`);
          process.exitCode = 1;
        } else console.log(`${name} is up to date`);
      } else if (current === text) {
        console.log(`${name} is up to date`);
      } else {
        fs.writeFileSync(file, text);
        console.log(`wrote ${name}`);
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  }
}
