import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import AboutPage from './about';
import AboutSpanishPage from './about-es';
import { numbersReached } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';

const renderPage = () => renderInRouter(<AboutSpanishPage />, '/es/quienes-somos');

describe('/es/quienes-somos, the about page in Spanish (issue 25)', () => {
  it('has a section for each of the English page’s, in the same order', () => {
    const english = renderInRouter(<AboutPage />, '/about');
    const count = within(english.container).getAllByRole('heading', { level: 2 }).length;
    english.unmount();
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Para quién es Harbor',
      'Qué es Harbor',
      'Qué no es Harbor',
      'Cómo se paga Harbor',
      'Hable con nosotros',
    ]);
    expect(headings).toHaveLength(count);
  });

  it('says it is not a crisis service and reaches the same numbers, with 988’s Spanish text way', () => {
    const english = numbersReached(renderInRouter(<AboutPage />, '/about').container);
    document.body.innerHTML = '';
    const { container } = renderPage();
    expect(english).toEqual(['tel:911', 'tel:988']);
    expect(numbersReached(container)).toEqual(['sms:988', 'tel:911', 'tel:988']);
    expect(container.querySelector('a[href^="sms:"]')).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
    const notCrisis = screen.getByRole('region', { name: 'Qué no es Harbor' });
    expect(notCrisis).toHaveTextContent('Harbor no es un servicio de crisis.');
    // The line named as every Spanish page names it (help/spanish-line-names.ts), its owner's
    // name marked English.
    expect(notCrisis).toHaveTextContent(
      'Ese número es la Línea 988 para crisis y suicidio (988 Suicide & Crisis Lifeline).',
    );
    expect(within(notCrisis).getByText('988 Suicide & Crisis Lifeline')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('links the Spanish pages in Spanish and marks every page still in English', () => {
    const { container } = renderPage();
    expect(screen.getAllByRole('link', { name: /ayuda ahora/i })[0]).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    expect(screen.getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
    expect(screen.getByRole('link', { name: 'lista de servicios' })).toHaveAttribute(
      'href',
      '/es/recursos?lang=es',
    );
    expectEnglishLinksMarked(container);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
