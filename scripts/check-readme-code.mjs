#!/usr/bin/env node
// Type-checks every TypeScript code block in the published packages' READMEs, so an example a
// team copies compiles against the package as published.
//
//   node scripts/check-readme-code.mjs        (after the packages are built)
//
// Each ```ts or ```tsx block becomes its own module and is checked with strict TypeScript against
// the packages' public entry points (their package.json `exports` and built `dist/*.d.ts`, as an
// outside app would see them, never their sources). A block that uses names an earlier part of the
// README set up (a `supabase` client, a `navigate` function) declares them in an HTML comment just
// before it, which a reader on npm or GitHub doesn't see:
//
//   <!-- readme-check: declare const supabase: import('@supabase/supabase-js').SupabaseClient; -->
//   ```tsx
//   …
//
// A JSX expression on its own (`<AuthProvider …>{children}</AuthProvider>;`) is a valid statement,
// so fragments like that compile too, as long as their names are declared.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The web app depends on every public package (as workspace links to their built output), on
// React, react-router and supabase-js, so blocks placed under its node_modules resolve as an app's would.
const appDir = join(root, 'apps', 'web');
const workDir = join(appDir, 'node_modules', '.readme-code');

/**
 * The TypeScript blocks of a Markdown text, with the line each starts on and the declarations of
 * a `<!-- readme-check: … -->` comment right before it (blank lines between are allowed).
 */
export function codeBlocks(markdown) {
  const lines = markdown.split(/\r?\n/);
  const blocks = [];
  let open = null;
  lines.forEach((line, index) => {
    if (open) {
      if (/^\s*```\s*$/.test(line)) {
        blocks.push(open);
        open = null;
      } else {
        open.code.push(line);
      }
      return;
    }
    const fence = /^\s*```(ts|tsx|typescript)\s*$/.exec(line);
    if (!fence) return;
    let before = index - 1;
    while (before >= 0 && lines[before].trim() === '') before -= 1;
    const comment = /^<!--\s*readme-check:\s*([\s\S]*?)\s*-->$/.exec(lines[before]?.trim() ?? '');
    open = {
      lang: fence[1] === 'ts' || fence[1] === 'typescript' ? 'ts' : 'tsx',
      line: index + 1,
      declare: comment ? comment[1] : '',
      code: [],
    };
  });
  return blocks.map((block) => ({ ...block, code: block.code.join('\n') }));
}

/** The module text checked for a block: its declarations, the block, and `export {}`. */
export function moduleText(block) {
  return `${block.declare ? `${block.declare}\n` : ''}${block.code}\nexport {};\n`;
}

function main() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const sources = new Map();
  for (const name of readdirSync(join(root, 'packages'))) {
    const dir = join(root, 'packages', name);
    const pkgFile = join(dir, 'package.json');
    const readme = join(dir, 'README.md');
    if (!existsSync(pkgFile) || !existsSync(readme)) continue;
    if (JSON.parse(readFileSync(pkgFile, 'utf8')).private) continue;
    codeBlocks(readFileSync(readme, 'utf8')).forEach((block, i) => {
      const file = join(workDir, `${name}-${i + 1}.${block.lang}`);
      writeFileSync(file, moduleText(block));
      sources.set(file, `${relative(root, readme)}:${block.line}`);
    });
  }
  writeFileSync(
    join(workDir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        isolatedModules: true,
        types: ['vite/client'],
        noUnusedLocals: false,
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  const tsc = createRequire(join(appDir, 'package.json')).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', workDir, '--pretty', 'false'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    // Point each error at the README line it comes from.
    const explained = output.replace(/^(.*?\.tsx?)\((\d+),(\d+)\)/gm, (whole, file, line) => {
      const full = resolve(workDir, file);
      const source = sources.get(full) ?? sources.get(resolve(file));
      if (!source) return whole;
      const [readme, start] = [
        source.slice(0, source.lastIndexOf(':')),
        Number(source.split(':').pop()),
      ];
      const block = codeBlocks(readFileSync(join(root, readme), 'utf8')).find(
        (b) => b.line === start,
      );
      const offset = Number(line) - (block?.declare ? block.declare.split('\n').length : 0);
      return `${readme}:${start + offset} (block at line ${start})`;
    });
    console.error(`README code blocks that don't type-check:\n${explained}`);
    process.exit(1);
  }
  console.log(
    `${sources.size} README code blocks type-check against the packages' public entry points.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
