/** Renders the sign-in or sign-up page among stand-ins for the pages it sends the visitor to. */
import type { ReactElement } from 'react';
import type { Location, RouteObject } from 'react-router';
import { RouteNotice } from '../../app/route-notice';
import { renderInRouter } from './render-in-router';

// Home shows the notice a page leaves for it ("Welcome to Harbor!", "Your password has been updated.").
const STAND_INS: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <RouteNotice />
        <h1>Home page</h1>
      </>
    ),
  },
  { path: '/library', element: <h1>Library page</h1> },
  { path: '/signup', element: <h1>Sign-up page</h1> },
];

/** `page` at `path` ('/login', '/signup'), the history starting at `entry`; see renderInRouter. */
export function renderAuthPage(
  path: string,
  page: ReactElement,
  entry: string | Partial<Location> = path,
) {
  return renderInRouter(
    [{ path, element: page }, ...STAND_INS.filter((route) => route.path !== path)],
    entry,
  );
}
