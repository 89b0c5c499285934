import type { LinkProps } from '@harbor-help/ui';
import { createContext, useContext } from 'react';
import { Link, useLocation, type Location } from 'react-router';

/** The sign-in and sign-up pages, in both languages (safe-redirect.ts's AUTH_PATHS, tested). */
export const AUTH_PAGES: ReadonlySet<string> = new Set([
  '/login',
  '/signup',
  '/es/iniciar-sesion',
  '/es/crear-cuenta',
]);

/**
 * On the sign-in and sign-up pages: where that page sends the visitor afterwards, already checked
 * by the page (getRedirectTarget of shared/safe-redirect.ts, in their chunk rather than in the
 * first load). A link from one of them to the other passes it on; without it, nothing is.
 */
export const AuthReturnTarget = createContext('/');

/**
 * Where a link to the sign-in or sign-up page should bring the visitor back to: the page they
 * are on, or, when they are already on one of those pages, the page they came from before it.
 */
function getReturnState(
  href: string,
  location: Location,
  authReturnTarget: string,
): { from: string } | undefined {
  if (!AUTH_PAGES.has(href)) return undefined;
  const from = AUTH_PAGES.has(location.pathname)
    ? authReturnTarget
    : `${location.pathname}${location.search}${location.hash}`;
  return from === '/' ? undefined : { from };
}

/**
 * The @harbor-help/ui LinkComponent for this site: client-side navigation through react-router.
 * Links to the sign-in and sign-up pages (AUTH_PAGES, both languages) remember the current page,
 * so signing in returns there.
 */
export function RouterLink({ href, ...rest }: LinkProps) {
  const location = useLocation();
  const authReturnTarget = useContext(AuthReturnTarget);
  return <Link to={href} state={getReturnState(href, location, authReturnTarget)} {...rest} />;
}
