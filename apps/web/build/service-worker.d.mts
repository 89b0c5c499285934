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
export declare function readOfflinePaths(distDir: string): string[];
export declare function assetsOf(html: string): string[];
export declare function offlineCopy(options: { distDir: string; paths?: string[] }): OfflineCopy;
export declare function measureOfflineCopy(distDir: string, copy: OfflineCopy): OfflineCopySize;
export declare function precachedUrls(source: string): string[];
export declare function writeServiceWorker(options: {
  distDir: string;
  paths?: string[];
  log?: (line: string) => void;
}): Promise<{ copy: OfflineCopy; size: OfflineCopySize; count: number }>;
