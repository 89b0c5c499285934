import { UiLocaleProvider, loadUiLocale } from '@harbor-help/ui/locale';
import { useEffect } from 'react';
import { Navigate, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { keepPlace, PageChromeContext, SPANISH_HELP_PATH, type PageChrome } from './language';
import { showLanguagesInHead } from './language-head';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES, type RouteTable } from './route-table';
import { rememberLanguage } from './language-choice';
import { RouteErrorBoundary } from './route-error-boundary';
import { pageRoutes, preloadPage, splatPath } from './routes';
import { SPANISH_SITE_CHROME, SPANISH_HEADER_LINKS } from './site-chrome-es';
import { spanishPageOf } from './spanish-pages';
import { englishPathOf, spanishPathOfRoute } from './spanish-paths';
import { StandaloneRouteLayout } from './standalone-route-layout';

/**
 * On a Spanish page: "English", to the same page in English (spanish-paths.ts), named in the
 * head's hreflang tags too. A plain link, so it works without JavaScript; following it remembers English (language-choice.ts).
 */
function SpanishPageLanguageLink({ pathname }: { pathname: string }) {
  const english = englishPathOf(pathname);
  // The head's hreflang and og:locale tags, for the page shown after a navigation in the app.
  useEffect(
    () => showLanguagesInHead(pathname, { locale: 'es', alternate: english ?? null }),
    [pathname, english],
  );
  return (
    <p className="web-language">
      <a
        href={english ?? '/'}
        hrefLang="en"
        lang="en"
        onAuxClick={english ? keepPlace : undefined}
        onClick={(event) => {
          if (english) keepPlace(event);
          rememberLanguage('en');
        }}
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
 * A layout's Spanish pages (spanish-paths.ts, spanish-pages.ts): each English route that has one,
 * at its Spanish path relative to /es, with its Spanish page module and the English route's props.
 */
function spanishTable(table: RouteTable): RouteTable {
  return table.flatMap((route) => {
    const spanish = spanishPathOfRoute(route.path);
    return spanish
      ? [{ ...route, path: spanish.slice('/es'.length) || '/', page: spanishPageOf(route.path) }]
      : [];
  });
}

/**
 * The Spanish pages' routes, under the app's `/es/*` (routes.tsx), in the same layouts as the
 * English pages; any other path under /es goes to the Spanish home page, as an unknown English
 * path goes to /. routes.tsx's `preloadPage` and `pagesFor` read them through this export.
 */
export const routes: RouteObject[] = [
  { element: <StandaloneRouteLayout />, children: pageRoutes(spanishTable(STANDALONE_ROUTES)) },
  { element: <AppLayout />, children: pageRoutes(spanishTable(MAIN_LAYOUT_ROUTES)) },
  { path: '*', element: <Navigate to="/es" replace /> },
];

/**
 * Loaded before a Spanish page renders (prerender, hydration): the kit's Spanish words, and the
 * page at the rest of the path (`params['*']`) with what it loads.
 */
export async function preload(params: Params = {}): Promise<void> {
  await Promise.all([loadUiLocale('es'), preloadPage(splatPath(params), routes)]);
}

/**
 * The layout route around every Spanish page (issue 25), loaded with them only: the Spanish
 * chrome (header, footer, Quick exit, the language link), the kit's Spanish words, and
 * `<html lang="es">` (the prerender writes it; this keeps it true after a navigation). Opening a
 * Spanish page remembers Spanish, so the offer to switch never shows again on this device.
 */
export default function SpanishLayout() {
  const page = useRoutes(routes);
  const { key } = useLocation();
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
        {/* A Spanish page that breaks gets the error page in Spanish, its way home to /es. */}
        <RouteErrorBoundary locationKey={key} homeHref="/es">
          {page}
        </RouteErrorBoundary>
      </PageChromeContext.Provider>
    </UiLocaleProvider>
  );
}
