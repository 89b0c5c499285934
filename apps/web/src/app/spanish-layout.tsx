import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageChromeContext, SPANISH_HELP_PATH, type PageChrome } from './language';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES, type PageModule } from './route-table';
import { rememberLanguage } from './language-choice';
import { SPANISH_SITE_CHROME, SPANISH_HEADER_LINKS } from './site-chrome-es';
import { spanishPageOf } from './spanish-pages';

/** The English version of a Spanish page (the manifest's `es`), or null for another path. */
export function englishPathOf(pathname: string): string | null {
  return (
    [...STANDALONE_ROUTES, ...MAIN_LAYOUT_ROUTES].find((route) => route.es === pathname)?.path ??
    null
  );
}

/**
 * On a Spanish page: "English", to the same page in English (the manifest's alternate). A plain
 * link, so it works without JavaScript; following it remembers English (language-choice.ts).
 */
function SpanishPageLanguageLink({ pathname }: { pathname: string }) {
  return (
    <p className="web-language">
      <a
        href={englishPathOf(pathname) ?? '/'}
        hrefLang="en"
        lang="en"
        onClick={() => rememberLanguage('en')}
      >
        English
      </a>
    </p>
  );
}

/**
 * What a form says about help when JavaScript is off, after the kit's "… requiere JavaScript, que
 * está desactivado o bloqueado en este navegador." (site-chrome.tsx's NO_SCRIPT_HELP, in Spanish:
 * the calls and text of /es/get-help). Only the prerendered HTML has it, so only the prerender's
 * build carries its bytes.
 */
const SPANISH_NO_SCRIPT_HELP = import.meta.env.SSR ? (
  <>
    Puede seguir leyendo todas las páginas de este sitio. ¿Alguien está en peligro ahora mismo?
    Llame al <a href="tel:911">911</a>. ¿Piensa en hacerse daño o está en crisis? Llame al{' '}
    <a href="tel:988">988</a> y marque 2, o envíe AYUDA al <a href="sms:988?&amp;body=AYUDA">988</a>
    . Es gratis, a toda hora. Toda la ayuda en español está en{' '}
    <a href={SPANISH_HELP_PATH}>Ayuda ahora</a>.
  </>
) : undefined;

const SPANISH_CHROME: PageChrome = {
  chrome: SPANISH_SITE_CHROME,
  header: SPANISH_HEADER_LINKS,
  LanguageLink: SpanishPageLanguageLink,
  offlineNotice: 'No tiene conexión. Los números de teléfono siguen funcionando.',
  noScriptHelp: SPANISH_NO_SCRIPT_HELP,
};

/**
 * The Spanish page of the English route at `englishPath` (spanish-pages.ts), loaded: the router's
 * Spanish routes load their pages through this chunk (routes.tsx).
 */
export function spanishPage(englishPath: string): Promise<PageModule> {
  return spanishPageOf(englishPath)();
}

/** Loaded before a Spanish page renders (prerender, hydration): the kit's Spanish words. */
export function preload(): Promise<void> {
  return loadUiLocale('es');
}

/**
 * The layout route around every Spanish page (issue 25), loaded with them only: the Spanish
 * chrome (header, footer, Quick exit, the language link), the kit's Spanish words, and
 * `<html lang="es">` (the prerender writes it; this keeps it true after a navigation). Opening a
 * Spanish page remembers Spanish, so the offer to switch never shows again on this device.
 */
export default function SpanishLayout() {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = 'es';
    rememberLanguage('es');
    return () => {
      root.lang = 'en';
    };
  }, []);
  return (
    <UiLocaleProvider locale="es">
      <PageChromeContext.Provider value={SPANISH_CHROME}>
        <Outlet />
      </PageChromeContext.Provider>
    </UiLocaleProvider>
  );
}
