// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest, MANIFEST_HREF } from './web-manifest-link';

afterEach(() => {
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
});

describe('linkManifest', () => {
  it('adds one manifest link to the head, however often it is called', () => {
    linkManifest();
    linkManifest();
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('keeps a manifest link the page already has', () => {
    const own = document.createElement('link');
    own.rel = 'manifest';
    own.href = '/other.webmanifest';
    document.head.append(own);
    linkManifest();
    expect([...document.head.querySelectorAll('link[rel="manifest"]')]).toEqual([own]);
  });
});
