/**
 * The server side of the prerender (Node only, bundled by Vite's SSR build in prerender.mjs): the
 * route manifest as data (each page's source file added), one page rendered to HTML with its head
 * tags, and the sitemap and robots.txt built from the manifest.
 */
import { AuthProvider } from '@harbor-help/auth';
import {
  challenges,
  CRISIS_LINES,
  HSDS_VERSION,
  HUB_SLUGS,
  loadOpenDataInput,
  toHsds,
  type HsdsExport,
} from '@harbor-help/challenges';
import { JourneyProvider } from '@harbor-help/journey';
import type { Database } from '@harbor-help/local-supabase/database-types';
import { createClient } from '@supabase/supabase-js';
import { loadUiLocale } from '@harbor-help/ui/locale';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { OFFLINE_PAGE_SOURCE, OfflinePage, offlinePageProps } from '../src/offline/offline-page';
import { OfflinePageEs, SPANISH_OFFLINE_PAGE_SOURCE } from '../src/offline/offline-page-es';
import { BLOG_POSTS } from '../src/blog/blog-posts';
import { manifestRoute, manifestRoutes, spanishManifestRoute } from '../src/app/route-params';
import {
  MAIN_LAYOUT_ROUTES,
  STAFF_ROUTES,
  STANDALONE_ROUTES,
  type PageModule,
} from '../src/app/route-table';
import { loadedPage } from '../src/app/lazy-page';
import { AppRoutes, pagesFor, preloadPage } from '../src/app/routes';
import { spanishPageOf } from '../src/app/spanish-pages';
import { provideSpanishPaths } from '../src/app/language';
import { spanishPathOf } from '../src/app/spanish-paths';
import { readConfig } from '../src/app/config';
import { buildDataScript, withBuildData, type BuildData } from '../src/data/build-data';
import type { DataResult } from '../src/data/result';
import { libraryBuildKey, loadLibraryItems } from '../src/library/library.data';
import {
  loadPublishedStories,
  PLAIN_LIST_SIZE,
  STORIES_BUILD_KEY,
} from '../src/stories/published-stories.data';
import { loadMembershipPlans, plansBuildKey } from '../src/membership/membership-plans.data';
import { CATALOG_KINDS } from '../src/shop/catalog';
import { catalogBuildKey, loadCatalogItems } from '../src/shop/catalog.data';
import { jsonLdScript, structuredDataFor, type StructuredDataInput } from './structured-data';
import {
  canonicalUrl,
  DEFAULT_DESCRIPTION,
  PageMetaCollectorContext,
  siteUrl,
  formatPageTitle,
  type PageMeta,
} from '../src/app/use-page-title';
import { languageLinks, pageHeadTags, type PageLanguages } from '../src/app/head-tags';
import {
  privatePaths,
  publicPaths,
  type ManifestRouteJson,
  type RouteManifestJson,
} from './route-manifest.mjs';

// Every English page's language link is rendered with the Spanish pages' list at hand (the
// browser keeps the first page's link as this writes it; language.tsx).
provideSpanishPaths(spanishPathOf);

// Every page module, by its source file: the same modules the manifest's `import()`s load, so a
// loaded page is found here and named by the key Vite's build manifest gives its chunk.
const PAGE_FILES = import.meta.glob<PageModule>([
  '../src/*/pages/*.tsx',
  // The Spanish pages' layout route, loaded with them (issue 25).
  '../src/app/spanish-layout.tsx',
  '!../src/*/pages/*.test.tsx',
]);

let sources: Promise<Map<PageModule, string>> | null = null;

/** The source file (`src/<feature>/pages/<name>.tsx`) of a loaded page module. */
async function sourceOf(module: PageModule): Promise<string> {
  sources ??= Promise.all(
    Object.entries(PAGE_FILES).map(
      async ([file, load]) => [await load(), file.replace(/^\.\.\//, '')] as const,
    ),
  ).then((entries) => new Map(entries));
  const source = (await sources).get(module);
  if (!source) throw new Error('A page of the route manifest is not in src/*/pages/');
  return source;
}

/**
 * The route manifest as data, every `:slug` spelled out and each page's source file added:
 * written to dist/.vite/route-manifest.json for the Node steps.
 */
export async function routeManifest(): Promise<RouteManifestJson> {
  const table = [
    ...STANDALONE_ROUTES.map((route) => [route, 'standalone'] as const),
    ...MAIN_LAYOUT_ROUTES.map((route) => [route, 'main'] as const),
    ...STAFF_ROUTES.map((route) => [route, 'staff'] as const),
  ];
  const routes: ManifestRouteJson[] = await Promise.all(
    table.map(async ([route, layout]) => ({
      ...manifestRoute(route, layout),
      page: await sourceOf(await route.page()),
    })),
  );
  // Then the Spanish pages the entries' `es` generate (issue 25), each with its own page module.
  const spanish: ManifestRouteJson[] = await Promise.all(
    table.flatMap(([route, layout]) => {
      const generated = spanishManifestRoute(route, layout);
      return generated
        ? [
            spanishPageOf(route.path)()
              .then(sourceOf)
              .then((page) => ({ ...generated, page })),
          ]
        : [];
    }),
  );
  return { routes: [...routes, ...spanish] };
}

/** A path's language and the same page in the other language, from the route manifest. */
export function pageLanguages(pathname: string): PageLanguages {
  for (const route of manifestRoutes()) {
    const index = route.paths.indexOf(pathname);
    if (index >= 0)
      return { locale: route.locale, alternate: route.alternate?.paths[index] ?? null };
  }
  return { locale: 'en', alternate: null };
}

// Rendering never talks to the backend: the auth area and member-only parts render their
// neutral state, and fill in in the browser.
const offlineClient = createClient<Database>('http://127.0.0.1:9', 'prerender-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network while prerendering')) },
  realtime: { transport: class NoWebSocket {} as never },
});

