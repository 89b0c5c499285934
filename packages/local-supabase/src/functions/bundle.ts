// Runs supabase/functions/<name>/index.ts, the Supabase Edge Functions, inside the local backend.
// Node 20 cannot run TypeScript, so on first use esbuild bundles each function's own code (its
// index.ts and ../_shared) into one ESM file. The npm packages of the import map (stripe,
// @supabase/supabase-js) stay external: Node resolves them from this package's node_modules,
// where they are dependencies. The bundles are cached by a hash of every source file, so a start
// with unchanged functions costs one directory check and the imports.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Log } from '../db/database.js';

// Bump when the way functions are bundled changes.
const BUNDLE_FORMAT = 'harbor-functions-v1';
const EXTERNAL = ['stripe', '@supabase/supabase-js'];

/** What every function module exports: its handler, made from an environment. */
export type FunctionHandler = (req: Request) => Promise<Response>;
export interface FunctionModule {
  createHandler: (env: { get(name: string): string | undefined }) => FunctionHandler;
}

/** Every file under dir, sorted. */
function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files.sort();
}

/** The names of the deployable functions: folders with an index.ts, not starting with `_`. */
function functionNames(functionsDir: string): string[] {
  if (!fs.existsSync(functionsDir)) return [];
  return fs
    .readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        !entry.name.startsWith('.') &&
        fs.existsSync(path.join(functionsDir, entry.name, 'index.ts')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** Bundles (or reuses the cached bundles of) every function and imports them. */
export async function loadFunctions({
  functionsDir,
  cacheRoot,
  log,
}: {
  functionsDir: string;
  cacheRoot: string;
  log: Log;
}): Promise<Map<string, FunctionModule>> {
  const names = functionNames(functionsDir);
  const modules = new Map<string, FunctionModule>();
  if (names.length === 0) return modules;
  const hash = createHash('sha256').update(BUNDLE_FORMAT);
  for (const file of listFiles(functionsDir)) {
    hash.update(path.relative(functionsDir, file)).update('\0').update(fs.readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 16);
  const outDir = path.join(cacheRoot, key);
  if (!fs.existsSync(path.join(outDir, '.complete'))) {
    const started = Date.now();
    const { build } = await import('esbuild');
    const building = `${outDir}.building-${process.pid}-${Date.now()}`;
    await build({
      entryPoints: Object.fromEntries(
        names.map((name) => [name, path.join(functionsDir, name, 'index.ts')]),
      ),
      outdir: building,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: EXTERNAL,
      logLevel: 'error',
      sourcemap: 'inline',
    });
    fs.writeFileSync(path.join(building, '.complete'), new Date().toISOString());
    try {
      fs.renameSync(building, outDir);
    } catch (error) {
      // Another process finished the same bundles first: use theirs.
      fs.rmSync(building, { recursive: true, force: true });
      if (!fs.existsSync(path.join(outDir, '.complete'))) throw error;
    }
    log(`bundled ${names.length} edge functions in ${Date.now() - started} ms`);
    // Bundles of older sources are dead weight; leave recent ones (another checkout may use them).
    const anHourAgo = Date.now() - 60 * 60 * 1000;
    for (const entry of fs.readdirSync(cacheRoot)) {
      const entryPath = path.join(cacheRoot, entry);
      if (entry !== key && fs.statSync(entryPath).mtimeMs < anHourAgo) {
        fs.rmSync(entryPath, { recursive: true, force: true });
      }
    }
  }
  for (const name of names) {
    const module = (await import(
      pathToFileURL(path.join(outDir, `${name}.mjs`)).href
    )) as Partial<FunctionModule>;
    if (typeof module.createHandler !== 'function') {
      log(`warning: supabase/functions/${name}/index.ts exports no createHandler(env); skipped`);
      continue;
    }
    modules.set(name, module as FunctionModule);
  }
  return modules;
}
