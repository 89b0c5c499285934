import type { ReactNode } from 'react';
import { Header, type HeaderProps } from './header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

export type LayoutProps = HeaderProps & { children: ReactNode };

/**
 * The main layout: skip link, sticky header, the page in `<main id="main-content">`, and the
 * footer (privacy, "Clear this device").
 */
export function Layout({ children, ...headerProps }: LayoutProps) {
  return (
    <div className="harbor-layout">
      <SkipLink />
      <Header {...headerProps} />
      <main id="main-content" tabIndex={-1} className="harbor-main">
        {children}
      </main>
      <SiteFooter linkComponent={headerProps.linkComponent} />
    </div>
  );
}
