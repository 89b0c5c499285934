import { useUiI18n } from './i18n-context';
import type { ReactNode } from 'react';
import type { LinkComponent } from './link';
import type { NavItem } from './nav-items';
import { PremiumBadge } from './premium-badge';

/** What the header is told about the visitor. ui never reads auth itself. */
export type HeaderAuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; hasMembershipAccess: boolean };

interface HeaderAuthActionsProps {
  auth: HeaderAuthState;
  onSignOut?: (() => void) | undefined;
  linkComponent: LinkComponent;
  /** Shown signed out: the secondary button (e.g. "Sign In"). */
  signInLink?: NavItem | null | undefined;
  /** Shown signed out: the primary button (e.g. "Get Started"). */
  signUpLink?: NavItem | null | undefined;
  /** Called after any action is chosen (the mobile menu closes itself with it). */
  onAction?: () => void;
  /** More for a signed-in person, before Sign Out (the menu's "Clear this device"). */
  accountLinks?: ReactNode;
  variant: 'bar' | 'menu';
}

/**
 * The auth part of the header and of the mobile menu. While auth is loading it holds the
 * space with an empty box of the same size, so no wrong button flashes. Internal.
 */
export function HeaderAuthActions({
  auth,
  onSignOut,
  linkComponent: Link,
  signInLink,
  signUpLink,
  onAction,
  variant,
  accountLinks,
}: HeaderAuthActionsProps) {
  const className = `harbor-auth-actions harbor-auth-actions--${variant}`;
  const i18n = useUiI18n();

  if (auth.status === 'loading') {
    return <div className={`${className} harbor-auth-actions--loading`} aria-hidden="true" />;
  }

  if (auth.status === 'signed-out') {
    return (
      <div className={className}>
        {signInLink ? (
          <Link
            href={signInLink.href}
            className="harbor-button harbor-button--secondary"
            onClick={onAction}
          >
            {signInLink.label}
          </Link>
        ) : null}
        {signUpLink ? (
          <Link
            href={signUpLink.href}
            className="harbor-button harbor-button--primary"
            onClick={onAction}
          >
            {signUpLink.label}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <div className={className}>
      {auth.hasMembershipAccess ? <PremiumBadge /> : null}
      {accountLinks}
      {onSignOut ? (
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => {
            onSignOut();
            onAction?.();
          }}
        >
          {i18n._('header.signOut')}
        </button>
      ) : null}
    </div>
  );
}
