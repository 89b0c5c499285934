#!/usr/bin/env node
// @ts-check
/**
 * The offline copy's budget (run after the build, by `pnpm check-bundle`).
 *
 * Lists what the service worker (dist/sw.js, written by build/service-worker.mjs) precaches: the
 * offline copy's pages, the files they load, the offline page, the manifest and its icons. Prints
 * what a visitor downloads to install it (gzip level 9, as check-bundle measures) and what the
 * browser stores; then the same for the copy in Spanish (the guides and check-ins in Spanish, kept
 * on a device that reads Harbor in Spanish, on top of the fixed copy). Fails when
 *   - the download is over the budget (OFFLINE_COPY_BUDGET_BYTES of build/offline-pages.mjs,
 *     600 kB; override with OFFLINE_COPY_LIMIT_KB, a plain number of kB),
 *   - the copy in Spanish adds more than its budget (SPANISH_COPY_BUDGET_BYTES, 200 kB; override
 *     with SPANISH_COPY_LIMIT_KB), or
 *   - dist/sw.js does not precache exactly that list, or does not name the copy in Spanish as
 *     built (a build step was skipped or is stale).
 *
 *   node scripts/check-offline-copy.mjs [dist directory]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OFFLINE_COPY_BUDGET_BYTES, SPANISH_COPY_BUDGET_BYTES } from '../build/offline-pages.mjs';
import { budgetKbOrExit } from './budget-env.mjs';
import {
  measureOfflineCopy,
  measureSpanishCopy,
  offlineCopy,
  precachedUrls,
  SERVICE_WORKER_FILE,
  spanishOfflineCopy,
} from '../build/service-worker.mjs';

const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
// A plain number of kB; any other value (`600kB`) is refused (budget-env.mjs).
const limit =
  budgetKbOrExit('check-offline-copy', 'OFFLINE_COPY_LIMIT_KB', OFFLINE_COPY_BUDGET_BYTES / 1000) *
  1000;
const spanishLimit =
  budgetKbOrExit('check-offline-copy', 'SPANISH_COPY_LIMIT_KB', SPANISH_COPY_BUDGET_BYTES / 1000) *
  1000;
const swPath = join(distDir, SERVICE_WORKER_FILE);
if (!existsSync(swPath)) {
  console.error(`No ${swPath}. Build the site first (pnpm --filter @harbor-help/web build).`);
  process.exit(1);
}

const copy = offlineCopy({ distDir });
const size = measureOfflineCopy(distDir, copy);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;

console.log(`Offline copy in ${distDir} (gzip level 9)\n`);
console.log(`${'gzip'.padStart(10)}  ${'stored'.padStart(10)}  file`);
for (const file of [...size.files].sort((a, b) => b.gzip - a.gzip))
  console.log(`${kb(file.gzip).padStart(10)}  ${kb(file.raw).padStart(10)}  ${file.file}`);
console.log(
  `\nOffline copy: ${size.files.length} files (${copy.pages.length} pages): ${kb(size.gzip)} to download (gzip), ${kb(size.raw)} stored. Budget: ${kb(limit)}.`,
);

const spanish = spanishOfflineCopy({ distDir, copy });
const spanishSize = measureSpanishCopy(distDir, spanish);
console.log(`\nThe copy in Spanish, on top of it (${spanish.cache}):\n`);
for (const file of [...spanishSize.files].sort((a, b) => b.gzip - a.gzip))
  console.log(`${kb(file.gzip).padStart(10)}  ${kb(file.raw).padStart(10)}  ${file.file}`);
console.log(
  `\nCopy in Spanish: ${spanishSize.files.length} files (${spanish.pages.length} pages): ${kb(spanishSize.gzip)} more to download (gzip), ${kb(spanishSize.raw)} more stored. Budget: ${kb(spanishLimit)}. A device that reads Harbor in Spanish keeps ${kb(size.gzip + spanishSize.gzip)} in all.`,
);

/** @type {string[]} */
const failures = [];
if (size.gzip > limit)
  failures.push(`the offline copy is ${kb(size.gzip)} gzip, over the ${kb(limit)} budget`);
if (spanishSize.gzip > spanishLimit)
  failures.push(
    `the copy in Spanish adds ${kb(spanishSize.gzip)} gzip, over its ${kb(spanishLimit)} budget`,
  );

const expected = new Set([
  ...copy.pages.map((page) => page.url),
  ...[...copy.assets, ...copy.extras],
]);
const source = readFileSync(swPath, 'utf8');
const actual = new Set(precachedUrls(source));
if (!source.includes(`"cache":"${spanish.cache}"`))
  failures.push(`${SERVICE_WORKER_FILE} does not name the copy in Spanish as built: rebuild it`);
const missing = [...expected].filter((url) => !actual.has(url));
const extra = [...actual].filter((url) => !expected.has(url));
if (missing.length > 0)
  failures.push(`${SERVICE_WORKER_FILE} does not precache ${missing.join(', ')}: rebuild it`);
if (extra.length > 0)
  failures.push(`${SERVICE_WORKER_FILE} precaches ${extra.join(', ')}, outside the offline copy`);

if (failures.length > 0) {
  console.error(
    `\nOffline copy check failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Within budget, and ${SERVICE_WORKER_FILE} precaches exactly this list and names the copy in Spanish.`,
);
