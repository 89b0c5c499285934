import { describe, expect, it } from 'vitest';
import { spanishPathOf } from './language';
import { manifestRoutes } from './route-params';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES } from './route-table';
import { englishPathOf } from './spanish-layout';
import { SPANISH_PAGES, spanishPageOf } from './spanish-pages';

// The Spanish pages of the safety path (issue 25): each page links the others by these paths
// (their tests check the links), so the manifest must map them.
const PAIRS = [
  ['/get-help', '/es/get-help'],
  ['/clear-device', '/es/borrar-datos'],
  ['/staying-safe-online', '/es/protegerse-en-internet'],
] as const;

describe('the Spanish safety pages in the route manifest (issue 25)', () => {
  it.each(PAIRS)('%s and %s are each other’s version', (english, spanish) => {
    expect(spanishPathOf(english)).toBe(spanish);
    expect(englishPathOf(spanish)).toBe(english);
  });

  it('has a Spanish page module for every route with `es`, and none for a route without', async () => {
    const withSpanish = [...STANDALONE_ROUTES, ...MAIN_LAYOUT_ROUTES]
      .filter((route) => route.es)
      .map((route) => route.path);
    expect(Object.keys(SPANISH_PAGES).sort()).toEqual([...withSpanish].sort());
    for (const path of withSpanish) {
      const module = await spanishPageOf(path)();
      expect(typeof module.default, path).toBe('function');
    }
    expect(() => spanishPageOf('/donate')).toThrow('No Spanish page for /donate');
    expect(() => spanishPageOf('toString')).toThrow();
  });

  it('gives each its English page’s flags: "Cómo protegerse en internet" is graded for reading', () => {
    const route = (pattern: string) => manifestRoutes().find((entry) => entry.pattern === pattern);
    expect(route('/es/protegerse-en-internet')).toMatchObject({
      locale: 'es',
      layout: 'main',
      reading: true,
      offline: false,
      prerendered: true,
      private: false,
      alternate: { locale: 'en', paths: ['/staying-safe-online'] },
    });
    expect(route('/es/borrar-datos')).toMatchObject({
      locale: 'es',
      layout: 'main',
      reading: false,
      offline: false,
      prerendered: true,
      private: false,
      alternate: { locale: 'en', paths: ['/clear-device'] },
    });
  });
});
