/// <reference types="node" />
/**
 * The paths the journeys visit, from the route manifest (src/app/route-table.ts) as the build of
 * the site under test wrote it (dist/.vite/route-manifest.json): global-setup.ts builds the site
 * before Playwright loads the tests, so a new route is visited without a line here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  pathsWhere,
  readRouteManifest,
  ROUTE_MANIFEST_FILE,
  type ManifestRouteJson,
  type RouteManifestJson,
} from '../../build/route-manifest.mjs';
import { readSites, SITES_ENV } from './sites';

/** The route manifest of the `main` site the journeys run against. */
function siteRouteManifest(): RouteManifestJson {
  if (process.env[SITES_ENV]) return readRouteManifest(readSites().main.distDir);
  // `playwright test --list` loads the tests without global-setup: the last build of apps/web.
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
  return existsSync(path.join(dist, ROUTE_MANIFEST_FILE))
    ? readRouteManifest(dist)
    : { routes: [] };
}

const manifest = siteRouteManifest();

/** Every path of the route manifest, as a visitor types it: each challenge and blog post. */
export const ROUTE_PATHS = pathsWhere(manifest);

/** The paths of the routes that pass `test`, each `:slug` spelled out. */
export function routePathsWhere(test: (route: ManifestRouteJson) => boolean): string[] {
  return pathsWhere(manifest, test);
}

/**
 * The help pages: every page `pnpm check:reading` measures or the offline copy holds, and the
 * first of every route with a parameter (a blog post).
 */
export const HELP_PATHS = [
  ...new Set([
    ...routePathsWhere((route) => route.reading || route.offline),
    ...manifest.routes.flatMap((route) =>
      route.pattern.includes(':') ? route.paths.slice(0, 1) : [],
    ),
  ]),
];

/** A file name for a path's screenshot: `/products/books` -> `products-books`, `/` -> `home`. */
export function screenshotName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
}
