import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_CHALLENGES } from '../../help/challenge-links';
import HomePage from './home';
import HomeSpanishPage from './home-es';
import { numbersReached } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { englishPathOf } from '../../app/spanish-paths';

vi.mock('@harbor-help/auth', () => ({ useAuth: () => ({ status: 'signed-out' }) }));

const renderPage = () => renderInRouter(<HomeSpanishPage />, '/es');

describe('/es, the home page in Spanish (issue 25)', () => {
  it('reaches every line the English home page lists, by the same numbers', () => {
    const english = numbersReached(renderInRouter(<HomePage />, '/').container);
    const spanish = numbersReached(renderPage().container);
    expect(english).toContain('tel:988');
    expect(spanish).toEqual(english);
  });

  it('puts help first: /es/get-help’s first boxes (988 in Spanish, 911), then the other lines in Spanish', () => {
    renderPage();
    // The boxes are /es/get-help's (help/spanish-help.tsx; their links are tested there).
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual([
      'Si está en crisis o piensa en el suicidio',
      'Si alguien está en peligro ahora mismo',
      'Otras líneas de ayuda, gratis y a toda hora',
    ]);
    expect(screen.getByRole('link', { name: 'Envíe AYUDA al 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=AYUDA',
    );
  });

  it('links the pages that are in Spanish, and marks every page still in English', () => {
    const { container } = renderPage();
    const spanishPages = screen.getByRole('region', { name: 'Páginas en español' });
    const linked = within(spanishPages)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(linked).toEqual([
      '/es/get-help',
      '/es/protegerse-en-internet',
      '/es/borrar-datos',
      '/es/avisos',
      '/es/contacto',
    ]);
    // Each is a Spanish page of the route manifest.
    for (const href of linked) expect(englishPathOf(href), href).toBeDefined();
    expectEnglishLinksMarked(container);
  });

  it('offers the directory filtered to services that answer in Spanish', () => {
    renderPage();
    expect(
      screen.getByRole('link', { name: 'Ver los servicios que atienden en español' }),
    ).toHaveAttribute('href', '/es/recursos?lang=es');
  });

  it('names every featured topic in Spanish, in the English page’s order, then all of them', () => {
    renderPage();
    const topics = screen.getByRole('region', { name: 'Guías por tema' });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...FEATURED_CHALLENGES.map((challenge) =>
        challenge.href.replace('/challenges/', '/es/temas/'),
      ),
      '/es/explorar',
    ]);
    for (const [index, link] of links.slice(0, -1).entries())
      expect(link.textContent).not.toBe(FEATURED_CHALLENGES[index]?.label);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
