import { describe, expect, it } from 'vitest';
import { SPANISH_PATHS } from '../app/spanish-paths';
import { AUTH_PAGES } from './router-link';
import { AUTH_PATHS, getRedirectTarget, getSafeRedirectPath } from './safe-redirect';

describe('getSafeRedirectPath', () => {
  describe('given a path on this site', () => {
    it('keeps it with its query and hash', () => {
      expect(getSafeRedirectPath('/products/membership/premium')).toBe(
        '/products/membership/premium',
      );
      expect(getSafeRedirectPath('/blog/asking-for-help?ref=mail#comments')).toBe(
        '/blog/asking-for-help?ref=mail#comments',
      );
    });
  });

  describe('given another origin in disguise', () => {
    it.each([
      ['a protocol-relative URL', '//evil.com'],
      ['a protocol-relative URL with a path', '//evil.com/login'],
      ['a backslash the browser reads as a slash', '/\\evil.com'],
      ['backslashes only', '\\\\evil.com'],
      ['a backslash later in the path', '/foo\\..\\\\evil.com'],
      ['an absolute URL', 'https://evil.com'],
      ['an absolute URL to this path', 'https://evil.com/'],
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
      ['a tab hidden inside //', '/\t/evil.com'],
      ['a newline hidden inside //', '/\n/evil.com'],
      ['leading spaces before //', '  //evil.com'],
    ])('refuses %s and falls back to /', (_label, value) => {
      expect(getSafeRedirectPath(value)).toBe('/');
    });
  });

  describe('given something that is not a path', () => {
    it.each([
      ['a relative path', 'about'],
      ['an empty string', ''],
      ['null', null],
      ['a number', 42],
      ['an object', { pathname: '/about' }],
    ])('refuses %s', (_label, value) => {
      expect(getSafeRedirectPath(value)).toBe('/');
    });
  });

  describe('given the sign-in or sign-up page itself', () => {
    it('goes home instead of back to the form', () => {
      expect(getSafeRedirectPath('/login')).toBe('/');
      expect(getSafeRedirectPath('/signup?redirectTo=/about')).toBe('/');
      expect(getSafeRedirectPath('/LOGIN/')).toBe('/');
    });
  });

  it('uses the fallback it is given', () => {
    expect(getSafeRedirectPath('//evil.com', '/resources')).toBe('/resources');
  });
});

describe('getRedirectTarget', () => {
  it('reads ?redirectTo=', () => {
    expect(getRedirectTarget('?redirectTo=%2Fproducts%2Fmembership', null)).toBe(
      '/products/membership',
    );
  });

  it('refuses a ?redirectTo= to another origin', () => {
    expect(getRedirectTarget('?redirectTo=%2F%2Fevil.com', null)).toBe('/');
    expect(getRedirectTarget('?redirectTo=https%3A%2F%2Fevil.com', null)).toBe('/');
  });

  it('prefers ?redirectTo= over router state', () => {
    expect(getRedirectTarget('?redirectTo=/library', { from: '/about' })).toBe('/library');
  });

  it('reads router state from as a path', () => {
    expect(getRedirectTarget('', { from: '/library' })).toBe('/library');
  });

  it('reads router state from as a location', () => {
    expect(
      getRedirectTarget('', { from: { pathname: '/blog', search: '?page=2', hash: '#top' } }),
    ).toBe('/blog?page=2#top');
  });

  it('refuses router state that points elsewhere', () => {
    expect(getRedirectTarget('', { from: '//evil.com' })).toBe('/');
    expect(getRedirectTarget('', { from: { pathname: '//evil.com' } })).toBe('/');
  });

  it('goes to / when nothing says where the visitor came from', () => {
    expect(getRedirectTarget('', null)).toBe('/');
    expect(getRedirectTarget('?mode=reset', undefined)).toBe('/');
  });
});

describe('the sign-in and sign-up pages of both languages', () => {
  const pages = ['/login', '/signup', SPANISH_PATHS['/login'], SPANISH_PATHS['/signup']];

  it('are the pages the router link and the redirect both know (the manifest’s Spanish paths)', () => {
    expect([...AUTH_PATHS].sort()).toEqual([...pages].sort());
    expect([...AUTH_PAGES].sort()).toEqual([...pages].sort());
  });

  it('are never where a visitor is sent back to: the fallback is', () => {
    for (const page of pages) {
      expect(getSafeRedirectPath(page, '/es')).toBe('/es');
      expect(getRedirectTarget(`?redirectTo=${page ?? ''}`, null, '/es')).toBe('/es');
    }
    expect(getRedirectTarget('', null, '/es')).toBe('/es');
    expect(getRedirectTarget('', { from: '/es/avisos' }, '/es')).toBe('/es/avisos');
  });
});
