#!/usr/bin/env node
// @ts-check
/**
 * Writes every page of the route manifest (src/app/route-table.ts) to its own HTML file (run right
 * after `vite build`):
 *
 *   dist/index.html                 /
 *   dist/<path>/index.html          every other public path (dist/faq/index.html, …)
 *   dist/404.html                   any unknown path: sends the visitor to / (no page content)
 *   dist/es/404.html                the same for an unknown path under /es, to /es, in Spanish
 *   dist/shell.html                 the neutral app shell (an empty root the app renders into)
 *   dist/offline.html               the offline copy's answer, offline, for a page not in it
 *   dist/es/offline.html            the same in Spanish, for a page under /es
 *   dist/sitemap.xml, dist/robots.txt
 *   dist/open-data/hsds/*.json      the directory and crisis lines as Open Referral HSDS, with a
 *                                   datapackage.json and Harbor's JSON Schemas (open-data.mjs)
 *   dist/.vite/route-manifest.json  the route manifest (src/app/route-table.ts) as data, every
 *                                   `:slug` spelled out, for the Node steps after this one
 *
 * Each page's HTML holds the page's content, its own title, description, canonical link and
 * Open Graph tags, its CSS in the head, and its JavaScript at the end of the body, started only
 * after the first paint by one small inline script (ENTRY_LOADER), which also modulepreloads the
 * page's own chunk so hydration needs no extra round trip. Another small inline script
 * (index.html's) holds back a form sent before the app is ready; hosting-rules.mjs hashes both
 * into the CSP (each is the same text on every page). Pages with structured data (hubs, posts,
 * /resources, /get-help) carry it in the head as a `<script type="application/ld+json">` data
 * block (structured-data.ts), which is never run and needs no CSP hash.
 *
 * The React side (build/entry-server.tsx) is bundled with Vite's SSR build, so it resolves
 * modules exactly as the site does (aliases, the blog's virtual module, `import.meta.glob`).
 *
 *   node build/prerender.mjs [dist directory]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { OFFLINE_PAGE_URL, SPANISH_OFFLINE_PAGE_URL } from './offline-pages.mjs';
import { writeOpenData } from './open-data.mjs';
import {
  prerenderedPaths,
  privatePaths,
  ROUTE_MANIFEST_FILE,
  writeRouteManifest,
} from './route-manifest.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{ file: string; imports?: string[]; css?: string[]; isEntry?: boolean }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/** @typedef {import('./entry-server').RenderedPage} RenderedPage */

