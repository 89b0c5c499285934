import { describe, expect, it } from 'vitest';
import { isCurrentNavItem } from './nav-items';

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
