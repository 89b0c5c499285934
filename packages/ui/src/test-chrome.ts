import type { LayoutProps } from './layout';
import type { MobileMenuProps } from './mobile-menu';

/** Harbor's chrome, as its site passes it, for the tests (the kit has none of its own). */
export const CHROME = {
  brand: 'Harbor',
  navItems: [
    { label: 'Home', href: '/' },
    { label: 'Resources', href: '/resources' },
    { label: 'Products', href: '/products' },
    { label: 'Share', href: '/share' },
    { label: 'Advisories', href: '/advisories' },
    { label: 'About', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ],
  signInLink: { label: 'Sign In', href: '/login' },
  signUpLink: { label: 'Get Started', href: '/signup' },
  menuAccountLinks: [{ label: 'Clear this device', href: '/clear-device' }],
  getHelpLink: { label: 'Get help now', href: '/get-help' },
  footerLinks: [
    { label: 'Privacy', href: '/privacy' },
    { label: 'Clear this device', href: '/clear-device' },
    { label: 'My list', href: '/my-list' },
    { label: 'Staying safe online', href: '/staying-safe-online' },
  ],
  quickExit: { description: 'Leaves this site at once for a weather search.' },
} satisfies Omit<LayoutProps, 'children'>;

/** The same for the mobile menu on its own. */
export const MENU_CHROME = {
  navItems: CHROME.navItems,
  signInLink: CHROME.signInLink,
  signUpLink: CHROME.signUpLink,
  accountLinks: CHROME.menuAccountLinks,
  getHelpLink: CHROME.getHelpLink,
} satisfies Partial<MobileMenuProps>;
