import { STORED_KEYS } from '@harbor-help/device-storage';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { storedKeyName } from '../../account/device-data-list';
import PrivacyPage from './privacy';
import PrivacySpanishPage from './privacy-es';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';

const renderPage = () => renderInRouter(<PrivacySpanishPage />, '/es/privacidad');

/** The page's `<code>` names and numbers (what a reader may act on), in order. */
function codesAndFigures(container: HTMLElement): { codes: string[]; figures: string[] } {
  const text = container.textContent ?? '';
  return {
    codes: Array.from(container.querySelectorAll('code')).map((code) => code.textContent ?? ''),
    figures: [...text.matchAll(/\b\d+\b/g)].map((match) => match[0]),
  };
}

describe('/es/privacidad, the privacy page in Spanish (issue 25)', () => {
  it('has a section for each of the English page’s, in the same order, with the same date', () => {
    const english = renderInRouter(<PrivacyPage />, '/privacy');
    const englishSections = within(english.container).getAllByRole('heading', { level: 2 });
    const englishDate = english.container.querySelector('time')?.getAttribute('datetime');
    english.unmount();
    const { container } = renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'En pocas palabras',
      'Si crea una cuenta',
      'Lo que usted nos envía',
      'Pagos y donaciones',
      'Lo que se queda solo en su navegador',
      'En una computadora compartida o pública',
      'Sus opciones y sus derechos',
    ]);
    expect(headings).toHaveLength(englishSections.length);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(englishDate);
  });

  it('states the same names and figures as the English page: the keys, 48 hours, 30 days, 15 and 2 minutes', () => {
    const english = codesAndFigures(renderInRouter(<PrivacyPage />, '/privacy').container);
    document.body.innerHTML = '';
    const spanish = codesAndFigures(renderPage().container);
    expect(spanish.codes).toEqual(english.codes);
    for (const id of Object.keys(STORED_KEYS) as (keyof typeof STORED_KEYS)[])
      expect(spanish.codes).toContain(storedKeyName(id));
    expect([...spanish.figures].sort()).toEqual([...english.figures].sort());
  });

  it('lists what stays in the browser in Spanish, and links the Spanish pages in Spanish', () => {
    const { container } = renderPage();
    const browser = screen.getByRole('region', { name: 'Lo que se queda solo en su navegador' });
    expect(within(browser).getByRole('link')).toHaveAttribute('href', '/es/borrar-datos');
    expect(screen.getByRole('link', { name: 'Cómo protegerse en internet' })).toHaveAttribute(
      'href',
      '/es/protegerse-en-internet',
    );
    expectEnglishLinksMarked(container);
    expect(
      Array.from(container.querySelectorAll('[lang="en"]')).map((element) => element.textContent),
    ).toEqual(['This helped me', 'This is a shared or public computer']);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
