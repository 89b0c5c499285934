import { render, screen } from '@testing-library/react';
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

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the language link of the page the browser loaded (issue 25)', () => {
  it('keeps the prerendered link to the Spanish version, at once', async () => {
    const module = await languageModuleOnPrerenderedPage('/privacy', '/es/privacidad');
    render(<LanguageLinkOf module={module} pathname="/privacy" />);
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/privacidad');
  });

  it('keeps "Ayuda en español" at once when the page was prerendered without a Spanish version', async () => {
    const module = await languageModuleOnPrerenderedPage('/donate', null);
    render(<LanguageLinkOf module={module} pathname="/donate" />);
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
    const module = await languageModuleOnPrerenderedPage('/donate', null);
    render(<LanguageLinkOf module={module} pathname="/faq" />);
    expect(await screen.findByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes',
    );
  });
});