/** The file a path is written to, relative to dist. @param {string} pathname */
export function fileForPath(pathname) {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/**
 * Starts the app's JavaScript after the first paint, so nothing JavaScript is fetched while the
 * HTML and CSS paint (a `<script type="module">` or a `<link rel="modulepreload">` in the HTML is
 * fetched at once, beside the CSS, by the browser's preload scanner). Two frames, then a task:
 * the page has painted; a hidden tab (no frames) starts after a second. It reads the entry and the
 * page's own chunks from its data attributes, so its text, and its CSP hash, is the same on every
 * page (hosting-rules.mjs hashes it). The page's chunks are modulepreloaded with the entry, so
 * hydration needs no extra round trip.
 */
export const ENTRY_LOADER =
  '(function(s){var d=0;function go(){if(d++)return;var e=document.createElement("script");' +
  'e.type="module";e.crossOrigin="";e.src=s.dataset.entry;document.body.appendChild(e);' +
  '(s.dataset.preload||"").split(" ").forEach(function(h){if(!h)return;' +
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;' +
  'document.head.appendChild(l)})}requestAnimationFrame(function(){requestAnimationFrame(' +
  'function(){setTimeout(go,0)})});setTimeout(go,1000)})(document.currentScript)';

/** The module main.tsx loads beside the page's chunk to keep what was typed before hydration. */
export const EARLY_INPUT_SOURCE = 'src/app/early-input.ts';

/**
 * Every manifest key reachable from `key` through static imports, `key` included.
 * @param {Manifest} manifest @param {string} key @param {Set<string>} [seen]
 */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The index.html Vite wrote, split into what every page shares.
 * @param {string} html @param {Manifest} manifest
 */
export function parseTemplate(html, manifest) {
  const entryScript = html.match(/<script type="module"[^>]*src="[^"]+"[^>]*><\/script>\s*/);
  if (!entryScript) throw new Error('index.html has no entry script');
  const head = html
    .replace(entryScript[0], '')
    // No JavaScript ahead of the first paint: the vendor chunks come with the entry script.
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const initial = new Set(entryKeys.flatMap((key) => [...staticClosure(manifest, key)]));
  return { template: head, entryScript: entryScript[0].trim(), initial };
}

/** The note index.html shows every page when JavaScript is off (`<div class="web-noscript">`). */
const NO_SCRIPT_NOTE = /<noscript>\s*<div class="web-noscript">[\s\S]*?<\/div>\s*<\/noscript>/;

/**
 * The same note on a Spanish page (issue 25), in Spanish (docs/glossary-es.md), with the Spanish
 * ways into 988 that /es/get-help gives (press 2, text AYUDA).
 */
const SPANISH_NO_SCRIPT_NOTE = `<noscript>
      <div class="web-noscript">
        <p>
          JavaScript está desactivado, así que Harbor funciona de una forma más simple: puede leer
          todas las páginas, y sus enlaces y números de teléfono funcionan, pero los formularios, el
          inicio de sesión y los pagos requieren JavaScript.
        </p>
        <p>
          <strong>¿Alguien está en peligro ahora mismo? Llame al <a href="tel:911">911</a>.</strong>
          ¿Piensa en hacerse daño o está en crisis? Llame al <a href="tel:988">988</a> y marque 2, o
          envíe AYUDA al <a href="sms:988?&amp;body=AYUDA">988</a> (la Línea 988 para crisis y
          suicidio, gratis, a toda hora).
        </p>
      </div>
    </noscript>`;

/**
 * The template's no-JavaScript note in the page's language. @param {string} html
 * @param {'en' | 'es' | undefined} lang
 */
export function noScriptNoteIn(html, lang) {
  if (lang !== 'es') return html;
  if (!NO_SCRIPT_NOTE.test(html))
    throw new Error('index.html has no <div class="web-noscript"> note');
  return html.replace(NO_SCRIPT_NOTE, SPANISH_NO_SCRIPT_NOTE);
}

/** The blog's feed link (blog-plugin.ts) as the template has it: its title is English. */
const RSS_LINK = /(<link rel="alternate" type="application\/rss\+xml") title="The Harbor blog"/;

/**
 * The template's head on a Spanish page (issue 25): the feed's link says, in Spanish, that the
 * feed is in English. @param {string} html
 * @param {'en' | 'es' | undefined} lang
 */
export function spanishHeadIn(html, lang) {
  if (lang !== 'es') return html;
  // No `hreflang` on it: with rel="alternate", that would name the feed the page's English version.
  return html.replace(RSS_LINK, '$1 title="El blog de Harbor (en inglés)"');
}

/**
 * One page's HTML document.
 * @param {{ template: string; entryScript: string; initial: Set<string> }} shared
 * @param {Manifest} manifest
 * @param {RenderedPage} page
 * @param {string} pathname
 * @param {string} [rootAttribute] how the app knows what the root holds (default: the path)
 */
export function pageDocument(
  shared,
  manifest,
  page,
  pathname,
  rootAttribute = `data-prerendered="${escapeAttribute(pathname)}"`,
) {
  // The page's own modules, and early-input.ts, which the entry loads beside them before hydrating.
  const sources = [...page.pageSources, EARLY_INPUT_SOURCE];
  const keys = new Set(sources.flatMap((source) => [...staticClosure(manifest, source)]));
  const own = [...keys].filter((key) => !shared.initial.has(key));
  const initialCss = new Set([...shared.initial].flatMap((key) => manifest[key]?.css ?? []));
  const css = [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].filter(
    (file) => !initialCss.has(file),
  );
  const chunks = own.map((key) => manifest[key]?.file).filter(Boolean);
  const headTags = [
    page.head,
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ].join('\n    ');
  const entry = shared.entryScript.match(/\ssrc="([^"]+)"/)?.[1];
  if (!entry) throw new Error('the entry script has no src');
  const bodyEnd = [
    // The build's data the page rendered with (src/data/build-data.ts), read before hydrating.
    ...(page.data ? [page.data] : []),
    `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(
      chunks.map((file) => `/${file}`).join(' '),
    )}">${ENTRY_LOADER}</script>`,
  ].join('\n    ');
  return (
    spanishHeadIn(noScriptNoteIn(withHead(shared.template, headTags), page.lang), page.lang)
      // The page's language (a Spanish page's is `es`, issue 25).
      .replace(/<html lang="[^"]*"/, `<html lang="${page.lang ?? 'en'}"`)
      // The path is how the app knows this HTML is the page it is about to render (a server that
      // answers an unknown path with another page's HTML must not get that page hydrated there).
      .replace('<div id="root"></div>', `<div id="root" ${rootAttribute}>${page.html}</div>`)
      .replace('</body>', `  ${bodyEnd}\n  </body>`)
  );
}

