import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import type { SiteChromeProps } from './site-chrome';

/** The props of `Layout`: the header's, the footer's links and the page. */
export type LayoutProps = HeaderProps &
  Pick<SiteChromeProps, 'footerLinks'> & { children: ReactNode };

/**
 * The main layout: skip link, sticky header (see `Header`), the page in
 * `<main id="main-content">`, and the footer with `footerLinks`.
 */
export function Layout({ children, footerLinks, ...headerProps }: LayoutProps) {
  return (
    <div className="harbor-layout">
      <SkipLink />
      <Header {...headerProps} />
      <main id="main-content" tabIndex={-1} className="harbor-main">
        {children}
      </main>
      <SiteFooter links={footerLinks} linkComponent={headerProps.linkComponent} />
    </div>
  );
}
