// Types for service-worker.mjs (Node-only build code, plain JavaScript so `node` runs it as is).
export declare const SERVICE_WORKER_FILE: string;
export declare const OFFLINE_EXTRAS: string[];
export declare const LEFT_OUT: { test: RegExp; why: string }[];
export interface OfflineCopy {
  pages: { url: string; file: string }[];
  assets: string[];
  extras: string[];
}
export interface OfflineCopySize {
  files: { file: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
  budget: number;
}
/** The copy in Spanish: the guides and check-ins in Spanish, in a cache of their own. */
export interface SpanishOfflineCopy {
  /** The cache's name: SPANISH_COPY_CACHE_PREFIX and a hash of what it holds. */
  cache: string;
  pages: { url: string; file: string }[];
  /** The files its pages load that the fixed copy does not hold. */
  assets: string[];
}
export declare function readOfflinePaths(distDir: string): string[];
export declare function readSpanishOfflinePaths(distDir: string): string[];
export declare function assetsOf(html: string): string[];
export declare function offlineCopy(options: { distDir: string; paths?: string[] }): OfflineCopy;
export declare function measureOfflineCopy(distDir: string, copy: OfflineCopy): OfflineCopySize;
export declare function spanishOfflineCopy(options: {
  distDir: string;
  copy: OfflineCopy;
  paths?: string[];
}): SpanishOfflineCopy;
export declare function measureSpanishCopy(
  distDir: string,
  copy: SpanishOfflineCopy,
): OfflineCopySize;
export declare function spanishCopyWorker(
  copy: {
    cache: string;
    prefix: string;
    message: string;
    offlinePage: string;
    pages: string[];
    assets: string[];
    fileTimeoutMs: number;
  },
  scope?: unknown,
): { settled: () => Promise<void> };
export declare function precachedUrls(source: string): string[];
export declare function writeServiceWorker(options: {
  distDir: string;
  paths?: string[];
  spanishPaths?: string[];
  log?: (line: string) => void;
}): Promise<{
  copy: OfflineCopy;
  size: OfflineCopySize;
  count: number;
  spanish: SpanishOfflineCopy;
  spanishSize: OfflineCopySize;
}>;
