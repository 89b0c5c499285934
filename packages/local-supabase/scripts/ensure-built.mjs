#!/usr/bin/env node
// @ts-check
// Builds this package (tsup, as `pnpm --filter @harbor-help/local-supabase build`) when dist/ is
// missing or older than its sources, so that what runs the built server (the CLI, `pnpm start`,
// `pnpm dev`, the benchmarks, the tests that start the CLI) works on a fresh clone and after an
// edit. `node scripts/ensure-built.mjs` does it from the shell.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = ['dist/index.js', 'dist/cli.js', 'dist/index.d.ts'];
const INPUTS = ['src', 'tsup.config.ts', 'package.json'];

/** The newest modification time of a file or of any file below a folder. @param {string} target */
function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((entry) => newest(path.join(target, entry))));
}

/** Whether dist/ is older than the sources (or missing). */
export function isStale() {
  const built = Math.min(...OUTPUTS.map((file) => newest(path.join(packageDir, file)) || -1));
  return (
    built < 0 || built < Math.max(...INPUTS.map((input) => newest(path.join(packageDir, input))))
  );
}

/** Builds when stale; returns whether it built. Throws when the build fails. */
export function ensureBuilt() {
  if (!isStale()) return false;
  const require = createRequire(path.join(packageDir, 'package.json'));
  const tsup = path.join(
    path.dirname(require.resolve('tsup/package.json')),
    'dist',
    'cli-default.js',
  );
  console.log('[local-supabase] building (dist/ is missing or older than src/)…');
  const result = spawnSync(process.execPath, [tsup, '--silent'], {
    cwd: packageDir,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`building @harbor-help/local-supabase failed (exit ${result.status})`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
