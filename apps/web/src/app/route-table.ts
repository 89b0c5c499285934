/**
 * THE route manifest: every path of spec section 2 (and Harbor's own), one line each, with the
 * page that renders it (its own chunk, loaded on demand) and what the build needs to know of it.
 * Everything reads this list: the router (routes.tsx), the prerender, the sitemap and robots.txt
 * (build/entry-server.tsx, which writes it as dist/.vite/route-manifest.json for the Node steps:
 * hosting rules, the offline copy, bench:web, the browser tests), and `pnpm check:reading`. Any
 * other path redirects to /.
 *
 * A new page: write src/<feature>/pages/<name>.tsx (its component as the default export), then
 * add one line here, in the layout it belongs to. Flags, all optional:
 *
 * - `params`: what `:slug` takes (a list of src/app/route-params.ts: the challenge slugs of
 *   @harbor-help/challenges, the blog's posts). Needed by a path with a parameter.
 * - `private: true`: a page about one visitor's own purchase or link: prerendered (its neutral
 *   state) with `noindex`, left out of sitemap.xml, disallowed in robots.txt.
 * - `prerendered: false`: no HTML file of its own (the host answers it with the app shell).
 * - `offline: true`: in the offline copy's fixed set (the service worker precaches it; the
 *   offline page links it by its words in src/offline/offline-page.tsx).
 * - `reading: true`: measured by `pnpm check:reading` (grade 8 at most).
 * A page's Spanish version (issue 25) is not a flag here: its path is in spanish-paths.ts and its
 * page module, written in Spanish, in spanish-pages.ts, both keyed by the English `path`, so the
 * English first load carries nothing of it (this list is in the first load). The build generates
 * the rest from them: the Spanish route (in the Spanish layout, src/app/spanish-layout.tsx), its
 * prerendered file with `<html lang="es">`, the hreflang alternates both ways, both languages in
 * sitemap.xml, the hosting rules, the offline copy and `pnpm check:reading` (in Spanish), with the
 * English route's flags. Only a route listed there has a Spanish page: there is never a
 * half-English page under /es/.
 *
 * The team's console (`STAFF_ROUTES`, issue 26) is one route, `/staff/*`, whose page has the
 * console's own route table (src/staff/staff-pages.ts: a console page adds nothing to the
 * public first load). The build makes it `private` and not `prerendered` whatever its line says
 * (route-params.ts), so it is in no sitemap, prerendered file or offline copy, is disallowed in
 * robots.txt and is answered with the app shell (`noindex`); its paths are those of the
 * console's table. Its page asks for a sign-in and the second factor (src/staff/staff-gate.tsx).
 */
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';

/** What a page module (`src/<feature>/pages/<name>.tsx`) exports. */
export interface PageModule {
  /** The page. `never`: any component fits; a route gives it its `props`. */
  default: ComponentType<never>;
  /**
   * Loads what the page would otherwise load after its first render (a hub's content, a blog
   * post's text), so that the page renders it at once: when prerendering, and before hydrating.
   */
  preload?: (params: Params) => Promise<unknown>;
  /**
   * A layout route's own routes, under its splat (`/es/*`: the Spanish layout's pages), for
   * prerendering the page it renders (routes.tsx's `pagesFor`; its `preload` preloads that page).
   */
  routes?: RouteObject[];
}

/** A page's module, loaded on demand: `() => import('../info/pages/faq')`. */
export type PageLoader = () => Promise<PageModule>;

/** Where the values of a `:slug` come from (src/app/route-params.ts; only the build reads them). */
export type ParamSource = 'challenges' | 'blog-posts';

/** One route: its path, its page and its flags (see above; every flag is false when left out). */
export interface Route {
  readonly path: string;
  readonly page: PageLoader;
  /** The props the page is given (the membership tiers share one page). */
  readonly props?: Readonly<Record<string, unknown>>;
  readonly params?: ParamSource;
  readonly private?: boolean;
  readonly prerendered?: boolean;
  readonly offline?: boolean;
  readonly reading?: boolean;
}

export type RouteTable = readonly Route[];

// One line per route (prettier-ignore), so the list reads as the spec's.

