import { HUB_SLUGS, CHALLENGE_TITLES_ES } from '@harbor-help/challenges';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAndTextTargets, numbersReached } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import ResourcesPage from './resources';
import ResourcesSpanishPage, { preload } from './resources-es';

const renderPage = (entry = '/es/recursos') =>
  renderInRouter(
    <UiLocaleProvider locale="es">
      <main>
        <ResourcesSpanishPage />
      </main>
    </UiLocaleProvider>,
    entry,
  );

beforeAll(async () => {
  await Promise.all([loadUiLocale('es'), preload()]);
});

/** The page's own parts: everything but the directory's cards (services' sites are their owners'). */
function ownParts(container: HTMLElement): HTMLElement {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const card of copy.querySelectorAll('article')) card.remove();
  return copy;
}

describe('/es/recursos, the directory in Spanish (issue 25)', () => {
  it('starts with help now in Spanish: 988 and press 2, AYUDA, 911', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Recursos' })).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Ayuda ahora' });
    expect(now).toHaveAttribute('id', 'lineas-de-crisis');
    expect(within(now).getByRole('link', { name: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(now).getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^sms:988\?&?body=AYUDA$/),
    );
    expect(within(now).getByRole('link', { name: 'Llame al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(document.title).toBe('Recursos — Harbor');
  });

  it('lists every service in Spanish on its first render, their names (in English) marked so', () => {
    renderPage();
    const results = screen.getByRole('list', { name: 'Resultados' });
    // Every service is in the page (the list shows 12 at a time once the page runs).
    expect(results.querySelectorAll('article').length).toBeGreaterThanOrEqual(30);
    for (const heading of results.querySelectorAll('h3'))
      expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ servicios\./);
  });

  it('keeps the filters in the URL: "Idioma: Español" shows those that answer in Spanish', async () => {
    const user = userEvent.setup();
    const page = renderPage('/es/recursos?lang=es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    const results = screen.getByRole('list', { name: 'Resultados' });
    for (const card of within(results).getAllByRole('article'))
      expect(card).toHaveTextContent(/Idiomas: .*español/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de ayuda' }), 'Comida');
    expect(new URLSearchParams(page.location.search).get('kind')).toBe('food');
    expect(new URLSearchParams(page.location.search).get('lang')).toBe('es');
  });

  it('links every guide by its Spanish name, marked as in English, and its own links in Spanish', () => {
    const { container } = renderPage();
    const guides = screen.getByRole('region', { name: 'Guías por tema' });
    expect(
      within(guides)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(HUB_SLUGS.map((slug) => CHALLENGE_TITLES_ES[slug]));
    expect(
      screen.getByRole('link', {
        name: 'Más formas de pedir ayuda en español, y líneas de otros países',
      }),
    ).toHaveAttribute('href', '/es/get-help');
    expectEnglishLinksMarked(ownParts(container));
  });

  it('offers every call and text of /resources: the same services, the same targets', async () => {
    const spanish = renderPage();
    const spanishList = screen.getByRole('list', { name: 'Resultados' });
    const spanishTargets = callAndTextTargets(spanishList);
    const spanishNumbers = numbersReached(spanish.container);
    spanish.unmount();

    const english = renderInRouter(<ResourcesPage />, '/resources');
    const englishList = await screen.findByRole('list', { name: 'Results' });
    expect(spanishTargets).toEqual(callAndTextTargets(englishList));
    // The crisis lines above the list: 988 (press 2, AYUDA) and 911 are reached in Spanish too.
    expect(spanishNumbers).toEqual(expect.arrayContaining(['tel:911', 'tel:988', 'sms:988']));
    english.unmount();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
  });
});
