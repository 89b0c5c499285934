import { describe, expect, it } from 'vitest';
import { HEADER_LINKS, NAV_ITEMS, SITE_CHROME } from './site-chrome';

describe("Harbor's chrome", () => {
  it('lists the header navigation of the spec, in order', () => {
    expect(NAV_ITEMS).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Resources', href: '/resources' },
      { label: 'Products', href: '/products' },
      { label: 'Share', href: '/share' },
      { label: 'Advisories', href: '/advisories' },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ]);
    expect(HEADER_LINKS.navItems).toBe(NAV_ITEMS);
  });

  it('names Harbor, its help page, sign-in and sign-up, and the footer links', () => {
    expect(SITE_CHROME.brand).toBe('Harbor');
    expect(SITE_CHROME.getHelpLink).toEqual({ label: 'Get help now', href: '/get-help' });
    expect(HEADER_LINKS.signInLink).toEqual({ label: 'Sign In', href: '/login' });
    expect(HEADER_LINKS.signUpLink).toEqual({ label: 'Get Started', href: '/signup' });
    expect(SITE_CHROME.footerLinks.map((link) => link.href)).toEqual([
      '/privacy',
      '/clear-device',
      '/my-list',
      '/staying-safe-online',
    ]);
  });
});
