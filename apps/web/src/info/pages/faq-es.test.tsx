import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { numbersReached } from '../../shared/test/call-links';
import { renderInRouter } from '../../shared/test/render-in-router';
import FaqPage from './faq';
import FaqSpanishPage from './faq-es';
import { expectEnglishLinksMarked } from '../../shared/test/spanish-links';

const renderPage = () => renderInRouter(<FaqSpanishPage />, '/es/preguntas-frecuentes');

/** Each group's title and how many questions it has. */
function groupShape(container: HTMLElement): [string, number][] {
  return Array.from(container.querySelectorAll('section.web-faq-group')).map((group) => [
    group.querySelector('h2')?.textContent ?? '',
    group.querySelectorAll('details').length,
  ]);
}

describe('/es/preguntas-frecuentes, the FAQ in Spanish (issue 25)', () => {
  it('asks as many questions as the English FAQ, group by group, each a native <details>', () => {
    const english = groupShape(renderInRouter(<FaqPage />, '/faq').container);
    document.body.innerHTML = '';
    const spanish = groupShape(renderPage().container);
    expect(spanish.map(([title]) => title)).toEqual([
      'Cómo encontrar ayuda',
      'Cómo usar el sitio con seguridad',
      'Cuentas y membresías',
      'Cómo participar',
    ]);
    expect(spanish.map(([, count]) => count)).toEqual(english.map(([, count]) => count));
    expect(english.reduce((sum, [, count]) => sum + count, 0)).toBe(19);
  });

  it('reaches every number the English FAQ does, and 988 by text in Spanish', () => {
    const english = numbersReached(renderInRouter(<FaqPage />, '/faq').container);
    document.body.innerHTML = '';
    const { container } = renderPage();
    expect(english).toEqual(['sms:898211', 'tel:211', 'tel:911', 'tel:988']);
    expect(numbersReached(container)).toEqual(['sms:898211', 'sms:988', ...english.slice(1)]);
    expect(screen.getByRole('link', { name: 'Envíe AYUDA al 988' })).toHaveAttribute(
      'href',
      'sms:988?&body=AYUDA',
    );
  });

  it('gives the hardship offer’s rules: 90 days, once every 12 months, a day’s wait', () => {
    renderPage();
    const question = screen.getByText(
      'No me alcanza para una membresía de pago. ¿Puedo tener una de todos modos?',
    ).parentElement;
    expect(question).toHaveTextContent('gratis por 90 días');
    expect(question).toHaveTextContent('una vez cada 12 meses');
    expect(question).toHaveTextContent('Las cuentas nuevas esperan un día');
    // The section is in Spanish now (/es/precios), linked by its own title.
    expect(
      within(question as HTMLElement).getByRole('link', {
        name: '“¿No le alcanza en este momento?”',
      }),
    ).toHaveAttribute('href', '/es/precios#hardship');
  });

  it('links the Spanish pages in Spanish and marks every page still in English', () => {
    const { container } = renderPage();
    expect(screen.getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
    expect(screen.getByRole('link', { name: 'Cómo protegerse en internet' })).toHaveAttribute(
      'href',
      '/es/protegerse-en-internet',
    );
    expect(
      within(container).getByRole('link', { name: 'página principal de Harbor' }),
    ).toHaveAttribute('href', '/es');
    expectEnglishLinksMarked(container);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
