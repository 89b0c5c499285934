// Types for route-manifest.mjs.
import type { ManifestRoute } from '../src/app/route-params';

/** One route of dist/.vite/route-manifest.json. */
export interface ManifestRouteJson extends ManifestRoute {
  /** The page's source file (src/<feature>/pages/<name>.tsx), as Vite's manifest keys it. */
  page: string;
}

export interface RouteManifestJson {
  routes: ManifestRouteJson[];
}

export declare const ROUTE_MANIFEST_FILE: string;
export declare function writeRouteManifest(distDir: string, manifest: RouteManifestJson): void;
export declare function readRouteManifest(distDir: string): RouteManifestJson;
export declare function pathsWhere(
  manifest: RouteManifestJson,
  test?: (route: ManifestRouteJson) => boolean,
): string[];
export declare function prerenderedPaths(manifest: RouteManifestJson): string[];
export declare function publicPaths(manifest: RouteManifestJson): string[];
export declare function privatePaths(manifest: RouteManifestJson): string[];
export declare function offlinePaths(manifest: RouteManifestJson): string[];
export declare function spanishOfflinePaths(manifest: RouteManifestJson): string[];
export declare function sitePaths(manifest: RouteManifestJson): string[];
