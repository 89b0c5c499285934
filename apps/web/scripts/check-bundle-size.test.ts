import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetEnvError, readBudgetKb } from './budget-env.mjs';
import { findSupabaseJs } from './supabase-js-markers.mjs';

const bundleScript = fileURLToPath(new URL('./check-bundle-size.mjs', import.meta.url));
const offlineScript = fileURLToPath(new URL('./check-offline-copy.mjs', import.meta.url));

/** supabase-js's own code, as published (what a build would bundle). */
const supabaseJsCode = readFileSync(
  createRequire(import.meta.url).resolve('@supabase/supabase-js'),
  'utf8',
);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A tiny built site as Vite's manifest describes it: the entry (index.html → index.js, importing
 * vendor.js), the home page (a lazy page importing nothing) and a lazy page that loads
 * supabase-js on demand. `vendor` is the text of the chunk the entry imports.
 */
function fakeDist(vendor: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbor-bundle-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'assets/index.js': 'import "./vendor.js";console.log("Harbor");',
    'assets/vendor.js': vendor,
    'assets/home.js': 'export default function Home(){return "home"}',
    'assets/login.js': 'import("./supabase.js")',
    'assets/supabase.js': supabaseJsCode,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/info/pages/home.tsx', 'src/account/pages/login.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/info/pages/home.tsx': { file: 'assets/home.js', isDynamicEntry: true },
    'src/account/pages/login.tsx': {
      file: 'assets/login.js',
      isDynamicEntry: true,
      dynamicImports: ['_supabase.js'],
    },
    '_supabase.js': { file: 'assets/supabase.js' },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('budget variables', () => {
  it('reads a plain number of kB, and the budget in the script when unset or empty', () => {
    expect(readBudgetKb('INITIAL_JS_LIMIT_KB', 96.5, { INITIAL_JS_LIMIT_KB: '97' })).toBe(97);
    expect(readBudgetKb('INITIAL_JS_LIMIT_KB', 96.5, { INITIAL_JS_LIMIT_KB: ' 96.25 ' })).toBe(
      96.25,
    );
    expect(readBudgetKb('INITIAL_JS_LIMIT_KB', 96.5, {})).toBe(96.5);
    expect(readBudgetKb('INITIAL_JS_LIMIT_KB', 96.5, { INITIAL_JS_LIMIT_KB: '' })).toBe(96.5);
  });

  it.each(['96kB', '96 kB', 'abc', '1e3', '0x60', 'Infinity', 'NaN', '-5', '.5', '96.'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() =>
        readBudgetKb('INITIAL_JS_LIMIT_KB', 96.5, { INITIAL_JS_LIMIT_KB: value }),
      ).toThrow(BudgetEnvError);
      expect(() =>
        readBudgetKb('INITIAL_JS_LIMIT_KB', 96.5, { INITIAL_JS_LIMIT_KB: value }),
      ).toThrow(/^INITIAL_JS_LIMIT_KB=".*" is not a number of kB/);
    },
  );

  it('refuses 0', () => {
    expect(() => readBudgetKb('PAGE_CHUNK_LIMIT_KB', 15, { PAGE_CHUNK_LIMIT_KB: '0' })).toThrow(
      'PAGE_CHUNK_LIMIT_KB="0" must be more than 0 kB.',
    );
  });

  it.each(['INITIAL_JS_LIMIT_KB', 'HOME_FIRST_LOAD_LIMIT_KB', 'PAGE_CHUNK_LIMIT_KB'])(
    'check-bundle-size stops with an error on %s=96kB, never printing NaN',
    (name) => {
      const result = run(bundleScript, [fakeDist('export const x=1;')], { [name]: '96kB' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`check-bundle-size: ${name}="96kB" is not a number of kB`);
      expect(result.stdout).not.toContain('NaN');
      expect(result.stdout).not.toContain('Within budget');
    },
  );

  it('check-offline-copy stops with an error on OFFLINE_COPY_LIMIT_KB=600kB', () => {
    const result = run(offlineScript, [fakeDist('')], { OFFLINE_COPY_LIMIT_KB: '600kB' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'check-offline-copy: OFFLINE_COPY_LIMIT_KB="600kB" is not a number of kB',
    );
    expect(result.stdout).not.toContain('NaN');
  });

  it('a budget set to a number is used: a tiny one fails the fake site', () => {
    const result = run(bundleScript, [fakeDist('export const x=1;')], {
      INITIAL_JS_LIMIT_KB: '0.01',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/initial JS is [\d.]+ kB gzip, over the 0.01 kB budget/);
  });
});

describe('supabase-js in the first load', () => {
  it('finds supabase-js code by its markers, and none in Harbor-like code', () => {
    expect(findSupabaseJs(supabaseJsCode).length).toBeGreaterThan(1);
    expect(findSupabaseJs('const url = import.meta.env.VITE_SUPABASE_URL; loadClient();')).toEqual(
      [],
    );
  });

  it('passes a site that loads supabase-js only on demand', () => {
    const result = run(bundleScript, [fakeDist('export const x=1;')]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('supabase-js: in none of the 3 JS file(s) of the first load');
  });

  it('fails a site whose initial JS holds supabase-js, naming the chunk', () => {
    const result = run(bundleScript, [fakeDist(supabaseJsCode)]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /assets\/vendor\.js is in the first load and holds supabase-js code \(supabaseUrl is required/,
    );
  });
});
