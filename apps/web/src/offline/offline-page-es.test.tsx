import { CHALLENGE_SLUGS } from '@harbor-help/challenges';
import { loadUiLocale } from '@harbor-help/ui/locale';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPANISH_COPY_CACHE_PREFIX } from '../../build/offline-pages.mjs';
import { pathsWhere } from '../app/route-params';
import { spanishPathOf } from '../app/spanish-paths';
import { expectEnglishLinksMarked } from '../shared/test/spanish-links';
import { offlinePageProps } from './offline-page';
import { ENGLISH_OFFLINE_PAGES_IN_SPANISH, OfflinePageEs } from './offline-page-es';

beforeAll(async () => {
  await loadUiLocale('es');
});

const renderPage = () => render(<OfflinePageEs {...offlinePageProps()} />);

describe('the offline page in Spanish (dist/es/offline.html, issue 25)', () => {
  it('says in Spanish that the page needs a connection and that phone numbers still work', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'No tiene conexión' })).toBeVisible();
    expect(
      screen.getByText(
        /necesita conexión a internet\. Puede llamar o enviar mensajes de texto aunque no tenga internet\./,
      ),
    ).toBeVisible();
    // The kit's own words (Quick exit) are Spanish too.
    expect(screen.getAllByRole('button', { name: /Salida rápida/ }).length).toBeGreaterThan(0);
  });

  it('has the language link every page has: "English", to the English help page, offline too', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/get-help');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(pathsWhere((route) => route.offline)).toContain('/get-help');
  });

  it('gives the ways to talk in Spanish first: 988 (press 2), AYUDA to 988, and 911', () => {
    const { container } = renderPage();
    expect(screen.getByRole('link', { name: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(screen.getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
    expect(screen.getByRole('link', { name: 'Llame al 911' })).toHaveAttribute('href', 'tel:911');
    const more = screen.getByText(/hay más líneas de ayuda en español/);
    expect(within(more).getByRole('link', { name: 'Ayuda ahora' })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    // The crisis lines come before the list of pages.
    const first = container.querySelector('a[href^="tel:"]');
    const pages = screen.getByRole('region', { name: 'Páginas que se abren sin conexión' });
    expect(first?.compareDocumentPosition(pages)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('links every page of the offline copy once: the Spanish pages, then the English ones without a Spanish version, marked', () => {
    const { container } = renderPage();
    const section = screen.getByRole('region', { name: 'Páginas que se abren sin conexión' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const offline = pathsWhere((route) => route.offline);
    // Every page of the copy, except an English page whose Spanish page is in it, listed instead.
    const expected = offline.filter(
      (path) => path.startsWith('/es') || !offline.includes(spanishPathOf(path) ?? ''),
    );
    expect([...hrefs].sort()).toEqual([...expected].sort());
    expect(hrefs.slice(0, 6)).toEqual([
      '/es/get-help',
      '/es',
      '/es/preguntas-frecuentes',
      '/es/recursos',
      '/es/mi-lista',
      '/es/plan-de-seguridad',
    ]);
    // Every English page of the copy now has its Spanish page in it.
    expect(Object.keys(ENGLISH_OFFLINE_PAGES_IN_SPANISH)).toEqual([]);
    // The guides, in English: the fixed copy does not hold them in Spanish
    // (SPANISH_OUTSIDE_OFFLINE_COPY), and this device keeps no copy in Spanish.
    expect(hrefs.slice(6)).toEqual(CHALLENGE_SLUGS.map((slug) => `/challenges/${slug}`));
    expect(
      within(section).getByRole('heading', { name: 'Guías por tema, con sus cuestionarios' }),
    ).toBeVisible();
    // In the page's own content (the layout's Quick exit goes to a neutral site, by design).
    const main = container.querySelector('main');
    if (!main) throw new Error('no main');
    expectEnglishLinksMarked(main);
  });

  it('says how the guides in Spanish are kept, while this device keeps none', () => {
    renderPage();
    expect(
      screen.getByText(/abra Harbor en español cuando tenga conexión: así se guardan en este/),
    ).toBeVisible();
  });

  describe('on a device that keeps the copy in Spanish', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** A Cache Storage with one cache of the copy in Spanish, holding `paths`. */
    function stubCaches(name: string, paths: string[]) {
      const cache = {
        keys: () => Promise.resolve(paths.map((path) => new Request(`https://harbor.test${path}`))),
      };
      vi.stubGlobal('caches', {
        keys: () => Promise.resolve(['workbox-precache-v2-https://harbor.test/', name]),
        open: (opened: string) =>
          opened === name ? Promise.resolve(cache) : Promise.reject(new Error(opened)),
      });
    }

    it('links every guide in Spanish, by its Spanish name, not marked as English', async () => {
      const spanishGuides = CHALLENGE_SLUGS.map((slug) => `/es/temas/${slug}`);
      stubCaches(`${SPANISH_COPY_CACHE_PREFIX}abc`, [...spanishGuides, '/assets/a.js']);
      renderPage();

      expect(
        await screen.findByText(
          'Las guías en español están guardadas en este dispositivo. Se abren sin conexión.',
        ),
      ).toBeVisible();
      const section = screen.getByRole('region', { name: 'Páginas que se abren sin conexión' });
      const hrefs = within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs.slice(6)).toEqual(spanishGuides);
      expect(within(section).getByRole('link', { name: 'Salud mental' })).toHaveAttribute(
        'href',
        '/es/temas/mental-health',
      );
      expect(within(section).queryByText(/en inglés/)).toBeNull();
    });

    it('links the English guides while the copy in Spanish is not whole yet', async () => {
      stubCaches(`${SPANISH_COPY_CACHE_PREFIX}abc`, ['/es/temas/mental-health']);
      renderPage();
      // Give the check its chance to finish.
      await new Promise((resolve) => setTimeout(resolve, 0));

      const section = screen.getByRole('region', { name: 'Páginas que se abren sin conexión' });
      expect(within(section).getAllByRole('link').slice(6)[0]).toHaveAttribute(
        'href',
        `/challenges/${CHALLENGE_SLUGS[0]}`,
      );
    });
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
