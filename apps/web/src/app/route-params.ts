/**
 * The route manifest (route-table.ts) with every `:slug` spelled out: what the build, the sitemap,
 * the hosting rules, the offline copy, `pnpm check:reading`, the browser tests and `bench:web`
 * read, as plain data. Build-time only: the browser never imports this module (it would carry
 * the blog's index and the challenge list into the first load).
 *
 * build/entry-server.tsx adds each page's source file and writes the result to
 * dist/.vite/route-manifest.json (`RouteManifestJson`, read in Node by build/route-manifest.mjs).
 */
import { CHALLENGE_SLUGS } from '@harbor-help/challenges';
import { BLOG_POSTS } from '../blog/blog-posts';
import {
  MAIN_LAYOUT_ROUTES,
  STAFF_ROUTES,
  STANDALONE_ROUTES,
  type ParamSource,
  type Route,
  type RouteTable,
} from './route-table';
import {
  SPANISH_OUTSIDE_OFFLINE_COPY,
  SPANISH_PATHS,
  spanishPathOfRoute,
  type SpanishPathTable,
} from './spanish-paths';
import { STAFF_PAGES, type StaffPage } from '../staff/staff-pages';

/** What a `:slug` stands for, and what any other value of it is. */
export interface ParamValues {
  values: () => readonly string[];
  /**
   * `page`: any other value is still the page (the blog says "We couldn't find that post" and
   * links to the blog, so an old link to a removed post keeps its reader): the host answers it
   * with the app shell. `not-found`: any other value is an unknown path (404.html, which sends
   * the visitor to /, as the app itself does).
   */
  otherValues: 'page' | 'not-found';
}

export const PARAM_VALUES: Record<ParamSource, ParamValues> = {
  challenges: { values: () => CHALLENGE_SLUGS, otherValues: 'not-found' },
  'blog-posts': { values: () => BLOG_POSTS.map((post) => post.slug), otherValues: 'page' },
};

/** A language Harbor's pages are written in: English, and Spanish under /es/ (issue 25). */
export type PageLocale = 'en' | 'es';

/** The same page in the other language: its locale and its paths, in the order of `paths`. */
export interface RouteAlternate {
  locale: PageLocale;
  paths: string[];
}

/** One route of the manifest as data: its pattern, its layout, every path it serves, its flags. */
export interface ManifestRoute {
  /** The path as the manifest writes it (`/challenges/:slug`). */
  pattern: string;
  layout: 'standalone' | 'main' | 'staff';
  /** Every path it serves: the pattern, or the pattern with each value of its `:slug`. */
  paths: string[];
  /** Whether a value of `:slug` not in `paths` is still this page (see `ParamValues`). */
  otherValues: 'page' | 'not-found' | null;
  private: boolean;
  prerendered: boolean;
  offline: boolean;
  reading: boolean;
  /** The language the page is written in: `es` for a route generated from spanish-paths.ts. */
  locale: PageLocale;
  /** The same page in the other language (hreflang, the language link), or null when none. */
  alternate: RouteAlternate | null;
}

/** The route with its parameter expanded; a parameter without `params` stops the build. */
export function manifestRoute(
  route: Route,
  layout: ManifestRoute['layout'],
  spanishPaths: SpanishPathTable = SPANISH_PATHS,
): ManifestRoute {
  if (layout === 'staff') return staffManifestRoute(route);
  const source = route.params ? PARAM_VALUES[route.params] : null;
  const parameters = route.path.match(/:[A-Za-z]+/g) ?? [];
  if (parameters.length > 0 && !source)
    throw new Error(`The route ${route.path} needs \`params\`: the values of its parameter`);
  if (source && parameters.length !== 1)
    throw new Error(`The route ${route.path} has \`params\` but not one parameter`);
  const expand = (pattern: string) =>
    source ? source.values().map((value) => pattern.replace(/:[A-Za-z]+/, value)) : [pattern];
  const paths = expand(route.path);
  const es = spanishPathOfRoute(route.path, spanishPaths);
  if (es && (es.match(/:[A-Za-z]+/g) ?? []).length !== parameters.length)
    throw new Error(`The Spanish path ${es} must have the parameters of ${route.path}`);
  return {
    pattern: route.path,
    layout,
    paths,
    otherValues: source ? source.otherValues : null,
    private: route.private ?? false,
    prerendered: route.prerendered ?? true,
    offline: route.offline ?? false,
    reading: route.reading ?? false,
    locale: 'en',
    alternate: es ? { locale: 'es', paths: expand(es) } : null,
  };
}

