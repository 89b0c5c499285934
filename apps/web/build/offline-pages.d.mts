// Types for offline-pages.mjs.
export declare const OFFLINE_PAGES: readonly { path: string; label: string }[];
export declare const OFFLINE_PAGE_URL: string;
export declare const OFFLINE_COPY_BUDGET_BYTES: number;
export declare function offlinePaths(challengeSlugs: readonly string[]): string[];
