import { LoadingScreen } from '@harbor-help/ui';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Params } from 'react-router';
import { pageShown } from './page-shown';

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

/** What a page module (`src/<feature>/pages/<name>.tsx`) exports. */
export interface PageModule {
  default: ComponentType<Record<string, unknown>>;
  /**
   * Loads what the page would otherwise load after its first render (a hub's content, a blog
   * post's text), so that the page renders it at once: when prerendering, and before hydrating.
   */
  preload?: (params: Params) => Promise<unknown>;
}

// Every page is its own chunk, loaded on demand (the build's manifest names it by this path,
// under src/: `./account/pages/login.tsx` is src/account/pages/login.tsx).
const pageModules = import.meta.glob<PageModule>(['./*/pages/*.tsx', '!./*/pages/*.test.tsx'], {
  base: '../',
});

const loadedPages = new Map<string, PageModule>();
const lazyPages = new Map<string, ComponentType<Record<string, unknown>>>();

/** A page's file and loader in the glob above, by its name in the route table (its file's name). */
function pageEntry(name: string): [file: string, load: () => Promise<PageModule>] {
  const entry = Object.entries(pageModules).find(([file]) => file.endsWith(`/pages/${name}.tsx`));
  if (!entry) throw new Error(`No page module src/*/pages/${name}.tsx`);
  return entry;
}

/** The source file of a page, as Vite's build manifest keys it. */
export function pageSource(name: string): string {
  return `src/${pageEntry(name)[0].slice(2)}`;
}

/** Loads a page's module (its chunk); afterwards the page renders without suspending. */
export async function loadPage(name: string): Promise<PageModule> {
  const module = await pageEntry(name)[1]();
  loadedPages.set(name, module);
  return module;
}

/**
 * One page of the route table, by its module name. A page whose chunk is already loaded (the
 * first page, loaded before hydrating its prerendered HTML) renders at once; otherwise it
 * suspends until its chunk arrives, and the surrounding `LazyPage` shows "Loading...".
 */
export function PageModuleView({ name, props }: { name: string; props?: Record<string, unknown> }) {
  const loaded = loadedPages.get(name);
  if (loaded) return createElement(loaded.default, props);
  let Lazy = lazyPages.get(name);
  if (!Lazy) {
    Lazy = lazy(() => loadPage(name));
    lazyPages.set(name, Lazy);
  }
  return createElement(Lazy, props);
}