/** How long the build waits for one answer of the backend. */
const BUILD_DATA_TIMEOUT_MS = 15_000;

/** The public rows the build read for the prerender, and what it could not read. */
export interface BuildDataRead {
  values: BuildData;
  /** Where the rows came from (the backend's URL), or null when no backend is configured. */
  source: string | null;
  /** One line per read that failed: that part of its pages is prerendered in its loading state. */
  problems: string[];
}

/**
 * Reads the public rows the prerendered pages show (membership plans, the catalogue, the library
 * list) from the backend this build is for (VITE_SUPABASE_URL, with VITE_SUPABASE_ANON_KEY: what
 * any visitor may read), through the same data modules the pages use. A build with no backend
 * configured, or a read that fails, leaves that data out: its pages are prerendered in their
 * loading state and load it in the browser, as before (src/data/build-data.ts).
 */
export async function readBuildData(): Promise<BuildDataRead> {
  const config = readConfig({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  if (!config.ok) return { values: {}, source: null, problems: [] };
  // The same plain reads the pages make in the browser (src/data/public-rows.ts).
  const source = { url: config.url, anonKey: config.anonKey, timeoutMs: BUILD_DATA_TIMEOUT_MS };
  const reads: Record<string, Promise<DataResult<unknown>>> = {
    [plansBuildKey('en')]: loadMembershipPlans(source),
    [plansBuildKey('es')]: loadMembershipPlans(source, 'es'),
    ...Object.fromEntries(
      CATALOG_KINDS.flatMap((kind) => [
        [catalogBuildKey(kind), loadCatalogItems(source, kind)],
        [catalogBuildKey(kind, 'es'), loadCatalogItems(source, kind, 'es')],
      ]),
    ),
    [libraryBuildKey('en')]: loadLibraryItems(source),
    [libraryBuildKey('es')]: loadLibraryItems(source, 'es'),
    // The plain list, /stories, readable without JavaScript (issue 27).
    [STORIES_BUILD_KEY]: loadPublishedStories(source, { limit: PLAIN_LIST_SIZE }),
  };
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, read] of Object.entries(reads)) {
    const result = await read;
    if (result.ok) values[key] = result.data;
    else problems.push(`${key}: ${result.error.kind} (${result.error.message})`);
  }
  return { values, source: config.url, problems };
}

export interface RenderedPage {
  /** The HTML of the app, for inside `<div id="root">`. */
  html: string;
  /** The page's `<title>`, description, canonical link and Open Graph tags. */
  head: string;
  /** The page modules (Vite manifest keys) the page renders, for its chunk and its CSS. */
  pageSources: string[];
  /** The build's data the page rendered with, as its JSON data block ('' when none). */
  data?: string;
  /** The page's language, for `<html lang>` (English when left out). */
  lang?: 'en' | 'es';
}

let structuredInput: Promise<StructuredDataInput> | undefined;

/** What every page's structured data is made from, loaded once. */
function structuredDataInput(): Promise<StructuredDataInput> {
  structuredInput ??= loadOpenDataInput().then(({ resources }) => ({
    site: siteUrl(),
    description: DEFAULT_DESCRIPTION,
    crisisLines: CRISIS_LINES,
    resources,
    posts: BLOG_POSTS,
    hubTitles: Object.fromEntries(HUB_SLUGS.map((slug) => [slug, challenges[slug].title])),
  }));
  return structuredInput;
}

/** The page's JSON-LD data block (see structured-data.ts), or '' when it has none. */
export async function structuredDataTag(pathname: string): Promise<string> {
  const graph = structuredDataFor(pathname, await structuredDataInput());
  return graph ? jsonLdScript(graph) : '';
}

/**
 * The open data of this build: the directory and the crisis lines by country as Open Referral
 * HSDS (`toHsds`), written by build/open-data.mjs beside the site.
 */
