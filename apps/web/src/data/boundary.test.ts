import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page, component and form gets its data through a data module: its feature's
// `<name>.data.ts` (one per table or server function, beside the pages that use it), built on the
// core here in src/data/. Nothing else in the app queries a table or calls a function with
// supabase-js itself, and the core's table and function calls are the only generic ones.
const SRC = join(import.meta.dirname, '..');
const DATA = import.meta.dirname;

function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : appFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const CALLS_SUPABASE =
  /\.from\(\s*['"`]|\.from\(\s*table\b|\.functions\s*\.\s*invoke\b|\/rest\/v1|\/functions\/v1/;

describe('the data layer boundary', () => {
  const files = appFiles(SRC);

  it('is the only place that queries a table or invokes a function', () => {
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => !file.startsWith(DATA) && !file.endsWith('.data.ts'))
      .filter((file) => CALLS_SUPABASE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it("keeps src/data/ to the core, every feature's data module beside its pages", () => {
    const core = files.filter((file) => file.startsWith(DATA)).map((file) => relative(DATA, file));
    expect(core.sort()).toEqual([
      // The rows a page was prerendered with, and useLoad over them (issue 33).
      'build-data.ts',
      'client.ts',
      'functions.ts',
      // What a failed call says, and the same in Spanish for the Spanish pages' forms (issue 25).
      'messages-es.ts',
      'messages.ts',
      // Public rows with a plain fetch, without supabase-js, and where the app says they are.
      'public-rows.ts',
      'public-source.ts',
      'result.ts',
      'table.ts',
      'use-load-with-build-data.ts',
    ]);
    const modules = files.filter((file) => file.endsWith('.data.ts'));
    expect(modules.length).toBeGreaterThanOrEqual(12);
    // A feature's data module is its own: the core never imports a feature.
    for (const file of core) {
      expect(readFileSync(join(DATA, file), 'utf8')).not.toMatch(/from '\.\.\//);
    }
  });
});
