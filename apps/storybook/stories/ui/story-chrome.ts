import type { LayoutProps, MobileMenuProps } from '@harbor-help/ui';

/** Harbor's chrome, as its site passes it to the layouts (the kit has none of its own). */
export const STORY_CHROME = {
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
    { label: 'Staying safe online', href: '/staying-safe-online' },
  ],
  // In Storybook, Quick exit (and Shift three times) goes to a blank page inside the story's frame.
  quickExit: { url: 'about:blank' },
} satisfies Omit<LayoutProps, 'children'>;

/** The same for the mobile menu on its own. */
export const STORY_MENU_CHROME = {
  navItems: STORY_CHROME.navItems,
  signInLink: STORY_CHROME.signInLink,
  signUpLink: STORY_CHROME.signUpLink,
  accountLinks: STORY_CHROME.menuAccountLinks,
  getHelpLink: STORY_CHROME.getHelpLink,
  quickExit: STORY_CHROME.quickExit,
} satisfies Partial<MobileMenuProps>;

/**
 * `quickExit` and `getHelpLink` as radios of named choices in Controls, not JSON editors. The
 * stories' args keep the values themselves; a choice in the panel maps to its value.
 */
export const CHROME_ARG_TYPES = {
  quickExit: {
    control: 'radio',
    options: ['Blank page (as in Storybook)', 'Off'],
    mapping: { 'Blank page (as in Storybook)': STORY_CHROME.quickExit, Off: false },
  },
  getHelpLink: {
    control: 'radio',
    options: ['Get help now', 'None'],
    mapping: { 'Get help now': STORY_CHROME.getHelpLink, None: null },
  },
} as const;
