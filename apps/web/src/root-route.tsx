import { Outlet, ScrollRestoration } from 'react-router';

/** The root of the route table: scroll restoration for every page, then the layout route. */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
