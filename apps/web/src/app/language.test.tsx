import { STORED_KEYS } from '@harbor-help/device-storage';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedOutAuth } from '../shared/test/fake-auth';
import { AppLayout } from './app-layout';
import { loadSpanishPaths, SPANISH_HELP_PATH } from './language';
import { chosenLanguage, LANGUAGE_KEY, prefersSpanish, rememberLanguage } from './language-choice';
import SpanishLayout, { preload } from './spanish-layout';
import { englishPathOf, spanishPathOf } from './spanish-paths';
import { untranslatedChromeLabels } from './site-chrome-es';
import { recordSharedComputerMode } from '@harbor-help/device-storage';

vi.mock('@harbor-help/auth', () => ({ useAuth: () => signedOutAuth }));

/** An English page in the app's layout, or a Spanish page in the Spanish layout's own routes. */
function renderAt(path: string, spanish: boolean) {
  const page = { path: path.slice(1), element: <p>page</p> };
  const router = createMemoryRouter(
    [
      spanish
        ? { path: 'es/*', element: <SpanishLayout /> }
        : { element: <AppLayout />, children: [page] },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

/** A Spanish page in the Spanish layout, with its router to move to another. */
function renderSpanishWithRouter(path: string) {
  const router = createMemoryRouter([{ path: 'es/*', element: <SpanishLayout /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router };
}

/** Where a link goes on this site: its path, query and fragment. */
function place(link: HTMLElement): string {
  const { pathname, search, hash } = new URL((link as HTMLAnchorElement).href);
  return `${pathname}${search}${hash}`;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  recordSharedComputerMode(false);
});

describe('the language link (issue 25)', () => {
  it('maps each page to its other language from the route manifest', () => {
    expect(spanishPathOf('/get-help')).toBe('/es/get-help');
    expect(englishPathOf('/es/get-help')).toBe('/get-help');
    expect(spanishPathOf('/staff')).toBeUndefined();
    expect(englishPathOf('/get-help')).toBeUndefined();
  });

  it('on an English page with a Spanish version: "Español", to that version, a plain link', async () => {
    renderAt('/get-help', false);
    const link = await screen.findByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/get-help');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
  });

  it("keeps the visitor's place both ways: the address's query and fragment go with the link", async () => {
    const address = window.location.href;
    try {
      window.history.replaceState(null, '', '/resources?lang=es&q=rent#results');
      const english = renderAt('/resources', false);
      const spanishLink = await screen.findByRole('link', { name: 'Español' });
      expect(spanishLink).toHaveAttribute('href', '/es/recursos');
      fireEvent.click(spanishLink);
      expect(place(spanishLink)).toBe('/es/recursos?lang=es&q=rent#results');
      english.unmount();

      await preload();
      window.history.replaceState(null, '', '/es/recursos?lang=es#results');
      renderAt('/es/recursos', true);
      const englishLink = screen.getByRole('link', { name: 'English' });
      // Opened in a new tab (a middle click) as well as followed.
      fireEvent(englishLink, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
      expect(place(englishLink)).toBe('/resources?lang=es#results');
      fireEvent.click(englishLink);
      expect(place(englishLink)).toBe('/resources?lang=es#results');
      expect(chosenLanguage()).toBe('en');
    } finally {
      window.history.replaceState(null, '', address);
    }
  });

  it('on an English page without one yet: "Ayuda en español", to the Spanish help page', async () => {
    renderAt('/staff', false);
    await loadSpanishPaths();
    const link = screen.getByRole('link', { name: 'Ayuda en español' });
    expect(link).toHaveAttribute('href', SPANISH_HELP_PATH);
    expect(link).toHaveAttribute('lang', 'es');
  });

  it('on a Spanish page: "English", to the same page in English, and the chrome in Spanish', async () => {
    await preload();
    renderAt('/es/get-help', true);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/get-help');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: 'Ayuda ahora' })).toHaveAttribute(
      'href',
      '/es/get-help',
    );
    expect(screen.getByRole('button', { name: /Salida rápida/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(untranslatedChromeLabels()).toEqual([]);
  });

  it('on a Spanish page: the head names both languages of the page shown, after a navigation too', async () => {
    await preload();
    document.head.innerHTML = '';
    const { router } = renderSpanishWithRouter('/es/get-help');
    const hreflang = () =>
      Object.fromEntries(
        [...document.head.querySelectorAll<HTMLLinkElement>('link[hreflang]')].map((link) => [
          link.hreflang,
          new URL(link.href).pathname,
        ]),
      );
    expect(hreflang()).toEqual({ en: '/get-help', es: '/es/get-help', 'x-default': '/get-help' });
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      'es_US',
    );
    await act(() => router.navigate('/es/privacidad'));
    expect(hreflang()).toEqual({ en: '/privacy', es: '/es/privacidad', 'x-default': '/privacy' });
    expect(document.head.querySelectorAll('meta[property="og:locale"]')).toHaveLength(1);
    document.head.innerHTML = '';
  });

  it('on a Spanish page: the footer goes to the Spanish version of a page that has one', async () => {
    await preload();
    renderAt('/es/get-help', true);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Borrar los datos de Harbor en este dispositivo' }),
    ).toHaveAttribute('href', '/es/borrar-datos');
    expect(
      within(footer).getByRole('link', { name: 'Cómo protegerse en internet' }),
    ).toHaveAttribute('href', '/es/protegerse-en-internet');
    expect(within(footer).getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
    expect(within(footer).getByRole('link', { name: 'Mi lista' })).toHaveAttribute(
      'href',
      '/es/mi-lista',
    );
  });
});

describe('an unknown path under /es', () => {
  it('goes to the Spanish home page, as an unknown English path goes to /', async () => {
    await preload();
    const router = createMemoryRouter([{ path: 'es/*', element: <SpanishLayout /> }], {
      initialEntries: ['/es/no-existe'],
    });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
  });
});

describe('the chosen language, through the storage registry', () => {
  it('is a listed key, kept in localStorage', () => {
    expect(STORED_KEYS.language.key).toBe(LANGUAGE_KEY);
    rememberLanguage('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(chosenLanguage()).toBe('es');
  });

  it('is kept for this tab only in shared-computer mode', () => {
    recordSharedComputerMode(true);
    rememberLanguage('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(chosenLanguage()).toBe('en');
  });

  it('opening a Spanish page remembers Spanish', async () => {
    await preload();
    renderAt('/es/get-help', true);
    expect(chosenLanguage()).toBe('es');
  });
});

describe('whether the browser prefers Spanish', () => {
  it('reads the first of Spanish or English in navigator.languages', () => {
    expect(prefersSpanish(['es-MX', 'en-US'])).toBe(true);
    expect(prefersSpanish(['fr', 'es'])).toBe(true);
    expect(prefersSpanish(['en-US', 'es'])).toBe(false);
    expect(prefersSpanish(['fr'])).toBe(false);
    expect(prefersSpanish(['eu', 'et'])).toBe(false);
  });
});