/** @param {string} text */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Replaces the template's title and description with `tags`. @param {string} html @param {string} tags */
function withHead(html, tags) {
  return html
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, tags);
}

/**
 * The neutral shell: an empty root the app renders into. With `toHome`, the page for unknown
 * paths: without JavaScript a refresh and a link take the visitor to / (in Spanish, for a path
 * under /es: dist/es/404.html, to /es, issue 25), with JavaScript the app's own route does.
 * @param {{ template: string; entryScript: string }} shared
 * @param {{ toHome: boolean; language?: 'en' | 'es'; description?: string }} options
 *   `description`: the page's own, in place of the template's (English) one.
 */
export function shellDocument(shared, { toHome, language = 'en', description }) {
  const spanish = language === 'es';
  const home = spanish ? '/es' : '/';
  const extraHead = [
    '<meta name="robots" content="noindex" />',
    ...(toHome
      ? [`<noscript><meta http-equiv="refresh" content="0; url=${home}" /></noscript>`]
      : []),
  ].join('\n    ');
  // The link, for a browser that does not follow the refresh.
  const toHomeLink = toHome
    ? `<noscript><p class="web-noscript"><a href="${home}">${
        spanish ? 'Ir a la página principal de Harbor en español' : "Go to Harbor's home page"
      }</a></p></noscript>\n    `
    : '';
  const template = description
    ? shared.template.replace(
        /<meta\s+name="description"[^>]*>/,
        `<meta name="description" content="${escapeAttribute(description)}" />`,
      )
    : shared.template;
  return spanishHeadIn(noScriptNoteIn(template, language), language)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `  ${extraHead}\n  </head>`)
    .replace('<div id="root"></div>', `${toHomeLink}<div id="root"></div>`)
    .replace('</body>', `  ${shared.entryScript}\n  </body>`);
}

/**
 * The offline page (dist/offline.html), served by the offline copy for any page not in it, at
 * that page's address: marked `data-offline-page` rather than with a path, so the app hydrates
 * the offline page itself (src/offline/hydrate-offline-page.tsx), never the route of the address.
 * @param {{ template: string; entryScript: string; initial: Set<string> }} shared
 * @param {Manifest} manifest @param {RenderedPage} page
 */
export function offlineDocument(shared, manifest, page) {
  // The Spanish one (dist/es/offline.html, issue 25) is marked `es`: the app hydrates it in Spanish.
  return page.lang === 'es'
    ? pageDocument(shared, manifest, page, SPANISH_OFFLINE_PAGE_URL, 'data-offline-page="es"')
    : pageDocument(shared, manifest, page, OFFLINE_PAGE_URL, 'data-offline-page=""');
}

