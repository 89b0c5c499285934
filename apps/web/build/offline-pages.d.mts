// Types for offline-pages.mjs.
export declare const OFFLINE_PAGE_URL: string;
export declare const SPANISH_OFFLINE_PAGE_URL: string;
export declare const OFFLINE_COPY_BUDGET_BYTES: number;
export declare const SPANISH_COPY_MESSAGE: string;
export declare const SPANISH_COPY_CACHE_PREFIX: string;
export declare const SPANISH_COPY_BUDGET_BYTES: number;