/**
 * The Spanish route the manifest generates from an entry's `es` (issue 25): the English route's
 * flags, at the Spanish path, with the English page as its alternate (not offline when
 * SPANISH_OUTSIDE_OFFLINE_COPY names it). Null without `es`.
 */
export function spanishManifestRoute(
  route: Route,
  layout: ManifestRoute['layout'],
  spanishPaths: SpanishPathTable = SPANISH_PATHS,
): ManifestRoute | null {
  const es = spanishPathOfRoute(route.path, spanishPaths);
  if (!es || layout === 'staff') return null;
  const english = manifestRoute(route, layout, spanishPaths);
  // The Spanish route itself has no Spanish version: an empty table.
  const spanish = manifestRoute({ ...route, path: es }, layout, {});
  return {
    ...spanish,
    offline: spanish.offline && !SPANISH_OUTSIDE_OFFLINE_COPY.includes(route.path),
    locale: 'es',
    alternate: { locale: 'en', paths: english.paths },
  };
}

/**
 * The team's console (`STAFF_ROUTES`): one route, `/<prefix>/*`, serving the paths of the
 * console's own table (src/staff/staff-pages.ts); private and never prerendered, whatever its
 * line says, and never offline or graded.
 */
function staffManifestRoute(
  route: Route,
  pages: readonly StaffPage[] = STAFF_PAGES,
): ManifestRoute {
  if (!route.path.endsWith('/*') || route.params || route.offline || route.reading)
    throw new Error(
      `The staff route ${route.path} must be one prefix, \`/staff/*\`, never offline or reading`,
    );
  const prefix = route.path.slice(0, -2);
  const paths = pages.map((page) => page.path);
  for (const path of paths)
    if (path !== prefix && !path.startsWith(`${prefix}/`))
      throw new Error(`The console page ${path} is not under ${prefix}`);
  return {
    pattern: prefix,
    layout: 'staff',
    paths,
    otherValues: null,
    private: true,
    prerendered: false,
    offline: false,
    reading: false,
    locale: 'en',
    alternate: null,
  };
}

/** Every route of the manifest, in its order, with its paths and flags. */
export function manifestRoutes(
  standalone: RouteTable = STANDALONE_ROUTES,
  main: RouteTable = MAIN_LAYOUT_ROUTES,
  staff: RouteTable = STAFF_ROUTES,
  spanishPaths: SpanishPathTable = SPANISH_PATHS,
): ManifestRoute[] {
  const layouts = [
    ...standalone.map((route) => [route, 'standalone'] as const),
    ...main.map((route) => [route, 'main'] as const),
  ];
  return [
    ...layouts.map(([route, layout]) => manifestRoute(route, layout, spanishPaths)),
    ...staff.map((route) => manifestRoute(route, 'staff')),
    // Then the Spanish pages spanish-paths.ts generates, in the manifest's order.
    ...layouts.flatMap(
      ([route, layout]) => spanishManifestRoute(route, layout, spanishPaths) ?? [],
    ),
  ];
}

/** The paths of the routes that pass `test`, in the manifest's order. */
export function pathsWhere(test: (route: ManifestRoute) => boolean, routes = manifestRoutes()) {
  return routes.filter(test).flatMap((route) => route.paths);
}
