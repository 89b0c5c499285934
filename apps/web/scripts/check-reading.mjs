// Prints the Flesch-Kincaid reading grade of the whole visible text of Harbor's main help pages
// (the routes marked `reading: true` in the route manifest, src/app/route-table.ts: the home page,
// /resources, /get-help, /staying-safe-online, /safety-plan, /my-list, /open-data and every
// challenge page), rendered in a DOM (jsdom) once their content has loaded, and fails when any page
// reads above grade 8. It refuses to grade, and fails naming the page, a page that shows an error
// (the route error page, a load error, the configuration error page), one that is empty (fewer
// than MIN_MAIN_WORDS words in its <main>), one the app redirected away from, and one that never
// finished loading (src/reading/page-check.ts). `--pages /a,/b` grades only those.
//
// Sentences (src/reading/grade.ts, visible-text.ts): a sentence ends with . ! ? or …; a colon
// never ends one. In the "page" grade every block (heading, paragraph, list item, link, button,
// label) also ends a sentence, whatever its last character. Unit tests: src/reading/*.test.ts.
//
// Spanish pages (the manifest's `locale: 'es'` routes marked `reading`, issue 25: /es/get-help,
// /es/protegerse-en-internet) are graded in
// Spanish instead, on the INFLESZ scale (src/reading/grade-es.ts: Szigriszt-Pazos's formula, 1993,
// read on Barrio-Cantalejo et al.'s scale, An Sist Sanit Navar 2008; 31(2): 135-152), at least
// MIN_INFLESZ (65, "bastante fácil"), on their visible text without the parts marked lang="en".
//
//   pnpm check:reading            (from the repo root)
//   node apps/web/scripts/check-reading.mjs --show /challenges/legal   prints that page's text too
//   node apps/web/scripts/check-reading.mjs --pages /,/challenges/legal   only those pages
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';

// The pages load their content after the first paint (hub text, service cards); render them in a
// DOM so that content is measured too.
const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
  url: 'http://harbor.test/',
  pretendToBeVisual: true,
});
dom.window.scrollTo = () => {};
for (const key of [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Node',
  'MutationObserver',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
]) {
  if (key in dom.window)
    Object.defineProperty(globalThis, key, {
      value: dom.window[key],
      configurable: true,
      writable: true,
    });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const MAX_GRADE = 8;
const webDir = fileURLToPath(new URL('..', import.meta.url));
const show = process.argv.includes('--show')
  ? process.argv[process.argv.indexOf('--show') + 1]
  : null;

const only = process.argv.includes('--pages')
  ? (process.argv[process.argv.indexOf('--pages') + 1] ?? '').split(',').filter(Boolean)
  : null;

const server = await createServer({
  root: webDir,
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});

let failed = false;
let tooHard = false;
try {
  const { renderPage } = await server.ssrLoadModule('/src/reading/render-page.tsx');
  const { visibleText, visibleSentences, proseText } = await server.ssrLoadModule(
    '/src/reading/visible-text.ts',
  );
  const { readingGrade } = await server.ssrLoadModule('/src/reading/grade.ts');
  const { spanishReadingEase, MIN_INFLESZ } = await server.ssrLoadModule(
    '/src/reading/grade-es.ts',
  );
  const { withoutEnglish } = await server.ssrLoadModule('/src/reading/visible-text.ts');
  const { whyNotGradable } = await server.ssrLoadModule('/src/reading/page-check.ts');
  // The pages: the routes marked `reading: true` in the route manifest (src/app/route-table.ts),
  // each challenge page spelled out; or those given with --pages.
  const { pathsWhere } = await server.ssrLoadModule('/src/app/route-params.ts');
  const paths = only ?? pathsWhere((route) => route.reading);
  const spanish = new Set(pathsWhere((route) => route.locale === 'es'));
  const missing = [];
  if (paths.length === 0) {
    console.error('No page of the route manifest is marked `reading: true`: nothing to measure.');
    failed = true;
  }

  console.log(
    `Reading grade (Flesch-Kincaid), at most ${MAX_GRADE}. "page": the whole visible text, each heading,`,
  );
  console.log(
    `link, button and list item ending a sentence. "prose": only paragraphs and list items that are`,
  );
  console.log(`sentences, as written. Both must be at most ${MAX_GRADE}.\n`);
  console.log('        page  prose');
  for (const path of paths.filter((path) => !missing.includes(path))) {
    /** @type {{ html: string, pathname: string }} */
    let page;
    try {
      page = await renderPage(path);
    } catch (error) {
      console.error(`FAIL  ${path}: not graded, ${error instanceof Error ? error.message : error}`);
      failed = true;
      continue;
    }
    const refusal = whyNotGradable(path, page);
    if (refusal) {
      console.error(`FAIL  not graded: ${refusal}`);
      failed = true;
      continue;
    }
    if (spanish.has(path)) {
      const spanishHtml = withoutEnglish(page.html);
      const whole = spanishReadingEase(visibleText(spanishHtml));
      const prose = spanishReadingEase(proseText(spanishHtml));
      const over = whole.score < MIN_INFLESZ || prose.score < MIN_INFLESZ;
      tooHard ||= over;
      failed ||= over;
      console.log(
        `${over ? 'FAIL' : ' ok '}  ${whole.score.toFixed(1).padStart(5)}  ${prose.score.toFixed(1).padStart(5)}  ${path}  (INFLESZ, at least ${MIN_INFLESZ}: ${whole.words} words, ${whole.sentences} sentences; prose ${prose.words} words)`,
      );
      if (show === path)
        console.log(`\n${visibleText(spanishHtml).replace(/(?<=[.!?…]["”’)]?) /g, '\n')}\n`);
      continue;
    }
    const { html } = page;
    const text = visibleText(html);
    const { grade, words, sentences } = readingGrade(text);
    const prose = readingGrade(proseText(html));
    // For reference only: the same text with no sentence breaks added, so menus, headings and
    // buttons run into the next sentence. Lists of links make this read as one long sentence.
    const runOn = readingGrade(visibleSentences(html).join(' '));
    const over = grade > MAX_GRADE || prose.grade > MAX_GRADE;
    tooHard ||= over;
    failed ||= over;
    console.log(
      `${over ? 'FAIL' : ' ok '}  ${grade.toFixed(1).padStart(5)}  ${prose.grade.toFixed(1).padStart(5)}  ${path}  (${words} words, ${sentences} sentences; prose ${prose.words} words; run-on ${runOn.grade.toFixed(1)})`,
    );
    if (show === path) console.log(`\n${text.replace(/(?<=[.!?…]["”’)]?) /g, '\n')}\n`);
  }
} finally {
  await server.close();
}

if (tooHard) {
  console.error(
    `\nSome pages read above grade ${MAX_GRADE}. Use shorter sentences and shorter words.`,
  );
}
if (failed) process.exit(1);
