import { STORED_KEYS, sessionStore } from '@harbor-help/device-storage';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const POSITIONS_KEY = STORED_KEYS.scrollPositions.key;
/** The most positions kept for one tab (one per history entry), the oldest dropped first. */
export const MAX_SCROLL_POSITIONS = 100;
/** How long a navigation to `#fragment` waits for its element (a page's chunk may still load). */
const FRAGMENT_WAIT_MS = 2_000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStore.getItem(POSITIONS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  const entries = Object.entries(positions);
  const kept = entries.slice(Math.max(0, entries.length - MAX_SCROLL_POSITIONS));
  sessionStore.setItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/** Scrolls `#fragment`'s element into view, waiting a little for it to render. Returns a stop. */
function scrollToFragment(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  const started = Date.now();
  let frame = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) element.scrollIntoView();
    else if (Date.now() - started < FRAGMENT_WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * Where the window scrolls when the page changes, as a visitor expects of a site of separate
 * pages. Call it once, in the root route.
 *
 * - A new page (a link, or a redirect) starts at the top, or at its `#fragment`.
 * - Back and Forward return to where that page was left, in this tab (kept in `sessionStorage`
 *   under the registry's `scrollPositions` key, so a reload keeps it too).
 * - A change of the query string alone (a filter, a search box, a country chosen) keeps the
 *   position: the visitor is still on the same page. So does a plain `#fragment` link on the
 *   page (the skip link), which the browser scrolls itself.
 * - The first render (a prerendered page being hydrated) never moves a page the visitor may
 *   already have scrolled; only a reload of an entry with a kept position returns there.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const current = useRef<{ key: string; pathname: string; search: string } | null>(null);

  // The browser's own restoration would jump before the page it returns to has rendered.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Where the current entry is scrolled to, kept on every scroll and written when the tab hides.
  useEffect(() => {
    const onScroll = () => {
      if (!current.current) return;
      positions.current ??= readPositions();
      positions.current[current.current.key] = window.scrollY;
    };
    const save = () => {
      if (positions.current) writePositions(positions.current);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname, search: location.search };
    positions.current ??= readPositions();
    const kept = positions.current[location.key];

    if (!previous) {
      // First render: a reload of an entry scrolled before, if the visitor has not scrolled yet.
      if (typeof kept === 'number' && window.scrollY === 0) window.scrollTo(0, kept);
      return;
    }
    if (previous.key === location.key) return;
    writePositions(positions.current);
    // A plain `#fragment` link on the same page (the skip link) is the browser's own navigation:
    // it has scrolled already, and the entry it makes has no key of its own to restore.
    const sameDocument =
      previous.pathname === location.pathname && previous.search === location.search;
    if (navigationType === 'POP' && sameDocument && location.hash.length > 1) return;
    if (navigationType === 'POP' && typeof kept === 'number') {
      window.scrollTo(0, kept);
      return;
    }
    if (location.hash.length > 1) return scrollToFragment(location.hash);
    if (navigationType !== 'POP' && previous.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
