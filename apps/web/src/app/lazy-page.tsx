import { LoadingScreen } from '@harbor-help/ui';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { pageShown } from './page-shown';
import type { PageLoader, PageModule } from './route-table';

/**
 * Suspense boundary for one lazily loaded page: shows the full-screen "Loading..." spinner while
 * the page's chunk loads. Give every route its own `key` so the boundary is new on each
 * navigation and the spinner also shows on client-side navigation (a transition would otherwise
 * keep the previous page on screen).
 */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      {children}
      <PageShown />
    </Suspense>
  );
}

/**
 * Tells early-input.ts (through page-shown.ts) that the page is the app's: a prerendered page's Suspense content hydrates
 * after the rest of the app, so the app's first commit is too early to hand over what was typed.
 */
function PageShown() {
  useEffect(pageShown, []);
  return null;
}

const loadedPages = new Map<PageLoader, PageModule>();
const lazyPages = new Map<PageLoader, ComponentType<Record<string, unknown>>>();

/** Loads a page's module (its chunk); afterwards the page renders without suspending. */
export async function loadPage(page: PageLoader): Promise<PageModule> {
  // `| undefined`: when a chunk fails and main.tsx's `vite:preloadError` handler reloads the page
  // (a stale release), Vite's import() resolves with nothing. The page stays on "Loading..." until
  // the reload replaces it, rather than rendering an error for the moment before.
  const module = (await page()) as PageModule | undefined;
  if (!module) return new Promise<never>(() => undefined);
  loadedPages.set(page, module);
  return module;
}

/** A page's module once `loadPage` has loaded it, else undefined. */
export function loadedPage(page: PageLoader): PageModule | undefined {
  return loadedPages.get(page);
}

/** A page module whose component takes its route's props. */
type RoutedModule = { default: ComponentType<Record<string, unknown>> };

/**
 * One page of the route manifest, by its loader (`() => import(…)`). A page whose chunk is
 * already loaded (the first page, loaded before hydrating its prerendered HTML) renders at once;
 * otherwise it suspends until its chunk arrives, and the surrounding `LazyPage` shows "Loading...".
 */
export function PageModuleView({
  page,
  props,
}: {
  page: PageLoader;
  props?: Readonly<Record<string, unknown>>;
}) {
  const loaded = loadedPages.get(page);
  if (loaded) return createElement((loaded as RoutedModule).default, props);
  let Lazy = lazyPages.get(page);
  if (!Lazy) {
    Lazy = lazy(() => loadPage(page) as Promise<RoutedModule>);
    lazyPages.set(page, Lazy);
  }
  return createElement(Lazy, props);
}
