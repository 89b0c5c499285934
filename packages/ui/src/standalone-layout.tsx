import type { ReactNode } from 'react';
import { HelpBar } from './help-bar';
import { SiteFooter } from './site-footer';
import { DefaultLink } from './link';
import type { SiteChromeProps } from './site-chrome';
import { SkipLink } from './skip-link';

/** The props of `StandaloneLayout`. */
export interface StandaloneLayoutProps extends SiteChromeProps {
  /** The page's content, inside `<main>`. */
  children: ReactNode;
}

/**
 * For routes outside the main layout (sign-in, sign-up, blog...): skip link, the help link and
 * "Quick exit" (see `HelpBar`), a slim top bar with `brand` linking home, the page in
 * `<main id="main-content">`, and the footer with `footerLinks`.
 */
export function StandaloneLayout({
  children,
  brand,
  brandHref = '/',
  linkComponent: Link = DefaultLink,
  getHelpLink,
  quickExit,
  footerLinks,
}: StandaloneLayoutProps) {
  return (
    <div className="harbor-layout harbor-layout--standalone">
      <SkipLink />
      <header className="harbor-topbar">
        <HelpBar linkComponent={Link} getHelpLink={getHelpLink} quickExit={quickExit} />
        <div className="harbor-topbar__inner">
          <Link href={brandHref} className="harbor-header__brand">
            {brand}
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="harbor-main harbor-main--standalone">
        {children}
      </main>
      <SiteFooter links={footerLinks} linkComponent={Link} />
    </div>
  );
}
