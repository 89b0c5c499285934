import { describe, expect, it } from 'vitest';
import { manifestRoutes } from './route-params';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES } from './route-table';
import { pagesFor, preloadPage } from './routes';
import { SPANISH_PAGES, spanishPageOf } from './spanish-pages';
import { englishPathOf, otherLanguage, SPANISH_PATHS, spanishPathOf } from './spanish-paths';

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

  it('has a Spanish page module for every Spanish path, each of an English route', async () => {
    const withSpanish = Object.keys(SPANISH_PATHS);
    const english = [...STANDALONE_ROUTES, ...MAIN_LAYOUT_ROUTES].map((route) => route.path);
    expect(english).toEqual(expect.arrayContaining(withSpanish));
    expect(Object.keys(SPANISH_PAGES).sort()).toEqual([...withSpanish].sort());
    expect(new Set(Object.values(SPANISH_PATHS)).size).toBe(withSpanish.length);
    for (const path of withSpanish) {
      const module = await spanishPageOf(path)();
      expect(typeof module.default, path).toBe('function');
    }
    expect(() => spanishPageOf('/staff/*')).toThrow('No Spanish page for /staff/*');
    expect(() => spanishPageOf('toString')).toThrow();
  });

  it('prerenders and hydrates a Spanish page with its layout and its own module (pagesFor)', async () => {
    await preloadPage('/es/privacidad');
    const pages = pagesFor('/es/privacidad').map(({ page }) => page);
    expect(pages.at(-1)).toBe(spanishPageOf('/privacy'));
    expect(pages).toHaveLength(2);
    // The home page in Spanish is the Spanish layout's index; an unknown path has no page.
    await preloadPage('/es');
    expect(pagesFor('/es').at(-1)?.page).toBe(spanishPageOf('/'));
    expect(pagesFor('/es/no-existe').map(({ page }) => page)).toHaveLength(1);
  });

  it('maps the home page to /es, and nothing to a path it does not list', () => {
    expect(spanishPathOf('/staff')).toBeUndefined();
    expect(englishPathOf('/es')).toBe('/');
    // Every guide and check-in: /challenges/:slug is /es/temas/:slug.
    expect(spanishPathOf('/challenges/poverty-challenge')).toBe('/es/temas/poverty-challenge');
    expect(englishPathOf('/es/temas/legal')).toBe('/challenges/legal');
    expect(englishPathOf('/es/no-existe')).toBeUndefined();
  });

  it('keeps a parameter’s value from one language to the other', () => {
    const pairs = [
      ['/faq', '/es/preguntas-frecuentes'],
      ['/challenges/:slug', '/es/temas/:slug'],
    ] as const;
    expect(otherLanguage(pairs, '/challenges/poverty')).toBe('/es/temas/poverty');
    expect(otherLanguage(pairs, '/faq')).toBe('/es/preguntas-frecuentes');
    expect(otherLanguage(pairs, '/faq/')).toBe('/es/preguntas-frecuentes');
    expect(otherLanguage(pairs, '/challenges/')).toBeUndefined();
    expect(otherLanguage(pairs, '/challenges/poverty/more')).toBeUndefined();
    expect(otherLanguage(pairs, '/faq/more')).toBeUndefined();
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

  it('generates every guide in Spanish, graded for reading, outside the offline copy', () => {
    const guides = manifestRoutes().find((entry) => entry.pattern === '/es/temas/:slug');
    const english = manifestRoutes().find((entry) => entry.pattern === '/challenges/:slug');
    expect(english).toMatchObject({ offline: true, reading: true });
    expect(guides).toMatchObject({
      locale: 'es',
      reading: true,
      offline: false,
      prerendered: true,
      alternate: { locale: 'en', paths: english?.paths },
    });
    expect(guides?.paths).toEqual(
      english?.paths.map((path) => path.replace('/challenges/', '/es/temas/')),
    );
    expect(guides?.paths).toHaveLength(19);
  });
});
