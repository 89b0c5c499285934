import type { ReactNode } from 'react';
import { DefaultLink, type LinkComponent } from './link';
import { SkipLink } from './skip-link';

export interface StandaloneLayoutProps {
  children: ReactNode;
  linkComponent?: LinkComponent;
}

/**
 * For routes outside the main layout (sign-in, sign-up, blog...): skip link, a slim top bar
 * with the name Harbor linking home, and the page in `<main id="main-content">`.
 */
export function StandaloneLayout({
  children,
  linkComponent: Link = DefaultLink,
}: StandaloneLayoutProps) {
  return (
    <div className="harbor-layout harbor-layout--standalone">
      <SkipLink />
      <header className="harbor-topbar">
        <div className="harbor-topbar__inner">
          <Link href="/" className="harbor-header__brand">
            Harbor
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="harbor-main harbor-main--standalone">
        {children}
      </main>
    </div>
  );
}
