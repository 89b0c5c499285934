import { useUiI18n } from './i18n-context';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { HeaderAuthActions, type HeaderAuthState } from './header-auth';
import { HelpBar } from './help-bar';
import { DefaultLink } from './link';
import { isCurrentNavItem, type NavItem } from './nav-items';
import type { SiteChromeProps } from './site-chrome';

// The slide-out menu is for narrow screens only, and closed at first: it loads on its own, a
// moment after the page has settled on a narrow screen, or when the toggle is pressed. A wide
// screen never needs it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })));

/** How long after the first render a narrow screen loads the menu: after the page has settled. */
const MENU_LOAD_DELAY_MS = 1500;

/** Keep in step with styles.css (and MobileMenu's own breakpoint). */
const NARROW_MEDIA_QUERY = '(max-width: 47.99em)';

/** The props of `Header` (and, with `footerLinks` and `children`, of `Layout`). */
export interface HeaderProps extends Omit<SiteChromeProps, 'footerLinks'> {
  /** The main navigation, in order (in the bar on wide screens, in the menu on narrow ones). */
  navItems?: readonly NavItem[];
  /** The visitor, for the auth buttons; none if left out. */
  auth?: HeaderAuthState;
  /** Sign Out's action, shown to a signed-in visitor. */
  onSignOut?: () => void;
  /** Shown signed out, as a secondary button (e.g. `{ label: 'Sign In', href: '/login' }`). */
  signInLink?: NavItem | null;
  /** Shown signed out, as a primary button (e.g. `{ label: 'Get Started', href: '/signup' }`). */
  signUpLink?: NavItem | null;
  /** More links for a signed-in visitor in the mobile menu, before Sign Out. */
  menuAccountLinks?: readonly NavItem[];
  /** The path being shown; its nav item gets `aria-current="page"`. */
  currentPath?: string;
}

/**
 * The site header: a strip with the help link and "Quick exit" (see `HelpBar`), then `brand`,
 * the main navigation and the auth actions. On narrow screens the navigation and actions move
 * into a slide-out menu (`MobileMenu`, loaded on its own when needed) opened by a toggle.
 */
export function Header(props: HeaderProps) {
  const {
    brand,
    brandHref = '/',
    navItems = [],
    auth,
    currentPath,
    linkComponent: Link = DefaultLink,
  } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW_MEDIA_QUERY).matches)
      return;
    const timer = setTimeout(() => setMenuMounted(true), MENU_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const i18n = useUiI18n();
  const menuId = `harbor-mobile-menu-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  return (
    <header className="harbor-header">
      <HelpBar linkComponent={Link} getHelpLink={props.getHelpLink} quickExit={props.quickExit} />
      <div className="harbor-header__inner">
        <Link href={brandHref} className="harbor-header__brand">
          {brand}
        </Link>
        <nav aria-label={i18n._('header.mainNav')} className="harbor-header__nav">
          <ul className="harbor-header__nav-list">
            {navItems.map((item) => (
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
        {auth ? (
          <HeaderAuthActions {...props} auth={auth} linkComponent={Link} variant="bar" />
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          className="harbor-header__menu-toggle"
          aria-label={i18n._('header.openMenu')}
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
          <span aria-hidden="true">{i18n._('header.menu')}</span>
        </button>
      </div>
      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu
            {...props}
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            accountLinks={props.menuAccountLinks}
            returnFocusRef={toggleRef}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
