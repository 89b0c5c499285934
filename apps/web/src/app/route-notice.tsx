import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Reads a one-off notice passed in router state, e.g. navigate('/', { state: { notice } }). */
export function getRouteNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice.trim() !== '' ? state.notice : null;
}

const subscribeToNothing = () => () => undefined;

/**
 * Shows a notice handed over by the previous page ("Your password has been updated."). The
 * browser keeps router state across a reload, but the prerendered HTML has no notice: while
 * hydrating it renders none (the server snapshot), then shows it, so the HTML matches.
 */
export function RouteNotice() {
  const state: unknown = useLocation().state;
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const notice = hydrated ? getRouteNotice(state) : null;
  if (!notice) return null;
  return (
    <p className="web-notice" role="status">
      {notice}
    </p>
  );
}
