import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';
import { useScrollRestoration } from './scroll-restoration';

/**
 * The root of the route table: scroll restoration, focus after navigation and the route error
 * page for every page, then the layout route. The focus hook lives here, above both layouts, so
 * that a navigation from one layout to the other (signing in on /login lands on /) also moves
 * focus: a layout that mounts with the new page would take that page for the first load.
 */
export function RootRoute() {
  useFocusMainOnNavigation();
  useScrollRestoration();
  const { key } = useLocation();
  return (
    <RouteErrorBoundary locationKey={key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
