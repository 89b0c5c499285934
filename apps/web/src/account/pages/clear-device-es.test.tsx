import type { AuthContextValue } from '@harbor-help/auth';
import {
  OTHER_DEVICE_DATA_ES,
  STORED_KEYS,
  STORED_KEY_DESCRIPTIONS_ES,
} from '@harbor-help/device-storage';
import type { ClearDeviceReport, StoredKeyId } from '@harbor-help/device-storage';
import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../../shared/test/fake-auth';
import { emptyDeviceStorage, storeSomeDeviceData } from '../../shared/test/device-data';
import { removedSummary } from '../clear-device-form';
import ClearDeviceSpanishPage, { WORDS_ES } from './clear-device-es';

const fakeAuth = vi.hoisted(() => ({ current: undefined as unknown as AuthContextValue }));
vi.mock('@harbor-help/auth', () => ({ useAuth: () => fakeAuth.current }));

/** As the Spanish layout gives it: the kit's words in Spanish. */
function inSpanish(page: ReactNode) {
  return (
    <UiLocaleProvider locale="es">
      <MemoryRouter initialEntries={['/es/borrar-datos']}>{page}</MemoryRouter>
    </UiLocaleProvider>
  );
}

function renderPage() {
  return render(
    inSpanish(
      <main>
        <ClearDeviceSpanishPage />
      </main>,
    ),
  );
}

const BUTTON = 'Borrar los datos de Harbor de este dispositivo';
const DONE = 'Se borraron los datos de Harbor de este dispositivo';

beforeAll(async () => {
  await loadUiLocale('es');
});
beforeEach(() => {
  fakeAuth.current = signedOutAuth();
  storeSomeDeviceData();
});
afterEach(emptyDeviceStorage);

describe('"Borrar los datos de Harbor en este dispositivo" (/clear-device in Spanish)', () => {
  it('lists every key Harbor keeps and the offline copy, in the Spanish words of the registry', () => {
    renderPage();
    const list = screen.getByRole('region', { name: 'Lo que Harbor guarda en este dispositivo' });
    for (const id of Object.keys(STORED_KEYS) as StoredKeyId[]) {
      expect(list).toHaveTextContent(STORED_KEY_DESCRIPTIONS_ES[id].name);
      expect(list).toHaveTextContent(STORED_KEY_DESCRIPTIONS_ES[id].holds);
    }
    for (const item of OTHER_DEVICE_DATA_ES) expect(list).toHaveTextContent(item.holds);
    // The privacy page is in Spanish too: linked there, not to the English one.
    expect(within(list).getByRole('link', { name: 'página de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
  });

  it('says, in the page as prerendered, in Spanish, that the button needs JavaScript and how to do without', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(inSpanish(<ClearDeviceSpanishPage />));
    expect(html).toContain('<noscript>');
    expect(html).toContain(
      'Borrar los datos de Harbor de este dispositivo requiere JavaScript, que está desactivado o bloqueado en este navegador.',
    );
    expect(html).toContain('borre los datos de este sitio');
  });

  it('signs a signed-in visitor out, removes every key, and confirms in Spanish with focus on it', async () => {
    const user = userEvent.setup();
    fakeAuth.current = signedInAuth('basic');
    renderPage();

    await user.click(screen.getByRole('button', { name: BUTTON }));

    // Clearing loads its own chunk first: slow on a busy machine.
    const done = await screen.findByRole('heading', { name: DONE }, { timeout: 10_000 });
    // Focus moves in the confirmation's effect, which runs just after it shows.
    await waitFor(() => expect(done).toHaveFocus());
    expect(done.parentElement).toHaveTextContent('Se cerró su sesión.');
    expect(done.parentElement).toHaveTextContent('Lo que se borró: 5 datos guardados.');
    expect(fakeAuth.current.signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('clears without signing out a visitor who is not signed in', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    const done = await screen.findByRole('heading', { name: DONE }, { timeout: 10_000 });
    expect(done.parentElement).not.toHaveTextContent('Se cerró su sesión.');
    expect(fakeAuth.current.signOut).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('counts what was removed with Spanish plurals', () => {
    const report: ClearDeviceReport = {
      keys: ['app_version'],
      caches: ['a', 'b'],
      serviceWorkers: 1,
      databases: ['x', 'y'],
    };
    expect(removedSummary(report, WORDS_ES)).toBe(
      'Lo que se borró: 1 dato guardado, 2 copias sin conexión, 1 ayudante en segundo plano, 2 bases de datos del navegador.',
    );
  });

  it('says what Quick exit and clearing cannot do, and links the other Spanish pages', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Salida rápida' });
    expect(section).toHaveTextContent(
      /la Salida rápida siempre borra de este navegador todo lo que aparece arriba/,
    );
    expect(section).toHaveTextContent(/el historial/);
    expect(section).toHaveTextContent(/El botón para volver atrás/);
    expect(section).toHaveTextContent(/Si alguien revisa su teléfono/);
    expect(
      within(section).getByRole('link', { name: 'Cómo protegerse en internet' }),
    ).toHaveAttribute('href', '/es/protegerse-en-internet');
    expect(within(section).getByRole('link', { name: 'Ayuda ahora' })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
  });

  it('has no axe violations, before and after clearing', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    // color-contrast is off because jsdom does no layout or CSS cascade (checked in the browser).
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: BUTTON }));
    await screen.findByRole('heading', { name: DONE }, { timeout: 10_000 });
    expect((await axe.run(container, { rules })).violations).toEqual([]);
  });
});
