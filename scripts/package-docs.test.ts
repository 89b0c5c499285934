// The two checks that keep the packages documented like a library: the API report's
// `(undocumented)` marks, and the README code blocks with their hidden declarations.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { undocumentedNames } from './api-report.mjs';
import { codeBlocks, moduleText } from './check-readme-code.mjs';

describe('undocumentedNames', () => {
  const report = [
    '// @public (undocumented)',
    'export function JourneyProvider(input: JourneyProviderProps): JSX.Element;',
    '',
    '// @public',
    'export interface JourneyProviderProps {',
    '    // (undocumented)',
    '    children: ReactNode;',
    '    storage?: VisitStorage | null;',
    '}',
    '// @public (undocumented)',
    'export const STORED_KEYS: readonly StoredKey[];',
  ].join('\r\n');

  it('splits undocumented exports from undocumented props, whatever the line endings', () => {
    expect(undocumentedNames(report)).toEqual({
      exports: ['JourneyProvider', 'STORED_KEYS'],
      members: ['children'],
    });
  });

  it('finds nothing in a fully documented report', () => {
    expect(undocumentedNames('// @public\nexport function a(): void;\n')).toEqual({
      exports: [],
      members: [],
    });
  });
});

describe('codeBlocks', () => {
  const readme = [
    '# Package',
    '```sh',
    'npm i x',
    '```',
    "<!-- readme-check: declare const supabase: import('@supabase/supabase-js').SupabaseClient; -->",
    '',
    '```tsx',
    '<AuthProvider client={supabase} />;',
    '```',
    '```ts',
    'const a: number = 1;',
    '```',
  ].join('\n');

  it('takes only TypeScript blocks, with their start line and the hidden declarations before them', () => {
    const blocks = codeBlocks(readme);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({
      lang: 'tsx',
      line: 7,
      declare: "declare const supabase: import('@supabase/supabase-js').SupabaseClient;",
      code: '<AuthProvider client={supabase} />;',
    });
    expect(blocks[1]).toMatchObject({
      lang: 'ts',
      line: 10,
      declare: '',
      code: 'const a: number = 1;',
    });
  });

  it('makes each block a module of its own, declarations first', () => {
    const [first] = codeBlocks(readme);
    expect(moduleText(first!)).toBe(
      "declare const supabase: import('@supabase/supabase-js').SupabaseClient;\n<AuthProvider client={supabase} />;\nexport {};\n",
    );
  });
});

describe('every published package', () => {
  const root = new URL('..', import.meta.url);
  const packages = readdirSync(new URL('packages/', root)).filter((name) => {
    const file = new URL(`packages/${name}/package.json`, root);
    return existsSync(file) && !JSON.parse(readFileSync(file, 'utf8')).private;
  });

  it('are the five Harbor publishes, under the @harbor-help scope', () => {
    const names = packages.map(
      (name) =>
        JSON.parse(readFileSync(new URL(`packages/${name}/package.json`, root), 'utf8')).name,
    );
    expect(names.sort()).toEqual(
      ['auth', 'challenges', 'device-storage', 'journey', 'ui'].map((n) => `@harbor-help/${n}`),
    );
  });

  it.each(packages)(
    '%s ships the MIT licence in its tarball (npm always packs LICENSE)',
    (name) => {
      expect(readFileSync(new URL(`packages/${name}/LICENSE`, root), 'utf8')).toBe(
        readFileSync(new URL('LICENSE', root), 'utf8'),
      );
      expect(
        JSON.parse(readFileSync(new URL(`packages/${name}/package.json`, root), 'utf8')).license,
      ).toBe('MIT');
    },
  );
});
