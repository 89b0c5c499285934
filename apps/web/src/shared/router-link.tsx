import type { LinkProps } from '@harbor/ui';
import { Link, useLocation, type Location } from 'react-router';
import { getRedirectTarget } from './safe-redirect';

const AUTH_PAGES = new Set(['/login', '/signup']);

/**
 * Where a link to the sign-in or sign-up page should bring the visitor back to: the page they
 * are on, or, when they are already on one of those pages, the page they came from before it.
 */
function getReturnState(href: string, location: Location): { from: string } | undefined {
  if (!AUTH_PAGES.has(href)) return undefined;
  const from = AUTH_PAGES.has(location.pathname)
    ? getRedirectTarget(location.search, location.state)
    : `${location.pathname}${location.search}${location.hash}`;
  return from === '/' ? undefined : { from };
}

/**
 * The @harbor/ui LinkComponent for this site: client-side navigation through react-router.
 * Links to /login and /signup remember the current page, so signing in returns there.
 */
export function RouterLink({ href, ...rest }: LinkProps) {
  const location = useLocation();
  return <Link to={href} state={getReturnState(href, location)} {...rest} />;
}