/** Routes outside the main layout (spec section 2). */
// prettier-ignore
export const STANDALONE_ROUTES: RouteTable = [
  { path: '/login', page: () => import('../account/pages/login') },
  { path: '/signup', page: () => import('../account/pages/signup') },
  { path: '/payment-success', page: () => import('../checkout/pages/payment-success'), private: true },
  { path: '/payment-canceled', page: () => import('../checkout/pages/payment-canceled'), private: true },
  { path: '/premium-bundle', page: () => import('../shop/pages/premium-bundle') },
  { path: '/healing-bundle', page: () => import('../shop/pages/healing-bundle') },
  { path: '/bundle-kit', page: () => import('../shop/pages/bundle-kit') },
  { path: '/mailerlite-form', page: () => import('../newsletter/pages/mailerlite-form') },
  // The newsletter's confirmation link (#token=…): double opt-in (issue 31).
  { path: '/newsletter/confirm', page: () => import('../newsletter/pages/newsletter-confirm'), private: true },
  { path: '/download-bundle', page: () => import('../shop/pages/download-bundle'), private: true },
  { path: '/blog', page: () => import('../blog/pages/blog') },
  { path: '/blog/:slug', page: () => import('../blog/pages/blog-post'), params: 'blog-posts' },
  { path: '/privacy', page: () => import('../info/pages/privacy') },
  { path: '/faq', page: () => import('../info/pages/faq'), offline: true },
];

/** Routes inside the main layout: sticky header plus content (spec section 2). */
// prettier-ignore
export const MAIN_LAYOUT_ROUTES: RouteTable = [
  { path: '/', page: () => import('../info/pages/home'), offline: true, reading: true },
  { path: '/donate', page: () => import('../donations/pages/donate') },
  { path: '/products', page: () => import('../shop/pages/products') },
  { path: '/products/membership', page: () => import('../membership/pages/products-membership') },
  { path: '/products/membership/free', page: () => import('../membership/pages/products-membership-tier'), props: { tier: 'free' } },
  { path: '/products/membership/basic', page: () => import('../membership/pages/products-membership-tier'), props: { tier: 'basic' } },
  { path: '/products/membership/premium', page: () => import('../membership/pages/products-membership-tier'), props: { tier: 'premium' } },
  { path: '/products/membership/vip', page: () => import('../membership/pages/products-membership-tier'), props: { tier: 'vip' } },
  { path: '/products/books', page: () => import('../shop/pages/products-books') },
  { path: '/products/apparel', page: () => import('../shop/pages/products-apparel') },
  { path: '/products/kits', page: () => import('../shop/pages/products-kits') },
  { path: '/library', page: () => import('../library/pages/library') },
  { path: '/explore', page: () => import('../help/pages/explore') },
  { path: '/resources', page: () => import('../help/pages/resources'), offline: true, reading: true },
  { path: '/share', page: () => import('../contact/pages/share') },
  // Published stories, all on one plain page: prerendered with the build's stories, read again in the browser (issue 27).
  { path: '/stories', page: () => import('../stories/pages/stories') },
  // A story's writer, with the private link given on sending: its status, and "Withdraw my story" (issue 27).
  { path: '/share/your-story', page: () => import('../stories/pages/your-story'), private: true },
  { path: '/advisories', page: () => import('../info/pages/advisories') },
  { path: '/contact', page: () => import('../contact/pages/contact') },
  { path: '/about', page: () => import('../info/pages/about') },
  { path: '/pricing', page: () => import('../membership/pages/pricing') },

  // Harbor's own pages, beyond the spec's list.
  // Where "Get help now" goes: the crisis lines for the visitor's country.
  { path: '/get-help', page: () => import('../help/pages/get-help'), offline: true, reading: true },
  // What Harbor keeps on this device, and one button that removes it (issue 16).
  { path: '/clear-device', page: () => import('../account/pages/clear-device') },
  // What Quick exit does and can't do, history, private windows, a phone someone checks (issue 28).
  { path: '/staying-safe-online', page: () => import('../info/pages/staying-safe-online'), reading: true },
  // "My safety plan": the Stanley–Brown steps, kept only on this device (issue 28).
  { path: '/safety-plan', page: () => import('../safety/pages/safety-plan'), offline: true, reading: true },
  // "My list": the services saved with "Save to my list", kept only on this device (issue 28).
  { path: '/my-list', page: () => import('../saved/pages/my-list'), offline: true, reading: true },
  // The directory and crisis lines as open data (Open Referral HSDS), with its licence (issue 29).
  { path: '/open-data', page: () => import('../opendata/pages/open-data'), reading: true },

  // The 18 challenge pages of the spec and "Abuse at home"; an unknown slug redirects to / (see help/pages/challenge.tsx).
  { path: '/challenges/:slug', page: () => import('../help/pages/challenge'), params: 'challenges', offline: true, reading: true },
];

/**
 * The team's console (issue 26): staff only, behind a password and a second factor. Never
 * prerendered, indexed or kept offline (see above); its pages are in src/staff/staff-pages.ts.
 */
export const STAFF_ROUTES: RouteTable = [
  { path: '/staff/*', page: () => import('../staff/pages/console') },
];
