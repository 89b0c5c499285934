import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

/**
 * The root of the route table: scroll restoration and focus after navigation for every page,
 * then the layout route. The focus hook lives here, above both layouts, so that a navigation
 * from one layout to the other (signing in on /login lands on /) also moves focus: a layout
 * that mounts with the new page would take that page for the first load.
 */
export function RootRoute() {
  useFocusMainOnNavigation();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
