import { LoadingScreen } from '@harbor/ui';
import { Suspense, type ReactNode } from 'react';

/**
 * Suspense boundary for one lazily loaded page: shows the full-screen "Loading..." spinner while
 * the page's chunk loads. Give every route its own `key` so the boundary is new on each
 * navigation and the spinner also shows on client-side navigation (a transition would otherwise
 * keep the previous page on screen).
 */
export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
