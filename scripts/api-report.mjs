#!/usr/bin/env node
// The public API of every published package, recorded and checked (API Extractor).
//
//   node scripts/api-report.mjs           check: fails when a package's API differs from its
//                                          committed report, or an export has no TSDoc
//   node scripts/api-report.mjs --update  rewrite the reports after an intended change
//
// For each public package and each of its typed entry points (from package.json `exports`), API
// Extractor reads the built declarations (`dist/*.d.ts`, so run the build first) and writes
// `packages/<name>/api/<entry>.api.md`: every exported name with its signature. An accidental
// change to the API (a removed export, a changed prop type) changes that file, and CI fails until
// the report is updated in the same commit, where a reviewer sees it. An export without a TSDoc
// comment shows as `// (undocumented)` in the report, and that fails too.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');

/** Every package under packages/ that is published (not `private`). */
export function publicPackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, json: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ json }) => !json.private);
}

/** The typed entry points of a package: `.` → index, `./layout` → layout. */
export function typedEntries(json) {
  const entries = [];
  for (const [subpath, target] of Object.entries(json.exports ?? {})) {
    const types = typeof target === 'object' ? (target.import?.types ?? target.types) : undefined;
    if (!types) continue;
    const name = subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replaceAll('/', '-');
    entries.push({ subpath, name, types });
  }
  return entries;
}

function main() {
  const problems = [];
  const tempFolder = mkdtempSync(join(tmpdir(), 'harbor-api-'));

  for (const { dir, json } of publicPackages()) {
    for (const entry of typedEntries(json)) {
      const label = `${json.name}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}`;
      const declarations = join(dir, entry.types);
      if (!existsSync(declarations)) {
        problems.push(`${label}: ${entry.types} is missing; build the package first (pnpm build)`);
        continue;
      }
      mkdirSync(join(dir, 'api'), { recursive: true });
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: dir,
          mainEntryPointFilePath: declarations,
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                lib: ['ES2022', 'DOM', 'DOM.Iterable'],
                jsx: 'react-jsx',
                module: 'ESNext',
                moduleResolution: 'Bundler',
                skipLibCheck: true,
                strict: true,
                types: [],
              },
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: entry.name,
            reportFolder: join(dir, 'api'),
            reportTempFolder: tempFolder,
          },
          newlineKind: 'lf',
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            compilerMessageReporting: { default: { logLevel: 'warning' } },
            extractorMessageReporting: {
              default: { logLevel: 'warning' },
              // Harbor's packages are 0.x and don't tag releases (@public/@beta).
              'ae-missing-release-tag': { logLevel: 'none' },
              // A type reachable from an export but not exported itself is recorded in the report.
              'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
              // Checked below from the report's `(undocumented)` marks, with the names listed.
              'ae-undocumented': { logLevel: 'none' },
            },
            tsdocMessageReporting: { default: { logLevel: 'none' } },
          },
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: join(dir, 'package.json'),
      });
      const result = Extractor.invoke(config, {
        localBuild: update,
        showVerboseMessages: false,
        messageCallback: (message) => {
          // API Extractor's own chatter about the TypeScript version it bundles is not a problem.
          if (message.messageId === 'console-compiler-version-notice') message.handled = true;
        },
      });
      if (!update && result.apiReportChanged) {
        problems.push(
          `${label}: its public API differs from packages/${json.name.split('/')[1]}/api/${entry.name}.api.md. ` +
            `If the change is intended, run \`node scripts/api-report.mjs --update\` and commit the report with a changeset.`,
        );
      }
      if (!result.succeeded && !result.apiReportChanged) {
        problems.push(`${label}: API Extractor reported ${result.errorCount} error(s)`);
      }
      const report = join(dir, 'api', `${entry.name}.api.md`);
      if (existsSync(report)) {
        const undocumented = undocumentedNames(readFileSync(report, 'utf8'));
        if (undocumented.exports.length > 0) {
          problems.push(`${label}: exports without TSDoc: ${undocumented.exports.join(', ')}`);
        }
        if (undocumented.members.length > 0) {
          problems.push(
            `${label}: props and members without TSDoc: ${undocumented.members.join(', ')}`,
          );
        }
      }
    }
  }
  rmSync(tempFolder, { recursive: true, force: true });
  return problems;
}

/**
 * The declarations the report marks `// (undocumented)`, split into top-level exports (the mark at
 * the start of a line) and members of an exported interface or class (an indented mark: a prop).
 */
export function undocumentedNames(report) {
  const lines = report.split(/\r?\n/);
  const exports = [];
  const members = [];
  lines.forEach((line, i) => {
    if (!/\/\/ (?:@\w+ )?\(undocumented\)$/.test(line)) return;
    const next = lines[i + 1] ?? '';
    const declared =
      /(?:function|const|class|interface|type|enum|let|namespace)\s+([A-Za-z_$][\w$]*)/.exec(
        next,
      )?.[1] ??
      /^\s*(?:readonly\s+)?'?([A-Za-z_$][\w$-]*)'?\??[(:<]/.exec(next)?.[1] ??
      next.trim();
    (line.startsWith('//') ? exports : members).push(declared);
  });
  return { exports, members };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = main();
  if (problems.length > 0) {
    console.error(`API check failed:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    update
      ? 'API reports written.'
      : 'Every package API matches its report, and every export is documented.',
  );
}
