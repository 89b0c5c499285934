import { expect } from 'vitest';

/**
 * On a Spanish page (issue 25): every link to a page that is not Spanish (anything but `/es` and
 * `/es/…`, or another site's page marked `hreflang="es"`; calls and texts aside) is marked
 * `hreflang="en"` and says "en inglés" beside it.
 */
export function expectEnglishLinksMarked(container: HTMLElement): void {
  for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    // A link within the page (the layout's "skip to main content") goes to no other page.
    if (href.startsWith('#')) continue;
    // The language link ("English"): the page's other language by design, itself in English, so
    // it needs no "(en inglés)"; it still says where it goes.
    if (link.closest('.web-language') && link.getAttribute('lang') === 'en') {
      expect(link.getAttribute('hreflang'), href).toBe('en');
      continue;
    }
    if (href === '/es' || href.startsWith('/es/') || /^(tel|sms):/.test(href)) continue;
    if (/^https:\/\//.test(href) && link.getAttribute('hreflang') === 'es') continue;
    expect(link.getAttribute('hreflang'), href).toBe('en');
    expect(link.parentElement?.textContent, href).toContain('en inglés');
  }
}
