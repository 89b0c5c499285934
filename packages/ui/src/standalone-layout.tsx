import type { ReactNode } from 'react';
import { HelpBar } from './help-bar';
import { SiteFooter } from './site-footer';
import type { BeforeQuickExit } from './quick-exit';
import { DefaultLink, type LinkComponent } from './link';
import { SkipLink } from './skip-link';

export interface StandaloneLayoutProps {
  children: ReactNode;
  linkComponent?: LinkComponent;
  /** Where Quick exit goes. Defaults to `QUICK_EXIT_URL`, a plain weather search. */
  quickExitUrl?: string;
  /** Where "Get help now" goes. Defaults to `GET_HELP_HREF`, the crisis lines. */
  getHelpHref?: string;
  /** Run on the way out by Quick exit (see `leaveForNeutralSite`). */
  beforeQuickExit?: BeforeQuickExit;
}

/**
 * For routes outside the main layout (sign-in, sign-up, blog...): skip link, "Get help now" and
 * "Quick exit" (see `HelpBar`), a slim top bar with the name Harbor linking home, and the page in
 * `<main id="main-content">`.
 */
export function StandaloneLayout({
  children,
  linkComponent: Link = DefaultLink,
  quickExitUrl,
  getHelpHref,
  beforeQuickExit,
}: StandaloneLayoutProps) {
  return (
    <div className="harbor-layout harbor-layout--standalone">
      <SkipLink />
      <header className="harbor-topbar">
        <HelpBar
          linkComponent={Link}
          quickExitUrl={quickExitUrl}
          getHelpHref={getHelpHref}
          beforeQuickExit={beforeQuickExit}
        />
        <div className="harbor-topbar__inner">
          <Link href="/" className="harbor-header__brand">
            Harbor
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="harbor-main harbor-main--standalone">
        {children}
      </main>
      <SiteFooter linkComponent={Link} />
    </div>
  );
}
