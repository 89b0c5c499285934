import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to <main id="main-content"> so keyboard and
 * screen-reader users start at the new page's content, as a full page load would.
 * The first render is left alone. Call it once, in the root route above both layouts.
 *
 * A layout effect, so focus moves in the same commit that puts the new page in the document:
 * nobody can click or type on the new page before it moves (a passive effect of a lazy route's
 * commit runs in a later task, and took focus back from a field the visitor had just reached),
 * and a page that moves focus itself when it arrives (in its own effect) keeps it.
 */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useLayoutEffect(() => {
    // The path whose page React has committed (or its "Loading..."), for the browser tests: the
    // address changes at once, the page only when the navigation's render commits.
    document.documentElement.dataset.path = pathname;
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}
