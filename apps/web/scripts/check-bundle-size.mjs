#!/usr/bin/env node
// @ts-check
/**
 * Bundle budget for the built site (run after `vite build`).
 *
 * Prints the gzip size of every chunk in dist/assets and the initial-load total (the entry chunk
 * plus everything it imports statically, read from Vite's manifest), then fails when:
 *   - the initial JavaScript is over INITIAL_JS_LIMIT_KB gzip, or
 *   - any page chunk (a dynamic entry: one lazily loaded page) is over PAGE_CHUNK_LIMIT_KB gzip, or
 *   - what a first visit to / needs (the initial JS and CSS plus the home page's chunks and CSS) is
 *     over HOME_FIRST_LOAD_LIMIT_KB gzip (issue 12's goal: 110 kB), or
 *   - supabase-js is in the first load: any chunk of the initial JS, or of the home page's, holds
 *     supabase-js code (found by strings only supabase-js has, SUPABASE_JS_MARKERS; a visitor with
 *     no stored session must never download it on the reading pages).
 * Limits can be overridden with the environment variables of the same names, as plain numbers of
 * kB (1 kB = 1000 bytes); any other value (`96kB`) is refused (budget-env.mjs).
 *
 *   node scripts/check-bundle-size.mjs [dist directory]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetKbOrExit } from './budget-env.mjs';
import { findSupabaseJs } from './supabase-js-markers.mjs';

// The initial load (what the entry script imports statically) is react + react-dom (~67.5 kB),
// react-router's declarative router (~13.5 kB), the storage registry (~1 kB), rolldown's runtime
// (~0.4 kB) and our own code (~12.8 kB): 95.19 kB gzip as of 2026-11-26. supabase-js (~52 kB) is
// not in it: @harbor-help/auth loads it on demand (loadClient), and a page that is opened without a
// stored session never downloads it. It was 112 kB with React Router's data router (31 kB), which
// Harbor did not need (no loaders or actions; README, "How the site is built"). The budget sits
// just above today's figure so any growth fails CI and has to be argued for.
// 2026-11-27, 96 -> 96.5 kB (argued): 95.83 kB became 96.28 kB (+0.45) for the Quick exit
// shortcut to GOV.UK's standard (Shift three times, with a count that is shown and announced,
// and an Escape on the way out that can no longer cancel the exit: issue 28), the footer's
// "Staying safe online", three routes (/staying-safe-online; /safety-plan; /newsletter/confirm,
// the double opt-in of issue 31) and the safety plan's key in the storage registry (which Quick
// exit clears). All of it must work before any page chunk loads. Where the bytes can be
// won back: the entry's table of lazy pages (~0.9 kB gzip, full source paths as keys) and Vite's
// preload map (~1.0 kB gzip, every chunk's file name), issues 24 and 33.
// 2026-11-28, 96.5 -> 96.6 kB (argued): 96.51 kB in CI's build (96.47 kB with this machine's). The route manifest (issue 24: direct import()s, no
// table of page names in the entry) took 0.37 kB out; @harbor-help/auth as a React-free store
// with a useSyncExternalStore binding (+0.21; its actions, the persistence choice and the local
// sign-out's clearing load with its on-demand client calls), the UI kit's chrome as props
// (+0.24), My list's key, route and footer link (+0.11) and the open-data route (+0.05), each
// measured on its own branch, added 0.56 kB together. What is left to win: Vite's preload map (~1.4 kB gzip, every chunk's file name).
// 2026-11-28, 96.6 -> 96.0 kB: 95.91 kB with this machine's build. Our chunks are named by their
// hash alone (vite.config.ts, chunkFileNames): the entry names every lazy chunk twice, in its
// import()s and in Vite's preload map, and the names were 0.56 kB gzip of it. That wins back what
// issue 23 added (+0.45) with room: the first load is now smaller than before issues 23 and 24.
// 2026-11-28, 96.0 -> 97.0 kB (argued; issue 25 allows the languages +2 kB): 96.97 kB with this
// machine's build, against 95.93 kB on main just before (+1.04). The packages' own words in
// English and Spanish: @harbor-help/ui's first-load words (header, Quick exit, footer, loading
// and error screens) from its compiled English catalog, with the ids the code reads them by, the
// reader and UiLocaleProvider, AuthProvider's and the app's locale, in a chunk of their own that
// the lazily loaded mobile menu, load error and forms share (0.75 kB) and in the entry.
// @lingui/core is not in it (it was: +3.73 kB in all, @lingui/core 1.95 of it): the first-load
// words take no arguments and are read as Lingui compiled them; the form kit's and auth's, which
// take some, load @lingui/core with them. Spanish is a chunk of its own.
// 2026-11-28, 97.0 -> 97.1 kB: 97.04 kB with this machine's build once the languages (96.97 on
// their own), the team's console (its one route line and the build's guard of it, +0.04 on its
// own) and the public rows without supabase-js (-0.09 on their own: the loaders moved to the
// pages' chunks) met on main; together they compress 0.1 kB worse than each measured alone. Still
// within what issue 25 allows the languages over the 95.93 kB before them (+2 kB).
// 2026-11-28, 97.1 -> 97.3 kB (argued, issue 27): 97.25 kB with this machine's build, against
// 97.04 on main just before (+0.21): two routes (/stories, the plain list that the stories'
// <noscript> links to, and /share/your-story, the writer's private link) and the storyHelped key
// in the storage registry ("This helped me" once per device, which "Clear this device" must
// remove). The stories themselves, the console's story review (a chunk of its own) and the
// detector add nothing to the first load.
// 2026-11-28, 97.3 -> 97.75 kB (issue 25, accepted by the lead: the language link must be in every
// page's first HTML and work before any chunk, so it is part of the first load): +0.43 on its own
// (97.50 against 97.07); 97.69 kB once the stories and the safety screen met it on main (each
// measured on its own: +0.21, +0.02; together they compress worse). The limit keeps CI's build,
// up to 0.04 kB larger, within it. Still within issue 25's +2 kB over 95.93 (97.93). The language dimension that must work before any page chunk:
// the router's Spanish routes (their layout and pages are chunks of their own), the language link
// on every page ("Español" / "Ayuda en español", a plain link from the manifest's `es`), the
// layouts' chrome and offline notice by language (a context the Spanish layout's chunk fills) and
// the storage registry's `language` key (+0.33 together), and the test that loads the offer to
// read in Spanish, once idle, for a browser in Spanish (+0.10; the offer and its CSS are a chunk
// of their own). No Spanish word beyond the link's is in it.
// 2026-11-28, 97.75 -> 97.85 kB, 110.5 -> 110.6 kB for a first visit to / (argued, issue 25's
// second slice; for the lead to accept): 97.79 kB (110.56) with this machine's build, against
// 97.70 (110.46) on the branch just before (+0.09): two Spanish pages, /es/borrar-datos and
// /es/protegerse-en-internet, are two `es` fields in the route manifest, which is in the first load
// by design (the router must know every Spanish route before any chunk): their paths, their
// import()s and their chunks' names in the preload map, with the one chunk the two "Clear this
// device" pages share (their button) (+0.07); and sign-out stays on "Clear this device" in Spanish
// too, as in English, to show what it cleared (+0.02). No Spanish word is in it; the no-JavaScript
// help in Spanish is in the prerender's build only. Each further Spanish page costs ~0.03 kB.
// Still within issue 25's +2 kB over 95.93 (97.93); the limit keeps CI's build (up to 0.04 kB
// larger) within it.
// 2026-11-28 (seventh session), limit unchanged: 97.80 kB (110.59) with this machine's build, with
// seven Spanish pages, against 97.82 (110.60) with three: the Spanish pages' `import()`s and
// chunk names left the entry for the Spanish layout's chunk (src/app/spanish-pages.ts); the
// manifest kept each Spanish page's path, about 0.01 kB gzip a page.
// 2026-11-29, 97.85 -> 97.99 kB, 110.6 -> 110.8 kB for a first visit to / (argued, issue 25; for
// the lead to accept): 97.95 kB (110.73) with this machine's build, against 97.80 (110.59) on main
// just before (+0.15), and from now on a Spanish page costs the first load nothing. The first
// load names no Spanish page: the router sends every path under /es to the Spanish layout's chunk,
// which has the Spanish routes (spanish-layout.tsx), and an English page's language link keeps the
// link it was prerendered with, loading the list of Spanish paths (spanish-paths.ts, a chunk of
// its own, 0.4 kB) only after a navigation inside the app (language.tsx). What stays in the entry
// is that link's code (+0.2) and one more chunk name in Vite's preload map, less the seven paths
// and the Spanish routes it no longer holds. At 0.01 kB a page the ~45 pages still to translate
// would have added ~0.45 kB. Issue 25's +2 kB is for the languages: of the 2.02 kB over the
// 95.93 kB before them, 0.18 kB is not theirs (the stories +0.21, the safety screen +0.02, the
// team's console +0.04, the public rows without supabase-js -0.09, each measured on its own
// branch, above), so the languages take 1.84 kB, all of it now, whatever number of pages. The
// limit keeps CI's build (up to 0.04 kB larger) within it.
// 2026-11-29 (later), 97.99 -> 98.03 kB, 110.8 -> 110.85 kB (argued): 97.99 kB (110.77) with this
// machine's build (CI's was 0.01 kB larger at the step before), +0.04 over the step above: the
// language link keeps the first page's prerendered link even once the list has loaded, so a
// Spanish browser's idle load of the list can no longer break hydration (+0.02, the review's
// finding), and the root route marks the path whose page React has committed
// (`<html data-path>`), which the browser tests wait for: the address changes at once and the
// page only when the navigation's render commits, which made the keyboard journey flaky (+0.02,
// not the languages'). The languages' share stays within issue 25's 2 kB (1.86 kB).
// 2026-11-29 (tenth session), 98.03 -> 98.06 kB (argued): 98.02 kB (110.80) with this machine's
// build, +0.02 over the step above: the link to the sign-in and sign-up pages remembers where the
// visitor was in both languages (shared/router-link.tsx names /es/iniciar-sesion and
// /es/crear-cuenta; a pattern instead of the list measured 0.01 kB more). The Spanish pages'
// failed sign-ins are told by the app's own copy of the auth package's Spanish sentences: a lazy
// page reading the package's catalog made the bundler split three modules out of the entry
// (+0.37 kB, measured). The limit keeps CI's build (up to 0.04 kB larger) within it. The
// languages' share is 1.88 kB of issue 25's 2 kB.
// 2026-11-29 (eleventh session), 98.06 -> 98.08 kB, 110.85 -> 110.88 kB (argued): 98.05 kB
// (110.85) with this machine's build, against 98.03 (110.81) on main before (CI's build the same):
// after a navigation inside the app, the head's hreflang alternates and og:locale tags are now
// those of the page shown (language-head.ts, head-tags.ts), where they used to stay the first
// page's. Their code is in the chunk of Spanish paths the language link already loads after such
// a navigation; what stays in the entry is its loader keeping one more function and the chunk's
// two more modules in Vite's preload map (+0.02; the first try, which made use-page-title.ts keep
// the tags' code in every first visit, cost +0.3). The limit keeps CI's build (up to 0.03 kB
// larger) within it. The languages' share is 1.90 kB of issue 25's 2 kB.
// 2026-11-29 (twelfth session), 98.08 -> 98.12 kB (argued), 110.88 -> 109.75 kB for a first visit
// to / (lowered): 98.07 kB (109.67) with this machine's build, with /es/recursos and /es/mi-lista, against 98.05 (110.84) on main
// before, both measured the same day. @harbor-help/challenges now speaks Spanish (its directory's
// and cards' catalogs): the call, text and website buttons, which the home page shows, read their
// words from a catalog of their own without @lingui/core (i18n-links.ts; with it, the home page's
// first visit was +4.26 kB), and the bundler splits those words and the lines' numbers into chunks
// of their own, whose names lengthen Vite's preload map in the entry (+0.03). The home page now
// reads the crisis lines' names and numbers alone (CRISIS_LINE_NUMBERS), not the sources' quotes
// and addresses, which were in its first visit (-1.2 kB). The limit keeps CI's build (up to 0.04
// kB larger) within it. The languages' share is 1.93 kB of issue 25's 2 kB.
// 2026-11-29 (thirteenth session), 98.12 -> 98.14 kB (argued: issue 25's cap) and 109.75 ->
// 109.80 kB for a first visit to /: 98.12 kB (109.78) with this machine's build, with every guide
// and check-in in Spanish. Their words are chunks of their own that no English page loads, but
// the directory's page no longer loads the hubs' code with its preload
// (preload-resource-directory.ts: the JS of a first visit to /resources 56.34 -> 55.31 kB gzip,
// /es/recursos 61.63 -> 57.01, against main before; a hub's 60.57 -> 63.65 with its words), and the bundler
// then splits the package's shared chunk in five smaller ones, whose names lengthen Vite's preload
// map in the entry (+0.05) and the home page's files by one (+0.1). Grouping them back
// (codeSplitting groups) was measured and made both larger. The languages' share of the growth
// since 95.93 kB is now 1.98 kB, within issue 25's 2 kB. The limits keep 0.05 kB for the noise of
// the chunks' hashed names, which the entry lists and gzip compresses unevenly: the same source
// measured 98.12 kB (109.78) here and 98.13 kB (109.79) in CI's clone in another directory, and a
// change that only renamed chunks moved the entry by 0.015 kB. 98.14 -> 98.17 kB, 109.80 -> 109.83.
// 2026-11-30 (eighteenth session), limits unchanged: 98.15 kB (109.74) with this machine's build,
// with the shop in Spanish, against 98.14 (109.74) on main before. The shop's pages share new
// modules (its words), whose chunk lengthens their preload lists in the entry; grouping the shop's
// small shared modules in one chunk (`shop` in vite.config.ts) took it back to +0.01. Grouping the
// catalogue's list in too measured 98.14 but loads 1.1 kB more on every bundle page: not taken.
// 2026-12-01 (twenty-first session), limits unchanged: 98.12 kB (109.73) with this machine's
// build, against 98.12 (109.75) on main before. The language links now keep the visitor's place
// (the address's query and fragment, +0.05) and the error page has a way home to /es (+0.02);
// the configuration problem's words moved out of the entry into the lazy configuration error
// page (config-message.ts, -0.08), where only a build without its settings loads them.
// Pages are lazy and small (≤ 6 kB with what they share): keep them so.
const SCRIPT = 'check-bundle-size';
const INITIAL_JS_LIMIT_KB = budgetKbOrExit(SCRIPT, 'INITIAL_JS_LIMIT_KB', 98.17);
const HOME_FIRST_LOAD_LIMIT_KB = budgetKbOrExit(SCRIPT, 'HOME_FIRST_LOAD_LIMIT_KB', 109.83);
/** The home page's module, as the manifest keys it. */
const HOME_PAGE_SOURCE = 'src/info/pages/home.tsx';
const SPANISH_LAYOUT_SOURCE = 'src/app/spanish-layout.tsx';
const SPANISH_HOME_PAGE_SOURCE = 'src/info/pages/home-es.tsx';
const PAGE_CHUNK_LIMIT_KB = budgetKbOrExit(SCRIPT, 'PAGE_CHUNK_LIMIT_KB', 15);

