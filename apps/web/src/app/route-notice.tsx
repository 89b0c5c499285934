import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Reads a one-off notice passed in router state, e.g. navigate('/', { state: { notice } }). */
export function getRouteNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice.trim() !== '' ? state.notice : null;
}

/**
 * Shows a notice handed over by the previous page ("Your password has been updated."). The
 * browser keeps router state across a reload, but the prerendered HTML has no notice: the first
 * render (the one that hydrates) shows none, then the notice follows, so the HTML matches. Not
 * with `useSyncExternalStore`: its catch-up after hydrating is a synchronous update, which makes
 * React hydrate the rest of the page at once, in one long task.
 */
export function RouteNotice() {
  const state: unknown = useLocation().state;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  const notice = mounted ? getRouteNotice(state) : null;
  if (!notice) return null;
  return (
    <p className="web-notice" role="status">
      {notice}
    </p>
  );
}
