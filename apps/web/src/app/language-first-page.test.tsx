import { render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The English page's language link without the Spanish pages' list (language.tsx): the page the
 * browser loaded keeps its prerendered link, so it hydrates as prerendered and the first load
 * needs no list; another page waits for the list.
 */
async function languageModuleOnPrerenderedPage(pathname: string, spanishPath: string | null) {
  window.history.replaceState(null, '', pathname);
  // The link as the prerender wrote it.
  document.body.innerHTML = `<div id="root" data-prerendered="${pathname}"><p class="web-language"><a href="${spanishPath ?? '/es/get-help'}" hreflang="es" lang="es">${spanishPath ? 'Español' : 'Ayuda en español'}</a></p></div>`;
  vi.resetModules();
  const module = await import('./language');
  document.body.innerHTML = '';
  return module;
}

function LanguageLinkOf({
  module,
  pathname,
}: {
  module: Awaited<ReturnType<typeof languageModuleOnPrerenderedPage>>;
  pathname: string;
}) {
  const { LanguageLink } = useContext(module.PageChromeContext);
  return <LanguageLink pathname={pathname} />;
}

/** The head's language tags: each hreflang's path, and the og:locale tags. */
function headLanguages() {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[hreflang]')];
  const locale = (property: string) =>
    document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
  return {
    hreflang: Object.fromEntries(links.map((link) => [link.hreflang, new URL(link.href).pathname])),
    locale: locale('og:locale'),
    alternateLocale: locale('og:locale:alternate'),
  };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
});

describe('the language link of the page the browser loaded (issue 25)', () => {
  it('keeps the prerendered link to the Spanish version, at once', async () => {
    const module = await languageModuleOnPrerenderedPage('/privacy', '/es/privacidad');
    render(<LanguageLinkOf module={module} pathname="/privacy" />);
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/privacidad');
  });

  it('keeps "Ayuda en español" at once when the page was prerendered without a Spanish version', async () => {
    const module = await languageModuleOnPrerenderedPage('/staff', null);
    render(<LanguageLinkOf module={module} pathname="/staff" />);
    expect(screen.getByRole('link', { name: 'Ayuda en español' })).toHaveAttribute(
      'href',
      module.SPANISH_HELP_PATH,
    );
  });

  it('keeps the prerendered link when the list has loaded before hydrating, and at /privacy/', async () => {
    const module = await languageModuleOnPrerenderedPage('/privacy', '/es/privacidad');
    await module.loadSpanishPaths();
    render(<LanguageLinkOf module={module} pathname="/privacy/" />);
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/privacidad');
  });

  it('after a navigation inside the app, loads the list and links the new page’s version', async () => {
    const module = await languageModuleOnPrerenderedPage('/staff', null);
    render(<LanguageLinkOf module={module} pathname="/faq" />);
    expect(await screen.findByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes',
    );
  });

  it('after a navigation inside the app, the head names the new page’s languages, not the first page’s', async () => {
    const module = await languageModuleOnPrerenderedPage('/staff', null);
    // The prerendered head of /staff, which has no Spanish version.
    document.head.innerHTML = '<meta property="og:locale" content="en_US" />';
    const { rerender } = render(<LanguageLinkOf module={module} pathname="/faq" />);
    await screen.findByRole('link', { name: 'Español' });
    // The head follows in an effect, after the link shows.
    await waitFor(() => expect(headLanguages().locale).toBe('en_US'));
    await waitFor(() => expect(headLanguages().alternateLocale).toBe('es_US'));
    expect(headLanguages()).toEqual({
      hreflang: { en: '/faq', es: '/es/preguntas-frecuentes', 'x-default': '/faq' },
      locale: 'en_US',
      alternateLocale: 'es_US',
    });

    // Back to a page without a Spanish version: no alternates are left behind.
    rerender(<LanguageLinkOf module={module} pathname="/staff" />);
    await waitFor(() =>
      expect(headLanguages()).toEqual({ hreflang: {}, locale: 'en_US', alternateLocale: null }),
    );
  });

  it('leaves the prerendered head of the page the browser loaded as it is', async () => {
    const module = await languageModuleOnPrerenderedPage('/privacy', '/es/privacidad');
    const prerendered =
      '<meta property="og:locale" content="en_US" /><link rel="alternate" hreflang="es" href="https://harbor.example/es/privacidad" />';
    document.head.innerHTML = prerendered;
    render(<LanguageLinkOf module={module} pathname="/privacy" />);
    expect(screen.getByRole('link', { name: 'Español' })).toBeInTheDocument();
    expect(document.head.innerHTML).toBe(
      '<meta property="og:locale" content="en_US"><link rel="alternate" hreflang="es" href="https://harbor.example/es/privacidad">',
    );
  });
});
