import { matchRoutes, Navigate, useRoutes, type Params, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { LazyPage, loadedPage, loadPage, PageModuleView } from './lazy-page';
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

/**
 * The router's routes for one layout's part of the route manifest, each page in its own chunk.
 * The Spanish layout (spanish-layout.tsx) makes its routes with it too, relative to /es.
 */
export function pageRoutes(table: RouteTable): RouteObject[] {
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

/**
 * The Spanish layout (issue 25): every path under /es, with the Spanish chrome, the kit's Spanish
 * words and the Spanish pages' own routes (spanish-layout.tsx). The first load names no Spanish
 * page, path or chunk: a Spanish page costs an English visitor nothing.
 */
const SPANISH_LAYOUT: PageLoader = () => import('./spanish-layout');

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
      // Every path under /es: the Spanish pages, in the same layouts, in Spanish (an unknown one
      // goes to /es).
      {
        path: 'es/*',
        element: <PageModuleView page={SPANISH_LAYOUT} />,
        handle: { page: SPANISH_LAYOUT } satisfies PageHandle,
      },
      // Any other path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** What is left of `pathname` for a splat route's own routes (`/es/privacidad` → `/privacidad`). */
export function splatPath(params: Params): string {
  return `/${params['*'] ?? ''}`;
}

/**
 * The pages the route manifest renders for `pathname` (none for an unknown path), with those of a
 * loaded layout's own routes (the Spanish layout's page under /es).
 */
export function pagesFor(
  pathname: string,
  table: RouteObject[] = routes,
): { page: PageLoader; params: object }[] {
  return (matchRoutes(table, pathname) ?? []).flatMap(({ route, params }) => {
    const handle = route.handle as PageHandle | undefined;
    if (!handle) return [];
    const nested = loadedPage(handle.page)?.routes;
    return [{ page: handle.page, params }, ...(nested ? pagesFor(splatPath(params), nested) : [])];
  });
}

/**
 * Loads the chunk of the page at `pathname` and what that page loads on demand, so the page
 * renders complete on its first render: before prerendering it, and before hydrating it. A
 * layout with routes of its own preloads its page itself (the Spanish layout's `preload`).
 */
export async function preloadPage(pathname: string, table: RouteObject[] = routes): Promise<void> {
  await Promise.all(
    (matchRoutes(table, pathname) ?? []).map(async ({ route, params }) => {
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
