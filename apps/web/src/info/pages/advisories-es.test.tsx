import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { callAndTextTargets } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import AdvisoriesPage from './advisories';
import AdvisoriesSpanishPage from './advisories-es';

const renderPage = () => renderInRouter(<AdvisoriesSpanishPage />, '/es/avisos');

/** Each advisory as the page shows it: its id, its date, and its call and text links. */
function advisories(container: HTMLElement) {
  return Array.from(container.querySelectorAll('article')).map((article) => ({
    id: article.getAttribute('aria-labelledby'),
    date: article.querySelector('time')?.getAttribute('dateTime'),
    calls: callAndTextTargets(article),
  }));
}

function englishPage() {
  const { container } = renderInRouter(<AdvisoriesPage />, '/advisories');
  const shown = advisories(container);
  document.body.innerHTML = '';
  return shown;
}

describe('/es/avisos, the advisories in Spanish (issue 25)', () => {
  it('gives every English advisory, in the same order, with the same date, calls and texts', () => {
    const english = englishPage();
    const { container } = renderPage();
    expect(english.length).toBeGreaterThanOrEqual(6);
    expect(advisories(container)).toEqual(english);
  });

  it('dates each in Spanish and names its kind', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Avisos, del más reciente al más antiguo' });
    const first = within(list).getAllByRole('article')[0];
    expect(first).toHaveTextContent(
      'Seguridad ante el clima · Publicado el 20 de noviembre de 2026',
    );
    expect(
      screen.getByRole('heading', { name: 'Falsa ayuda de inmigración: “notarios” y consultores' })
        .parentElement,
    ).toHaveTextContent('Aviso de estafa');
  });

  it('names for each the owner’s page, in Spanish where we found one, and marks an English one', () => {
    const { container } = renderPage();
    for (const article of container.querySelectorAll('article')) {
      const line = article.querySelector('.web-advisory__source');
      const links = Array.from(line?.querySelectorAll('a') ?? []);
      expect(links.length, article.id).toBeGreaterThanOrEqual(1);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\/([a-z]+\.)*[a-z]+\.gov\//);
        if (link.getAttribute('hreflang') === 'en') expect(link).toHaveAttribute('lang', 'en');
        else expect(link).toHaveAttribute('hreflang', 'es');
      }
    }
    expect(screen.getByRole('link', { name: 'CDC: Acerca del calor y su salud' })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/heat-health/es/about/acerca-del-calor-y-su-salud.html',
    );
    expect(
      screen.getByRole('link', { name: 'USCIS: Avoid Scams' }).parentElement,
    ).toHaveTextContent('USCIS: Avoid Scams (en inglés)');
    expectEnglishLinksMarked(container);
  });

  it('sends a scam report to the FTC’s Spanish site', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'ReporteFraude.ftc.gov' })).toHaveAttribute(
      'href',
      'https://reportefraude.ftc.gov/',
    );
  });

  it('sets its title and has no axe violations', async () => {
    const { container } = renderPage();
    expect(document.title).toBe('Avisos — Harbor');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