export async function openData(generatedAt: Date = new Date()): Promise<{
  data: HsdsExport;
  site: string;
  hsdsVersion: string;
}> {
  const { resources, countryLines, countries } = await loadOpenDataInput();
  return {
    data: toHsds(resources, { countryLines, countries, generatedAt }),
    site: siteUrl(),
    hsdsVersion: HSDS_VERSION,
  };
}

/**
 * One page, rendered with the build's data (`readBuildData`); a private page (see route-table.ts)
 * gets `noindex`.
 */
export async function renderPage(
  pathname: string,
  { noindex = false, data = {} }: { noindex?: boolean; data?: BuildData } = {},
): Promise<RenderedPage> {
  await preloadPage(pathname);
  const pages = pagesFor(pathname);
  // A layout with routes of its own (the Spanish layout, for any path under /es) is no page.
  const last = pages.at(-1);
  if (!last || loadedPage(last.page)?.routes)
    throw new Error(`${pathname} is not a page of the route manifest`);
  let meta: PageMeta = { title: null };
  let html = '';
  const used = await withBuildData(data, async () => {
    html = await renderApp(pathname, (collected) => (meta = collected));
  });
  const languages = pageLanguages(pathname);
  return {
    html,
    lang: languages.locale,
    head: [
      pageHeadTags(meta, pathname, siteUrl(), languages),
      ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
      await structuredDataTag(pathname),
    ]
      .filter(Boolean)
      .join('\n    '),
    pageSources: await Promise.all(pages.map(async ({ page }) => sourceOf(await page()))),
    data: buildDataScript(used),
  };
}

/** The app at `pathname`, as HTML; `onMeta` gets the page's title and description. */
async function renderApp(pathname: string, onMeta: (meta: PageMeta) => void): Promise<string> {
  const { prelude } = await prerender(
    <PageMetaCollectorContext.Provider value={onMeta}>
      <AuthProvider client={offlineClient}>
        <JourneyProvider storage={null}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </JourneyProvider>
      </AuthProvider>
    </PageMetaCollectorContext.Provider>,
    // One complete document: without this, React streams a large page in chunks and leaves
    // its Suspense fallback in the first one.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return await new Response(prelude).text();
}

/**
 * sitemap.xml: every public path of the route manifest, both languages, at its canonical
 * address; a page with a version in the other language names both (`xhtml:link`, Google's
 * hreflang in sitemaps) and `x-default`, the English page.
 */
export function sitemapXml(manifest: RouteManifestJson, site: string = siteUrl()): string {
  const alternates = new Map<string, PageLanguages>();
  for (const route of manifest.routes)
    route.paths.forEach((path, index) =>
      alternates.set(path, {
        locale: route.locale,
        alternate: route.alternate?.paths[index] ?? null,
      }),
    );
  const urls = publicPaths(manifest).map((path) => {
    const languages = alternates.get(path);
    const links =
      languages?.alternate == null
        ? []
        : languageLinks(path, languages, site).map((link) =>
            link.replace('<link rel="alternate"', '<xhtml:link rel="alternate"'),
          );
    return links.length === 0
      ? `  <url><loc>${canonicalUrl(path, site)}</loc></url>`
      : `  <url><loc>${canonicalUrl(path, site)}</loc>\n${links.map((link) => `    ${link}`).join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything may be crawled but the manifest's private pages; names the sitemap. */
export function robotsTxt(manifest: RouteManifestJson, site: string = siteUrl()): string {
  return `User-agent: *
${privatePaths(manifest)
  .map((path) => `Disallow: ${path}`)
  .join('\n')}

Sitemap: ${site}/sitemap.xml
`;
}

/** The Spanish site's description, for a Spanish page without its own (es/404.html). */
export { HOME_DESCRIPTION_ES as SPANISH_SITE_DESCRIPTION } from '../src/info/pages/home-es';

/**
 * The offline page (dist/offline.html): what the offline copy answers, offline, for a page that
 * is not in it. The browser hydrates it with src/offline/hydrate-offline-page.tsx. In Spanish
 * (dist/es/offline.html, for a page under /es, issue 25), src/offline/offline-page-es.tsx,
 * hydrated by hydrate-offline-page-es.tsx through the same module.
 */
export async function renderOfflinePage(language: 'en' | 'es' = 'en'): Promise<RenderedPage> {
  const spanish = language === 'es';
  if (spanish) await loadUiLocale('es');
  const page = spanish ? (
    <OfflinePageEs {...offlinePageProps()} />
  ) : (
    <OfflinePage {...offlinePageProps()} />
  );
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return {
    html: await new Response(prelude).text(),
    head: [
      `<title>${formatPageTitle(spanish ? 'No tiene conexión' : "You're offline")}</title>`,
      '<meta name="robots" content="noindex" />',
    ].join('\n    '),
    pageSources: spanish
      ? [OFFLINE_PAGE_SOURCE, SPANISH_OFFLINE_PAGE_SOURCE]
      : [OFFLINE_PAGE_SOURCE],
    lang: language,
  };
}
