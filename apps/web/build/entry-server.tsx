/**
 * The server side of the prerender (Node only, bundled by Vite's SSR build in prerender.mjs):
 * the public paths of the route table, one page rendered to HTML with its head tags, and the
 * sitemap and robots.txt built from the same list.
 */
import { AuthProvider } from '@harbor-help/auth';
import {
  challenges,
  CHALLENGE_SLUGS,
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
import { prerender } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router';
import { BLOG_POSTS } from '../src/blog/blog-posts';
import { OFFLINE_PAGE_SOURCE, OfflinePage, offlinePageProps } from '../src/offline/offline-page';
import { AppRoutes, pagesFor, preloadPage, routes } from '../src/app/routes';
import { jsonLdScript, structuredDataFor, type StructuredDataInput } from './structured-data';
import {
  canonicalUrl,
  DEFAULT_DESCRIPTION,
  PageMetaCollectorContext,
  pageHeadTags,
  siteUrl,
  formatPageTitle,
  type PageMeta,
} from '../src/app/use-page-title';

/** What a `:slug` in the route table stands for when listing every public page. */
const PARAM_VALUES: Record<string, () => readonly string[]> = {
  'challenges/:slug': () => CHALLENGE_SLUGS,
  'blog/:slug': () => BLOG_POSTS.map((post) => post.slug),
};

/**
 * Pages about one visitor's own purchase or link: prerendered (their neutral state), never
 * indexed. /newsletter/confirm is only ever reached from the link in one person's email.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/payment-success',
  '/payment-canceled',
  '/download-bundle',
  '/newsletter/confirm',
];

/** Every public path of the route table, with each challenge and blog post spelled out. */
export function publicPaths(table: readonly RouteObject[] = routes, parent = ''): string[] {
  return table.flatMap((route): string[] => {
    if (route.path === '*') return [];
    const path = route.path ? (parent ? `${parent}/${route.path}` : route.path) : parent;
    if (route.children) return publicPaths(route.children, path);
    if (!route.path && !route.index) return [];
    const values = PARAM_VALUES[path];
    if (values) return values().map((value) => `/${path.replace(':slug', value)}`);
    if (path.includes(':')) throw new Error(`No list of values for the route ${path}`);
    return [`/${path}`];
  });
}

// Rendering never talks to the backend: the auth area and member-only parts render their
// neutral state, and fill in in the browser.
const offlineClient = createClient<Database>('http://127.0.0.1:9', 'prerender-anon-key', {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: () => Promise.reject(new TypeError('No network while prerendering')) },
  realtime: { transport: class NoWebSocket {} as never },
});

export interface RenderedPage {
  /** The HTML of the app, for inside `<div id="root">`. */
  html: string;
  /** The page's `<title>`, description, canonical link and Open Graph tags. */
  head: string;
  /** The page modules (Vite manifest keys) the page renders, for its chunk and its CSS. */
  pageSources: string[];
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

export async function renderPage(pathname: string): Promise<RenderedPage> {
  await preloadPage(pathname);
  if (pagesFor(pathname).length === 0)
    throw new Error(`${pathname} is not a page of the route table`);
  let meta: PageMeta = { title: null };
  const { prelude } = await prerender(
    <PageMetaCollectorContext.Provider value={(collected) => (meta = collected)}>
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
  const html = await new Response(prelude).text();
  return {
    html,
    head: [pageHeadTags(meta, pathname), await structuredDataTag(pathname)]
      .filter(Boolean)
      .join('\n    '),
    pageSources: pagesFor(pathname).map((page) => page.source),
  };
}

/** sitemap.xml: every public path, at its canonical address. */
export function sitemapXml(paths: readonly string[], site: string = siteUrl()): string {
  const urls = paths
    .filter((path) => !PRIVATE_PATHS.includes(path))
    .map((path) => `  <url><loc>${canonicalUrl(path, site)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything may be crawled but a visitor's own purchase pages; names the sitemap. */
export function robotsTxt(site: string = siteUrl()): string {
  return `User-agent: *
${PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join('\n')}

Sitemap: ${site}/sitemap.xml
`;
}

/**
 * The offline page (dist/offline.html): what the offline copy answers, offline, for a page that
 * is not in it. The browser hydrates it with src/offline/hydrate-offline-page.tsx.
 */
export async function renderOfflinePage(): Promise<RenderedPage> {
  const { prelude } = await prerender(<OfflinePage {...offlinePageProps()} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return {
    html: await new Response(prelude).text(),
    head: [
      `<title>${formatPageTitle("You're offline")}</title>`,
      '<meta name="robots" content="noindex" />',
    ].join('\n    '),
    pageSources: [OFFLINE_PAGE_SOURCE],
  };
}
