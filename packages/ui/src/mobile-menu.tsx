import { useEffect, useRef, version, type RefObject } from 'react';
import { HeaderAuthActions, type HeaderAuthState } from './header-auth';
import { DefaultLink, type LinkComponent } from './link';
import { NAV_ITEMS, isCurrentNavItem } from './nav-items';
import { GET_HELP_HREF } from './quick-exit';
import type { BeforeQuickExit } from './quick-exit';
import { QuickExitButton } from './quick-exit-button';

// React 19 takes `inert` as a boolean; React 18 knows no `inert` and drops a boolean one (with a
// warning), but writes a string as given: '' sets it, undefined leaves it off.
const INERT_AS_STRING = Number.parseInt(version, 10) < 19;
const inert = (on: boolean) =>
  INERT_AS_STRING ? ((on ? '' : undefined) as unknown as boolean) : on;

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  auth: HeaderAuthState;
  onSignOut: () => void;
  currentPath?: string;
  linkComponent?: LinkComponent;
  /** The id of the dialog, for the toggle's `aria-controls`. */
  id?: string;
  /** Where focus goes back to when the menu closes (the toggle that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Where the menu's Quick exit goes. Defaults to `QUICK_EXIT_URL`. */
  quickExitUrl?: string;
  /** Where the menu's "Get help now" goes. Defaults to `GET_HELP_HREF`. */
  getHelpHref?: string;
  /** Run on the way out by the menu's Quick exit (see `leaveForNeutralSite`). */
  beforeQuickExit?: BeforeQuickExit;
}

const FOCUSABLE =
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
  auth,
  onSignOut,
  currentPath,
  linkComponent: Link = DefaultLink,
  id,
  returnFocusRef,
  quickExitUrl,
  getHelpHref = GET_HELP_HREF,
  beforeQuickExit,
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
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

    closeButtonRef.current?.focus();

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
        aria-label="Menu"
      >
        <div className="harbor-mobile-menu__top">
          <QuickExitButton exitUrl={quickExitUrl} beforeLeave={beforeQuickExit} />
          <button
            ref={closeButtonRef}
            type="button"
            className="harbor-icon-button"
            aria-label="Close menu"
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
        <Link href={getHelpHref} className="harbor-mobile-menu__get-help" onClick={close}>
          Get help now
        </Link>
        <nav aria-label="Main menu" className="harbor-mobile-menu__nav">
          <ul className="harbor-mobile-menu__list">
            {NAV_ITEMS.map((item) => (
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
        <HeaderAuthActions
          auth={auth}
          onSignOut={onSignOut}
          linkComponent={Link}
          onAction={close}
          variant="menu"
          accountLinks={
            // The menu has room for more than the bar, whose width never changes between states.
            <Link
              href="/clear-device"
              className="harbor-button harbor-button--secondary"
              onClick={close}
            >
              Clear this device
            </Link>
          }
        />
      </div>
    </div>
  );
}
