// @ts-check
/**
 * Harbor's offline copy: a fixed set of pages, the same for every visitor, so what the browser
 * keeps says nothing about what someone read. Which pages: the routes marked `offline: true` in
 * the route manifest (src/app/route-table.ts); the service worker (build/service-worker.mjs)
 * precaches them, the files they need to work, and the offline page; every other page needs a
 * connection. Plain JavaScript with no imports: the build steps read it with Node, and the offline
 * page (src/offline/offline-page.tsx) imports it through Vite.
 */

/** Where the offline page is written in dist and served from (never a page of its own). */
export const OFFLINE_PAGE_URL = '/offline.html';

/**
 * The same in Spanish (issue 25), for a page under /es that is not in the copy; the service
 * worker answers it for those addresses (SPANISH_SCOPE).
 */
export const SPANISH_OFFLINE_PAGE_URL = '/es/offline.html';

/** The offline copy's budget: bytes a visitor downloads to install it (gzip, as served). */
export const OFFLINE_COPY_BUDGET_BYTES = 600_000;

/**
 * The copy in Spanish (issue 25): the guides and check-ins in Spanish, which the fixed set leaves
 * out, kept on a device once a page in Spanish asks the service worker for them with this message
 * (src/offline/offline-copy.ts), in a cache whose name starts with SPANISH_COPY_CACHE_PREFIX.
 */
export const SPANISH_COPY_MESSAGE = 'harbor:keep-spanish-copy';

/** The start of the Spanish copy's cache name; the rest is a hash of what it holds. */
export const SPANISH_COPY_CACHE_PREFIX = 'harbor-offline-es-';

/** The Spanish copy's budget: bytes it adds to the fixed copy's download (gzip, as served). */
export const SPANISH_COPY_BUDGET_BYTES = 200_000;
