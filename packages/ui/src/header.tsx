import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { HeaderAuthActions, type HeaderAuthState } from './header-auth';
import type { BeforeQuickExit } from './quick-exit';
import { HelpBar } from './help-bar';
import { DefaultLink, type LinkComponent } from './link';
import { NAV_ITEMS, isCurrentNavItem } from './nav-items';

// The slide-out menu is for narrow screens only, and closed at first: it loads on its own, a
// moment after the page has settled on a narrow screen, or when the toggle is pressed. A wide
// screen never needs it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));

/** How long after the first render a narrow screen loads the menu: after the page has settled. */
const MENU_LOAD_DELAY_MS = 1500;

/** Keep in step with styles.css (and MobileMenu's own breakpoint). */
const NARROW_MEDIA_QUERY = '(max-width: 47.99em)';

export interface HeaderProps {
  auth: HeaderAuthState;
  onSignOut: () => void;
  /** The path being shown; its nav item gets `aria-current="page"`. */
  currentPath?: string;
  linkComponent?: LinkComponent;
  /** Where Quick exit goes. Defaults to `QUICK_EXIT_URL`, a plain weather search. */
  quickExitUrl?: string;
  /** Where "Get help now" goes. Defaults to `GET_HELP_HREF`, the crisis lines. */
  getHelpHref?: string;
  /** Run on the way out by Quick exit (see `leaveForNeutralSite`). */
  beforeQuickExit?: BeforeQuickExit;
}

/**
 * The site header: a strip with "Get help now" and "Quick exit" (see `HelpBar`), then the name
 * Harbor, the main navigation and the auth actions. On narrow screens the navigation and
 * actions move into a slide-out menu opened by a toggle.
 */
export function Header({
  auth,
  onSignOut,
  currentPath,
  linkComponent: Link = DefaultLink,
  quickExitUrl,
  getHelpHref,
  beforeQuickExit,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW_MEDIA_QUERY).matches)
      return;
    const timer = setTimeout(() => setMenuMounted(true), MENU_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = `harbor-mobile-menu-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  return (
    <header className="harbor-header">
      <HelpBar
        linkComponent={Link}
        quickExitUrl={quickExitUrl}
        getHelpHref={getHelpHref}
        beforeQuickExit={beforeQuickExit}
      />
      <div className="harbor-header__inner">
        <Link href="/" className="harbor-header__brand">
          Harbor
        </Link>
        <nav aria-label="Main" className="harbor-header__nav">
          <ul className="harbor-header__nav-list">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="harbor-header__nav-link"
                  aria-current={isCurrentNavItem(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderAuthActions auth={auth} onSignOut={onSignOut} linkComponent={Link} variant="bar" />
        <button
          ref={toggleRef}
          type="button"
          className="harbor-header__menu-toggle"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuMounted ? menuId : undefined}
          onClick={() => {
            setMenuMounted(true);
            setMenuOpen((open) => !open);
          }}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span aria-hidden="true">Menu</span>
        </button>
      </div>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            auth={auth}
            onSignOut={onSignOut}
            currentPath={currentPath}
            linkComponent={Link}
            returnFocusRef={toggleRef}
            quickExitUrl={quickExitUrl}
            getHelpHref={getHelpHref}
            beforeQuickExit={beforeQuickExit}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
