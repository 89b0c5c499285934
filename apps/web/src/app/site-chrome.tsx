import type { NavItem, SiteChromeProps } from '@harbor-help/ui';
import type { ReactNode } from 'react';

/**
 * Harbor's own words and links in @harbor-help/ui's layouts (the kit has none of its own): the
 * name, the main navigation, the sign-in and help links, the footer, what Quick exit says. The
 * layout routes (app-layout.tsx, standalone-route-layout.tsx) pass them, with Quick exit's
 * clean-up.
 */

/** The main navigation, in the order the header and the mobile menu show it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Resources', href: '/resources' },
  { label: 'Products', href: '/products' },
  { label: 'Share', href: '/share' },
  { label: 'Advisories', href: '/advisories' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/** Where "Get help now" goes: the crisis lines for the visitor's country, alone on one page. */
export const GET_HELP_HREF = '/get-help';

/** "Clear this device", in the footer and, for a signed-in visitor, in the mobile menu. */
const CLEAR_DEVICE: NavItem = { label: 'Clear this device', href: '/clear-device' };

/** What every Harbor page's chrome shows, in both layouts and on the offline and error pages. */
export const SITE_CHROME = {
  brand: 'Harbor',
  getHelpLink: { label: 'Get help now', href: GET_HELP_HREF },
  footerLinks: [
    { label: 'Privacy', href: '/privacy' },
    CLEAR_DEVICE,
    // The services saved with "Save to my list", kept only on this device (issue 28).
    { label: 'My list', href: '/my-list' },
    { label: 'Staying safe online', href: '/staying-safe-online' },
  ],
  // The kit's weather search and Shift three times; the layout routes add the clearing.
  quickExit: { description: 'Leaves this site at once for a weather search.' },
} satisfies SiteChromeProps;

/** The main layout's header: the navigation, the auth buttons, and the menu's extra link. */
export const HEADER_LINKS = {
  navItems: NAV_ITEMS,
  signInLink: { label: 'Sign In', href: '/login' },
  signUpLink: { label: 'Get Started', href: '/signup' },
  menuAccountLinks: [CLEAR_DEVICE],
};

/**
 * What a form says about help when JavaScript is off (after "Sending this form needs
 * JavaScript, which is off or blocked in this browser."): the US crisis lines and the Resources
 * page. It is only ever seen in the prerendered HTML: React renders no `<noscript>` content in the
 * browser, nor compares it when hydrating. So the layouts give it to the forms (a
 * `NoScriptHelpProvider`, which adds no HTML) only in the prerender's build
 * (`import.meta.env.SSR`), and the first load carries none of its bytes.
 */
export const NO_SCRIPT_HELP: ReactNode = (
  // Text nodes as the kit's own note had them, so the prerendered HTML stays exactly the same.
  <>
    {'Every page of this site can still be read. In danger right now? Call'}{' '}
    <a href="tel:911">911</a>
    {'. Thinking about harming yourself, or in crisis? Call or text'} <a href="tel:988">988</a>
    {', free, 24/7. Services for money, food, housing, health and legal help are on the '}
    <a href="/resources">Resources</a>
    {' page.'}
  </>
);
