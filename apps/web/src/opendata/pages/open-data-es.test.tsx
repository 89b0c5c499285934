import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';
import { OPEN_DATA_FILES, OPEN_DATA_PACKAGE, OPEN_DATA_SCHEMAS } from '../open-data-files';
import OpenDataSpanishPage from './open-data-es';

const renderPage = () =>
  renderInRouter(
    <UiLocaleProvider locale="es">
      <main>
        <OpenDataSpanishPage />
      </main>
    </UiLocaleProvider>,
    '/es/datos-abiertos',
  );

beforeAll(async () => {
  await loadUiLocale('es');
});

describe('/es/datos-abiertos, open data in Spanish (issue 25)', () => {
  it('says in Spanish what is shared, how often, under which licence and why, and that the data is in English', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Datos abiertos' })).toBeInTheDocument();
    expect(document.title).toBe('Datos abiertos — Harbor');
    for (const title of ['Qué compartimos', 'Cada cuánto cambian', 'La licencia', 'Los archivos'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Los datos están en inglés/)).toBeInTheDocument();
    expect(screen.getByText(/¿Por qué esta licencia\?/)).toBeInTheDocument();
    // The licence's summary in Spanish, on Creative Commons' own site.
    expect(screen.getByRole('link', { name: 'Creative Commons Atribución 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/deed.es',
    );
  });

  it('links every file of the English page, each in Spanish words with its file name, marked as English', () => {
    const { container } = renderPage();
    const files = screen.getByRole('region', { name: 'Los archivos' });
    const hrefs = within(files)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      [OPEN_DATA_PACKAGE, ...OPEN_DATA_FILES, OPEN_DATA_SCHEMAS].map((file) => file.href),
    );
    expect(
      within(files).getByRole('link', { name: 'Los horarios' }).parentElement,
    ).toHaveTextContent('Los horarios (schedules.json, en inglés)');
    expect(
      screen.getByRole('link', { name: 'avísenos de un número o un dato equivocado' }),
    ).toHaveAttribute('href', '/es/contacto?topic=wrong-fact');
    expectEnglishLinksMarked(container);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
