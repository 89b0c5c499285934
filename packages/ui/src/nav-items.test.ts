import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isCurrentNavItem } from './nav-items';

describe('NAV_ITEMS', () => {
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
  });
});

describe('isCurrentNavItem', () => {
  it('matches the same path', () => {
    expect(isCurrentNavItem('/resources', '/resources')).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(isCurrentNavItem('/resources', '/resources/')).toBe(true);
  });

  it('matches Home only on /', () => {
    expect(isCurrentNavItem('/', '/')).toBe(true);
    expect(isCurrentNavItem('/', '/about')).toBe(false);
  });

  it('does not match a page below the item', () => {
    expect(isCurrentNavItem('/products', '/products/books')).toBe(false);
  });

  it('does not match a path that merely starts the same', () => {
    expect(isCurrentNavItem('/share', '/shared')).toBe(false);
  });

  it('matches nothing when no path is known', () => {
    expect(isCurrentNavItem('/', undefined)).toBe(false);
  });
});
