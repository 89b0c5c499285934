import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page, component and form gets its data through src/data/: nothing else in the app
// queries a table or calls a function with supabase-js itself.
const SRC = join(import.meta.dirname, '..');
const DATA = import.meta.dirname;

function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === DATA || entry.name === 'test' ? [] : appFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the data layer boundary', () => {
  it('is the only place that queries a table or invokes a function', () => {
    const files = appFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) =>
        /\.from\(\s*['"`]|\.from\(\s*table\b|\.functions\s*\.\s*invoke\b|\/rest\/v1|\/functions\/v1/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
