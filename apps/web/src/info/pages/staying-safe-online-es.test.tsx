import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import StayingSafeOnlinePage from './staying-safe-online';
import StayingSafeOnlineSpanishPage from './staying-safe-online-es';
import { callAndTextTargets } from '../../shared/test/call-links';

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

const renderPage = () => renderAt('/es/protegerse-en-internet', <StayingSafeOnlineSpanishPage />);

describe('"Cómo protegerse en internet" (/staying-safe-online in Spanish)', () => {
  it('covers the same ground as the English page, section by section', () => {
    renderPage();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Lo que hace la Salida rápida',
      'Lo que la Salida rápida no puede hacer',
      'El historial de su navegador',
      'Las ventanas privadas',
      'Una computadora compartida o pública',
      'Un teléfono que otra persona revisa',
      'Borrar los datos de Harbor en este dispositivo',
    ]);
  });

  it('offers the same call and text links as the English page', () => {
    const english = callAndTextTargets(
      renderAt('/staying-safe-online', <StayingSafeOnlinePage />).container,
    );
    const spanish = callAndTextTargets(renderPage().container);
    expect(english).toEqual(['sms:88788?&body=START', 'tel:+18007997233']);
    expect(spanish).toEqual(english);
  });

  it('names the Shift shortcut and says plainly what Quick exit cannot erase', () => {
    renderPage();
    const does = screen.getByRole('region', { name: 'Lo que hace la Salida rápida' });
    expect(does).toHaveTextContent('presionar la tecla Shift tres veces');
    const cannot = screen.getByRole('region', { name: 'Lo que la Salida rápida no puede hacer' });
    expect(cannot).toHaveTextContent('No borra el historial de su navegador.');
    expect(cannot).toHaveTextContent(/lista de llamadas y mensajes del teléfono/);
  });

  it('links the Spanish pages in Spanish, and an English page as English', () => {
    const { container } = renderPage();
    const phone = screen.getByRole('region', { name: 'Un teléfono que otra persona revisa' });
    expect(within(phone).getByRole('link', { name: 'Ayuda ahora' })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    expect(
      within(phone).getByRole('link', { name: 'Violencia o abuso en el hogar' }),
    ).toHaveAttribute('href', '/es/temas/abuse-at-home');
    expect(
      screen.getByRole('link', { name: 'Borrar los datos de Harbor en este dispositivo' }),
    ).toHaveAttribute('href', '/es/borrar-datos');
    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/es/')) expect(link.getAttribute('hreflang'), href).toBe('en');
    }
    expect(
      Array.from(container.querySelectorAll('[lang="en"]')).map((element) => element.textContent),
    ).toEqual(['National Domestic Violence Hotline']);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
