import type { ReactNode } from 'react';
import type { LinkComponent } from './link';
import type { NavItem } from './nav-items';
import type { QuickExitOptions } from './quick-exit';

/**
 * What every layout of the kit is told about the site (`Layout`, `StandaloneLayout`): its name,
 * the help link and Quick exit at the top, the footer's links. Nothing of one site is built in.
 */
export interface SiteChromeProps {
  /** The site's name (or logo), a link to `brandHref`. */
  brand: ReactNode;
  /** Where the name links. Default `/`. */
  brandHref?: string;
  /** The help link at the top of every page (e.g. the crisis lines); none if left out. */
  getHelpLink?: NavItem | null;
  /** Quick exit's address, shortcut and clean-up (see `QuickExitOptions`); `false` for none. */
  quickExit?: QuickExitOptions | false;
  /** The footer's links, in order; no footer navigation if left out. */
  footerLinks?: readonly NavItem[];
  /** How links are rendered (default: a plain `<a>`; pass your router's link). */
  linkComponent?: LinkComponent;
}
