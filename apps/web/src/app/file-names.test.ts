import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A file's name says which file it is: no two files under src/ share one, in any two folders
// (`x.ts` and `x.tsx` count as the same name, as an import does not say which). A feature's data
// module is `<name>.data.ts` beside the feature's `<name>.ts`, never a second `<name>.ts` elsewhere.
const SRC = join(import.meta.dirname, '..');

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? allFiles(path) : [path];
  });
}

describe('file names under apps/web/src', () => {
  it('are unique across folders', () => {
    const byName = new Map<string, string[]>();
    for (const file of allFiles(SRC)) {
      const name = (file.split(/[\\/]/).pop() ?? file).replace(/\.tsx$/, '.ts');
      byName.set(name, [...(byName.get(name) ?? []), relative(SRC, file)]);
    }
    expect(byName.size).toBeGreaterThan(100);
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([]);
  });
});
