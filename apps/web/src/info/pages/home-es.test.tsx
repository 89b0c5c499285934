import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_CHALLENGES } from '../../help/challenge-links';
import HomePage from './home';
import HomeSpanishPage from './home-es';

vi.mock('@harbor-help/auth', () => ({ useAuth: () => ({ status: 'signed-out' }) }));

function renderAt(path: string, page: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const renderPage = () => renderAt('/es', <HomeSpanishPage />);

/** The numbers the page's call and text links reach (`sms:988?&body=AYUDA` reaches `sms:988`). */
function numbersReached(container: HTMLElement): string[] {
  return [
    ...new Set(
      Array.from(
        container.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]'),
      ).map((link) => (link.getAttribute('href') ?? '').replace(/\?.*$/, '')),
    ),
  ].sort();
}

describe('/es, the home page in Spanish (issue 25)', () => {
  it('reaches every line the English home page lists, by the same numbers', () => {
    const english = numbersReached(renderAt('/', <HomePage />).container);
    const spanish = numbersReached(renderPage().container);
    expect(english).toContain('tel:988');
    expect(spanish).toEqual(english);
  });

  it('puts help first: 988 in Spanish (press 2, text AYUDA) and 911, before anything else', () => {
    renderPage();
    const crisis = screen.getByRole('region', {
      name: 'Si está en crisis o piensa en el suicidio',
    });
    expect(within(crisis).getByRole('link', { name: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(crisis).getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual([
      'Si está en crisis o piensa en el suicidio',
      'Si alguien está en peligro ahora mismo',
    ]);
    expect(
      screen.getByRole('link', { name: 'Envíe AYUDA al 741741' }).getAttribute('href'),
    ).toMatch(/^sms:741741\?&body=AYUDA$/);
  });

  it('links the pages that are in Spanish, and marks every page still in English', () => {
    const { container } = renderPage();
    const spanishPages = screen.getByRole('region', { name: 'Páginas en español' });
    expect(
      within(spanishPages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/es/get-help', '/es/protegerse-en-internet', '/es/borrar-datos']);
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/es/')) {
        expect(link.getAttribute('hreflang'), href).toBe('en');
        expect(link.parentElement?.textContent, href).toMatch(/\((en inglés|lista en inglés)\)/);
      }
    }
  });

  it('offers the directory filtered to services that answer in Spanish', () => {
    renderPage();
    expect(
      screen.getByRole('link', { name: 'Ver los servicios que atienden en español' }),
    ).toHaveAttribute('href', '/resources?lang=es');
  });

  it('names every featured topic in Spanish, in the English page’s order', () => {
    renderPage();
    const topics = screen.getByRole('region', { name: 'Guías por tema (en inglés)' });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FEATURED_CHALLENGES.map((challenge) => challenge.href),
    );
    for (const [index, link] of links.entries())
      expect(link.textContent).not.toBe(FEATURED_CHALLENGES[index]?.label);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