/**
 * Prerenders the site built into `outDir` (by `vite build` with the same root).
 * @param {{ root?: string; outDir?: string; log?: (line: string) => void }} [options]
 */
export async function prerenderSite({
  root = webRoot,
  outDir = path.join(root, 'dist'),
  log = console.log,
} = {}) {
  const started = Date.now();
  // Inside the app's node_modules so the bundle's bare imports (react, …) resolve from it.
  const cacheDir = path.join(root, 'node_modules', '.harbor-prerender');
  mkdirSync(cacheDir, { recursive: true });
  const ssrOutDir = await mkdtemp(path.join(cacheDir, 'ssr-'));
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'error',
      build: {
        ssr: path.join(root, 'build', 'entry-server.tsx'),
        outDir: ssrOutDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
    });
    /** @type {typeof import('./entry-server')} */
    const server = await import(pathToFileURL(path.join(ssrOutDir, 'entry-server.js')).href);

    /** @type {Manifest} */
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const shared = parseTemplate(readFileSync(path.join(outDir, 'index.html'), 'utf8'), manifest);

    const routeManifest = await server.routeManifest();
    writeRouteManifest(outDir, routeManifest);
    const paths = prerenderedPaths(routeManifest);
    const hidden = new Set(privatePaths(routeManifest));
    // The public rows the pages show (plans, catalogue, library list), from the backend the
    // site is built for, so those pages come with their content (issue 33).
    const buildData = await server.readBuildData();
    log(
      buildData.source
        ? `prerender: read ${Object.keys(buildData.values).join(', ') || 'nothing'} from ${buildData.source}`
        : 'prerender: no backend configured; the plans, the catalogue and the library are prerendered loading',
    );
    for (const problem of buildData.problems) {
      log(`prerender: could not read ${problem}; that part is prerendered loading`);
    }
    for (const pathname of paths) {
      const page = await server.renderPage(pathname, {
        noindex: hidden.has(pathname),
        data: buildData.values,
      });
      const file = path.join(outDir, fileForPath(pathname));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageDocument(shared, manifest, page, pathname));
    }
    writeFileSync(path.join(outDir, '404.html'), shellDocument(shared, { toHome: true }));
    // For an unknown path under /es: the host's nearest 404.html (build/static-server.mjs, and
    // Cloudflare Pages; docs/deploy.md for the others).
    mkdirSync(path.join(outDir, 'es'), { recursive: true });
    writeFileSync(
      path.join(outDir, 'es', '404.html'),
      shellDocument(shared, {
        toHome: true,
        language: 'es',
        description: server.SPANISH_SITE_DESCRIPTION,
      }),
    );
    writeFileSync(path.join(outDir, 'shell.html'), shellDocument(shared, { toHome: false }));
    writeFileSync(
      path.join(outDir, OFFLINE_PAGE_URL),
      offlineDocument(shared, manifest, await server.renderOfflinePage()),
    );
    mkdirSync(path.dirname(path.join(outDir, SPANISH_OFFLINE_PAGE_URL)), { recursive: true });
    writeFileSync(
      path.join(outDir, SPANISH_OFFLINE_PAGE_URL),
      offlineDocument(shared, manifest, await server.renderOfflinePage('es')),
    );
    writeFileSync(path.join(outDir, 'sitemap.xml'), server.sitemapXml(routeManifest));
    writeFileSync(path.join(outDir, 'robots.txt'), server.robotsTxt(routeManifest));
    // The directory and crisis lines as open data (Open Referral HSDS), made with every build.
    const { data, site, hsdsVersion } = await server.openData();
    const openDataFiles = writeOpenData(outDir, data, { site, hsdsVersion });
    log(
      `prerendered ${paths.length} pages, 404.html, es/404.html, shell.html, offline.html, es/offline.html, sitemap.xml, robots.txt, ${openDataFiles.length} open data files and ${ROUTE_MANIFEST_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return paths;
  } finally {
    rmSync(ssrOutDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  await prerenderSite({ outDir });
}
