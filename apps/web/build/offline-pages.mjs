// @ts-check
/**
 * The pages of Harbor's offline copy: a fixed set, the same for every visitor, so what the
 * browser keeps says nothing about what someone read. The service worker (build/service-worker.mjs)
 * precaches these pages, the files they need to work, and the offline page; every other page
 * needs a connection. Plain JavaScript with no imports: the build step reads it with Node, and
 * build/entry-server.tsx (the offline page's list of links) imports it through Vite.
 */

/** The offline copy's fixed pages, with the words the offline page links them by. */
export const OFFLINE_PAGES = [
  { path: '/', label: "Harbor's home page" },
  { path: '/get-help', label: 'Get help now: crisis lines you can call or text' },
  {
    path: '/resources',
    label: 'Resources: services for money, food, housing, health and legal help',
  },
  { path: '/faq', label: 'Questions and answers' },
  { path: '/safety-plan', label: 'My safety plan, kept only on this device' },
  { path: '/my-list', label: 'My list: the services you saved on this device' },
];

/** Where the offline page is written in dist and served from (never a page of its own). */
export const OFFLINE_PAGE_URL = '/offline.html';

/** The offline copy's budget: bytes a visitor downloads to install it (gzip, as served). */
export const OFFLINE_COPY_BUDGET_BYTES = 600_000;

/**
 * Every path of the offline copy: the fixed pages, then every challenge page (the hubs and their
 * check-ins).
 * @param {readonly string[]} challengeSlugs CHALLENGE_SLUGS of @harbor-help/challenges
 * @returns {string[]}
 */
export function offlinePaths(challengeSlugs) {
  return [
    ...OFFLINE_PAGES.map((page) => page.path),
    ...challengeSlugs.map((slug) => `/challenges/${slug}`),
  ];
}