const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const manifestPath = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `No Vite manifest at ${manifestPath}. Build the site first (pnpm --filter @harbor-help/web build).`,
  );
  process.exit(1);
}

/** @typedef {{ file: string; name?: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }} ManifestChunk */
/** @type {Record<string, ManifestChunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** @type {Map<string, { raw: number; gzip: number }>} */
const sizeCache = new Map();
/** @param {string} file */
function sizeOf(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const content = readFileSync(join(distDir, file));
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

/** Every manifest key reachable from `key` through static imports, `key` included. @param {string} key */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entryKeys.length === 0) {
  console.error('The manifest names no entry chunk.');
  process.exit(1);
}

const initialKeys = new Set(entryKeys.flatMap((key) => [...staticClosure(key)]));
const initialJs = [...initialKeys].map((key) => /** @type {ManifestChunk} */ (manifest[key]).file);
const initialCss = [...new Set([...initialKeys].flatMap((key) => manifest[key]?.css ?? []))];
const pageKeys = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(2)} kB`;
/** @param {string} file */
function kindOf(file) {
  if (entryKeys.some((key) => manifest[key]?.file === file)) return 'entry';
  if (initialJs.includes(file) || initialCss.includes(file)) return 'initial';
  if (pageKeys.some((key) => manifest[key]?.file === file)) return 'page';
  return 'shared (lazy)';
}

const allFiles = [
  ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
].filter((file) => /\.(js|css)$/.test(file));
// What each file holds, for the table: most chunks are named by their hash alone (vite.config.ts,
// chunkFileNames), so the manifest's chunk name (or source) goes beside the file.
/** @type {Map<string, string>} */
const labels = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const label = chunk.name ?? chunk.src ?? key;
  if (!labels.has(chunk.file)) labels.set(chunk.file, label);
  for (const css of chunk.css ?? []) if (!labels.has(css)) labels.set(css, `${label} (css)`);
}
const rows = allFiles
  .map((file) => ({ file, label: labels.get(file), kind: kindOf(file), ...sizeOf(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log(`Bundle sizes in ${distDir} (gzip level 9)\n`);
console.log(`${'gzip'.padStart(10)}  ${'raw'.padStart(10)}  ${'kind'.padEnd(14)}  file`);
for (const row of rows) {
  console.log(
    `${kb(row.gzip).padStart(10)}  ${kb(row.raw).padStart(10)}  ${row.kind.padEnd(14)}  ${row.file}${row.label && !row.file.includes(row.label) ? `  (${row.label})` : ''}`,
  );
}

const initialJsGzip = initialJs.reduce((total, file) => total + sizeOf(file).gzip, 0);
const initialCssGzip = initialCss.reduce((total, file) => total + sizeOf(file).gzip, 0);
console.log(
  `\nInitial load: JS ${kb(initialJsGzip)} gzip in ${initialJs.length} file(s), CSS ${kb(initialCssGzip)} gzip`,
);

// A first visit to /: the initial load, plus the home page's chunk, what it imports and their CSS.
const homeKeys = manifest[HOME_PAGE_SOURCE] ? [...staticClosure(HOME_PAGE_SOURCE)] : [];
const homeFiles = new Set([...initialJs, ...initialCss]);
for (const key of homeKeys) {
  const chunk = /** @type {ManifestChunk} */ (manifest[key]);
  homeFiles.add(chunk.file);
  for (const css of chunk.css ?? []) homeFiles.add(css);
}
const homeGzip = [...homeFiles].reduce((total, file) => total + sizeOf(file).gzip, 0);
console.log(`First visit to /: JS and CSS ${kb(homeGzip)} gzip in ${homeFiles.size} file(s)`);

// The same for /es (issue 25), printed beside it, not yet held to the budget: the initial load,
// the Spanish layout and the Spanish home page, with what they import and their CSS.
const spanishHomeFiles = new Set([...initialJs, ...initialCss]);
for (const source of [SPANISH_LAYOUT_SOURCE, SPANISH_HOME_PAGE_SOURCE]) {
  for (const key of manifest[source] ? staticClosure(source) : []) {
    const chunk = /** @type {ManifestChunk} */ (manifest[key]);
    spanishHomeFiles.add(chunk.file);
    for (const css of chunk.css ?? []) spanishHomeFiles.add(css);
  }
}
const spanishHomeGzip = [...spanishHomeFiles].reduce((total, file) => total + sizeOf(file).gzip, 0);
console.log(
  `First visit to /es: JS and CSS ${kb(spanishHomeGzip)} gzip in ${spanishHomeFiles.size} file(s) (not enforced yet)`,
);

/** @type {string[]} */
const failures = [];
if (homeKeys.length === 0) failures.push(`the manifest has no ${HOME_PAGE_SOURCE}`);
if (homeGzip > HOME_FIRST_LOAD_LIMIT_KB * 1000) {
  failures.push(
    `a first visit to / needs ${kb(homeGzip)} of JS and CSS gzip, over the ${HOME_FIRST_LOAD_LIMIT_KB} kB budget`,
  );
}
if (initialJsGzip > INITIAL_JS_LIMIT_KB * 1000) {
  failures.push(
    `initial JS is ${kb(initialJsGzip)} gzip, over the ${INITIAL_JS_LIMIT_KB} kB budget`,
  );
}

// supabase-js must not be in the first load: not in the initial JS, nor in the home page's chunks.
const firstLoadJs = [...homeFiles].filter((file) => file.endsWith('.js'));
const withSupabaseJs = firstLoadJs.filter(
  (file) => findSupabaseJs(readFileSync(join(distDir, file), 'latin1')).length > 0,
);
for (const file of withSupabaseJs) {
  failures.push(
    `${file} is in the first load and holds supabase-js code (${findSupabaseJs(readFileSync(join(distDir, file), 'latin1')).join(', ')}); load it on demand (src/app/supabase-client.ts)`,
  );
}
console.log(
  withSupabaseJs.length === 0
    ? `supabase-js: in none of the ${firstLoadJs.length} JS file(s) of the first load`
    : `supabase-js: IN THE FIRST LOAD (${withSupabaseJs.join(', ')})`,
);

console.log('\nPages (page chunk; with the lazy chunks it shares, beyond the initial load):');
for (const key of pageKeys.sort()) {
  const chunk = /** @type {ManifestChunk} */ (manifest[key]);
  const own = sizeOf(chunk.file).gzip;
  const extra = [...staticClosure(key)]
    .filter((imported) => !initialKeys.has(imported))
    .reduce(
      (total, imported) =>
        total + sizeOf(/** @type {ManifestChunk} */ (manifest[imported]).file).gzip,
      0,
    );
  console.log(`${kb(own).padStart(10)}  ${kb(extra).padStart(10)}  ${chunk.src ?? key}`);
  if (own > PAGE_CHUNK_LIMIT_KB * 1000) {
    failures.push(
      `page chunk ${chunk.file} is ${kb(own)} gzip, over the ${PAGE_CHUNK_LIMIT_KB} kB budget`,
    );
  }
}

if (failures.length > 0) {
  console.error(
    `\nBundle budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `\nWithin budget: initial JS ≤ ${INITIAL_JS_LIMIT_KB} kB, a first visit to / ≤ ${HOME_FIRST_LOAD_LIMIT_KB} kB of JS and CSS, every page chunk ≤ ${PAGE_CHUNK_LIMIT_KB} kB (gzip); no supabase-js in the first load.`,
);
