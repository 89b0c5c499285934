import { useLocation } from 'react-router';

/** Reads a one-off notice passed in router state, e.g. navigate('/', { state: { notice } }). */
export function getRouteNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' && state.notice.trim() !== '' ? state.notice : null;
}

/** Shows a notice handed over by the previous page ("Your password has been updated."). */
export function RouteNotice() {
  const notice = getRouteNotice(useLocation().state);
  if (!notice) return null;
  return (
    <p className="web-notice" role="status">
      {notice}
    </p>
  );
}
