// @ts-check
/**
 * The route manifest as the Node steps read it: dist/.vite/route-manifest.json, written by the
 * prerender (build/prerender.mjs, from src/app/route-table.ts through build/entry-server.tsx),
 * beside Vite's own manifest. The hosting rules, the offline copy, `bench:web` and the browser
 * tests read it; no build code reads TypeScript.
 *
 * Each route: { pattern, layout, page (its source file, Vite's manifest key), paths (every path it
 * serves, each `:slug` spelled out), otherValues, private, prerendered, offline, reading,
 * locale, alternate } (see src/app/route-params.ts): a Spanish page (issue 25) is a route of its
 * own, `locale: 'es'`, generated from its English route's `es`, each naming the other as `alternate`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the manifest is written, relative to the built site. */
export const ROUTE_MANIFEST_FILE = '.vite/route-manifest.json';

/** @typedef {import('./route-manifest.d.mts').RouteManifestJson} RouteManifestJson */
/** @typedef {import('./route-manifest.d.mts').ManifestRouteJson} ManifestRouteJson */

/** @param {string} distDir @param {RouteManifestJson} manifest */
export function writeRouteManifest(distDir, manifest) {
  const file = path.join(distDir, ROUTE_MANIFEST_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** @param {string} distDir @returns {RouteManifestJson} */
export function readRouteManifest(distDir) {
  const file = path.join(distDir, ROUTE_MANIFEST_FILE);
  if (!existsSync(file))
    throw new Error(
      `${distDir} has no ${ROUTE_MANIFEST_FILE}: build the site (the prerender writes it)`,
    );
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The paths of the routes that pass `test`, in the manifest's order.
 * @param {RouteManifestJson} manifest @param {(route: ManifestRouteJson) => boolean} [test]
 * @returns {string[]}
 */
export function pathsWhere(manifest, test = () => true) {
  return manifest.routes.filter(test).flatMap((route) => route.paths);
}

/** Every page the prerender writes to its own HTML file. @param {RouteManifestJson} manifest */
export const prerenderedPaths = (manifest) => pathsWhere(manifest, (route) => route.prerendered);

/** Every page anyone may find: sitemap.xml, bench:web. @param {RouteManifestJson} manifest */
export const publicPaths = (manifest) => pathsWhere(manifest, (route) => !route.private);

/** Pages about one visitor's own purchase or link: noindex, disallowed. @param {RouteManifestJson} manifest */
export const privatePaths = (manifest) => pathsWhere(manifest, (route) => route.private);

/** The offline copy's fixed set of pages. @param {RouteManifestJson} manifest */
export const offlinePaths = (manifest) => pathsWhere(manifest, (route) => route.offline);

/**
 * The Spanish pages of the offline copy's English pages that the fixed set leaves out
 * (SPANISH_OUTSIDE_OFFLINE_COPY, src/app/spanish-paths.ts: the guides and check-ins): the copy in
 * Spanish, kept on a device once it opens Harbor in Spanish (build/service-worker.mjs).
 * @param {RouteManifestJson} manifest
 */
export function spanishOfflinePaths(manifest) {
  const english = new Set(offlinePaths(manifest));
  return pathsWhere(
    manifest,
    (route) =>
      route.locale === 'es' &&
      !route.offline &&
      (route.alternate?.paths.some((path) => english.has(path)) ?? false),
  );
}

/**
 * Every path a host must answer as a page (hosting-rules.mjs): each route's paths, then, for a
 * route whose other `:slug` values are still its page (the blog), the pattern itself.
 * @param {RouteManifestJson} manifest
 * @returns {string[]}
 */
export function sitePaths(manifest) {
  return manifest.routes.flatMap((route) =>
    route.otherValues === 'page' ? [...route.paths, route.pattern] : route.paths,
  );
}
