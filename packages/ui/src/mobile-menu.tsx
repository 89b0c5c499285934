import { useUiI18n } from './i18n-context';
import { useEffect, useRef, version, type RefObject } from 'react';
import { HeaderAuthActions, type HeaderAuthState } from './header-auth';
import { DefaultLink, type LinkComponent } from './link';
import { isCurrentNavItem, type NavItem } from './nav-items';
import type { QuickExitOptions } from './quick-exit';
import { QuickExitButton } from './quick-exit-button';

// React 19 takes `inert` as a boolean; React 18 knows no `inert` and drops a boolean one (with a
// warning), but writes a string as given: '' sets it, undefined leaves it off.
const INERT_AS_STRING = Number.parseInt(version, 10) < 19;
const inert = (on: boolean) =>
  INERT_AS_STRING ? ((on ? '' : undefined) as unknown as boolean) : on;

/** The props of `MobileMenu`. */
export interface MobileMenuProps {
  /** Whether the menu is showing (a modal dialog). */
  open: boolean;
  /**
   * Called to close the menu: Escape, the close button, the backdrop, a link followed, or the
   * window widening past the menu's breakpoint.
   */
  onClose: () => void;
  /** The main navigation, in order. */
  navItems?: readonly NavItem[] | undefined;
  /** The visitor, for the auth buttons; none if left out. */
  auth?: HeaderAuthState | undefined;
  /** Sign Out's action, shown to a signed-in visitor. */
  onSignOut?: (() => void) | undefined;
  /** Shown signed out, as a secondary button. */
  signInLink?: NavItem | null | undefined;
  /** Shown signed out, as a primary button. */
  signUpLink?: NavItem | null | undefined;
  /** More links for a signed-in visitor, before Sign Out (Harbor's: "Clear this device"). */
  accountLinks?: readonly NavItem[] | undefined;
  /** The path of the page shown, so its link is marked `aria-current="page"`. */
  currentPath?: string | undefined;
  /**
   * The component links are rendered with (your router's link, say); default `DefaultLink`, a plain
   * `<a href>`.
   */
  linkComponent?: LinkComponent | undefined;
  /** The id of the dialog, for the toggle's `aria-controls`. */
  id?: string | undefined;
  /** Where focus goes back to when the menu closes (the toggle that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** The help link at the top of the menu; none if left out. */
  getHelpLink?: NavItem | null | undefined;
  /**
   * The menu's Quick exit button (its shortcut is the `HelpBar`'s, not the menu's); `false` for
   * none.
   */
  quickExit?: QuickExitOptions | false | undefined;
}

const FOCUSABLE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, never shown
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The width at and above which the desktop navigation shows (keep in step with styles.css). */
const DESKTOP_MEDIA_QUERY = '(min-width: 48em)';

/**
 * The navigation for narrow screens: a modal dialog that slides in from the right. While open,
 * focus moves in and stays in, the page behind does not scroll, and Escape, the close button,
 * a click on the backdrop or choosing an item closes it and returns focus.
 */
export function MobileMenu({
  open,
  onClose,
  navItems = [],
  auth,
  onSignOut,
  signInLink,
  signUpLink,
  accountLinks = [],
  currentPath,
  linkComponent: Link = DefaultLink,
  id,
  returnFocusRef,
  getHelpLink,
  quickExit = {},
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const i18n = useUiI18n();
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // The latest onClose, so that a parent re-render does not re-run the open effect
  // (which would move focus back to the close button).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const returnTo = returnFocusRef?.current ?? null;

    // Without preventScroll the browser scrolls the clipped wrapper sideways to reveal the button
    // while the panel is still sliding in: the panel jumps, and the scroll events it fires read
    // as the person's activity (the idle sign-out watcher counts scrolls).
    closeButtonRef.current?.focus({ preventScroll: true });

    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that escapes some other way (a screen reader's virtual cursor, a click) comes back.
    function onFocusIn(event: FocusEvent) {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        closeButtonRef.current?.focus();
      }
    }

    // Widening the window past the breakpoint hides the menu: close it so nothing stays locked.
    const desktop =
      typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_MEDIA_QUERY) : null;
    function onMediaChange(event: MediaQueryListEvent) {
      if (event.matches) onCloseRef.current();
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    desktop?.addEventListener('change', onMediaChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      desktop?.removeEventListener('change', onMediaChange);
      body.style.overflow = previousOverflow;
      returnTo?.focus();
    };
  }, [open, returnFocusRef]);

  const close = () => onCloseRef.current();

  return (
    <div
      className="harbor-mobile-menu"
      data-state={open ? 'open' : 'closed'}
      aria-hidden={open ? undefined : true}
      inert={inert(!open)}
    >
      <div className="harbor-mobile-menu__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panelRef}
        id={id}
        className="harbor-mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={i18n._('header.menu')}
      >
        <div className="harbor-mobile-menu__top">
          {quickExit ? (
            <QuickExitButton
              exitUrl={quickExit.url}
              beforeLeave={quickExit.beforeExit}
              description={quickExit.description}
              shortcut={quickExit.shortcut}
            />
          ) : null}
          <button
            ref={closeButtonRef}
            type="button"
            className="harbor-icon-button"
            aria-label={i18n._('header.closeMenu')}
            onClick={close}
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {getHelpLink ? (
          <Link href={getHelpLink.href} className="harbor-mobile-menu__get-help" onClick={close}>
            {getHelpLink.label}
          </Link>
        ) : null}
        <nav aria-label={i18n._('header.mainMenu')} className="harbor-mobile-menu__nav">
          <ul className="harbor-mobile-menu__list">
            {navItems.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="harbor-mobile-menu__link"
                  aria-current={isCurrentNavItem(item.href, currentPath) ? 'page' : undefined}
                  onClick={close}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {auth ? (
          <HeaderAuthActions
            auth={auth}
            onSignOut={onSignOut}
            signInLink={signInLink}
            signUpLink={signUpLink}
            linkComponent={Link}
            onAction={close}
            variant="menu"
            accountLinks={
              // The menu has room for more than the bar, whose width never changes between states.
              accountLinks.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  className="harbor-button harbor-button--secondary"
                  onClick={close}
                >
                  {link.label}
                </Link>
              ))
            }
          />
        ) : null}
      </div>
    </div>
  );
}
