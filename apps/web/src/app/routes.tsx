import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { LazyPage, loadPage, PageModuleView } from './lazy-page';
import { RootRoute } from './root-route';
import {
  MAIN_LAYOUT_ROUTES,
  STAFF_ROUTES,
  STANDALONE_ROUTES,
  type PageLoader,
  type RouteTable,
} from './route-table';
import { StandaloneRouteLayout } from './standalone-route-layout';

/** What a page route carries in its `handle`: its page's loader in the route manifest. */
export interface PageHandle {
  page: PageLoader;
}

/** The router's routes for one layout's part of the route manifest, each page in its own chunk. */
function pageRoutes(table: RouteTable): RouteObject[] {
  return table.map(({ path, page, props }) => {
    const handle: PageHandle = { page };
    // Its own `LazyPage` boundary, keyed by path: routes that share a module (the membership
    // tiers) are told apart, so each navigation gets a new boundary and its "Loading...".
    const element = (
      <LazyPage key={path}>
        <PageModuleView page={page} props={props} />
      </LazyPage>
    );
    return path === '/'
      ? { index: true, element, handle }
      : { path: path.slice(1), element, handle };
  });
}

/** The Spanish layout: the Spanish chrome and the kit's Spanish words (spanish-layout.tsx). */
const loadSpanishLayout = () => import('./spanish-layout');
const SPANISH_LAYOUT: PageLoader = loadSpanishLayout;

/**
 * The Spanish pages (issue 25): each route's `es`, at its Spanish path. Its page is found through
 * the Spanish layout's chunk (spanish-pages.ts), which a Spanish page loads anyway, so the first
 * load names no Spanish page's chunk. One loader per route, made once, as `loadPage` keys on it.
 */
function spanishRoutes(table: RouteTable): RouteTable {
  return table.flatMap((route) =>
    route.es
      ? [
          {
            ...route,
            path: route.es,
            page: () => loadSpanishLayout().then((layout) => layout.spanishPage(route.path)),
            es: undefined,
          },
        ]
      : [],
  );
}

/** The router's routes: the route manifest (route-table.ts) in its layouts. Built outside React. */
export const routes: RouteObject[] = [
  {
    // Scroll, focus and the route error page (ui's ErrorPage renders its own <main>, so it
    // replaces the layouts rather than sitting inside one).
    element: <RootRoute />,
    children: [
      // The team's console is in the slim bar's layout too (each of its pages asks for sign-in).
      {
        element: <StandaloneRouteLayout />,
        children: pageRoutes([...STANDALONE_ROUTES, ...STAFF_ROUTES]),
      },
      { element: <AppLayout />, children: pageRoutes(MAIN_LAYOUT_ROUTES) },
      // The Spanish pages the manifest's `es` entries generate, in the same layouts, in Spanish.
      {
        element: <PageModuleView page={SPANISH_LAYOUT} />,
        handle: { page: SPANISH_LAYOUT } satisfies PageHandle,
        children: [
          {
            element: <StandaloneRouteLayout />,
            children: pageRoutes(spanishRoutes(STANDALONE_ROUTES)),
          },
          { element: <AppLayout />, children: pageRoutes(spanishRoutes(MAIN_LAYOUT_ROUTES)) },
        ],
      },
      // Any other path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The pages the route manifest renders for `pathname` (none for an unknown path). */
export function pagesFor(pathname: string): { page: PageLoader; params: object }[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [{ page: handle.page, params }] : [];
  });
}

/**
 * Loads the chunk of the page at `pathname` and what that page loads on demand, so the page
 * renders complete on its first render: before prerendering it, and before hydrating it.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route, params }) => {
      const handle = route.handle as PageHandle | undefined;
      if (!handle) return;
      const module = await loadPage(handle.page);
      await module.preload?.(params);
    }),
  );
}

/**
 * The route manifest, rendered inside a router: `BrowserRouter` in the browser, `StaticRouter` when
 * prerendering, `MemoryRouter` in tests. Harbor's pages load nothing through the router (no
 * loaders or actions: each page loads its own data, and its chunk through `LazyPage`), so the
 * declarative router is all it needs, at half the bytes of the data router (see the README).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
