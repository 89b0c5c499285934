/**
 * `@harbor-help/ui/layout`: the page frame. `Layout` (header, page, footer), `StandaloneLayout`,
 * `Header`, `HelpBar` and `SiteFooter`, told the site's name, links and Quick exit by props.
 * The mobile menu is not here: `Header` loads it on its own when needed
 * (`@harbor-help/ui/mobile-menu`).
 */
export { Header } from '../header';
export type { HeaderProps } from '../header';
export type { HeaderAuthState } from '../header-auth';
export { HelpBar } from '../help-bar';
export type { HelpBarProps } from '../help-bar';
export { Layout } from '../layout';
export type { LayoutProps } from '../layout';
export { DefaultLink } from '../link';
export type { LinkComponent, LinkProps } from '../link';
export type { NavItem } from '../nav-items';
export { NoScriptHelpProvider } from '../no-script-help';
export type { NoScriptHelpProviderProps } from '../no-script-help';
export { PremiumBadge } from '../premium-badge';
export type { QuickExitOptions, QuickExitShortcut } from '../quick-exit';
export type { SiteChromeProps } from '../site-chrome';
export { SiteFooter } from '../site-footer';
export type { SiteFooterProps } from '../site-footer';
export { StandaloneLayout } from '../standalone-layout';
export type { StandaloneLayoutProps } from '../standalone-layout';
