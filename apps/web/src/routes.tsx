import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { LazyPage, loadPage, PageModuleView, pageSource } from './lazy-page';
import { RouteErrorPage } from './route-error-page';
import { RootRoute } from './root-route';
import { StandaloneRouteLayout } from './standalone-route-layout';

/** What a page route carries in its `handle`: the name of its module in src/pages. */
export interface PageHandle {
  page: string;
}

/**
 * A route's element for the page module `src/pages/<name>.tsx`, in its own `LazyPage` boundary
 * (`key` tells routes that share a module apart, so each navigation gets a new boundary).
 */
function page(name: string, key: string = name, props?: Record<string, unknown>) {
  const handle: PageHandle = { page: name };
  return {
    element: (
      <LazyPage key={key}>
        <PageModuleView name={name} props={props} />
      </LazyPage>
    ),
    handle,
  };
}

/** THE route table: every path of spec section 2. Built outside the React tree. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // ui's ErrorPage renders its own <main>, so it replaces the layouts rather than sitting inside one.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Routes outside the main layout.
        element: <StandaloneRouteLayout />,
        children: [
          { path: 'login', ...page('login') },
          { path: 'signup', ...page('signup') },
          { path: 'payment-success', ...page('payment-success') },
          { path: 'payment-canceled', ...page('payment-canceled') },
          { path: 'premium-bundle', ...page('premium-bundle') },
          { path: 'healing-bundle', ...page('healing-bundle') },
          { path: 'bundle-kit', ...page('bundle-kit') },
          { path: 'mailerlite-form', ...page('mailerlite-form') },
          { path: 'download-bundle', ...page('download-bundle') },
          { path: 'blog', ...page('blog') },
          { path: 'blog/:slug', ...page('blog-post') },
          { path: 'privacy', ...page('privacy') },
          { path: 'faq', ...page('faq') },
        ],
      },
      {
        // Routes inside the main layout (sticky header plus content).
        element: <AppLayout />,
        children: [
          { index: true, ...page('home') },
          { path: 'donate', ...page('donate') },
          { path: 'products', ...page('products') },
          { path: 'products/membership', ...page('products-membership') },
          {
            path: 'products/membership/free',
            ...page('products-membership-tier', 'products-membership-free', { tier: 'free' }),
          },
          {
            path: 'products/membership/basic',
            ...page('products-membership-tier', 'products-membership-basic', { tier: 'basic' }),
          },
          {
            path: 'products/membership/premium',
            ...page('products-membership-tier', 'products-membership-premium', { tier: 'premium' }),
          },
          {
            path: 'products/membership/vip',
            ...page('products-membership-tier', 'products-membership-vip', { tier: 'vip' }),
          },
          { path: 'products/books', ...page('products-books') },
          { path: 'products/apparel', ...page('products-apparel') },
          { path: 'products/kits', ...page('products-kits') },
          { path: 'library', ...page('library') },
          { path: 'explore', ...page('explore') },
          { path: 'resources', ...page('resources') },
          { path: 'share', ...page('share') },
          { path: 'advisories', ...page('advisories') },
          { path: 'contact', ...page('contact') },
          { path: 'about', ...page('about') },
          // What Harbor keeps on this device, and one button that removes it (issue 16).
          { path: 'clear-device', ...page('clear-device') },
          { path: 'pricing', ...page('pricing') },
          // Where "Get help now" goes: the crisis lines for the visitor's country.
          { path: 'get-help', ...page('get-help') },
          // The 18 challenge pages; an unknown slug redirects to / (see pages/challenge.tsx).
          { path: 'challenges/:slug', ...page('challenge') },
        ],
      },
      // Any other path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The page modules the route table renders for `pathname` (none for an unknown path). */
export function pagesFor(pathname: string): { name: string; source: string; params: object }[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle ? [{ name: handle.page, source: pageSource(handle.page), params }] : [];
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
