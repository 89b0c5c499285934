import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SiteChromeProps } from '@harbor-help/ui';
import { NoScriptHelpProvider } from '@harbor-help/ui/layout';
import { HEADER_LINKS, NO_SCRIPT_HELP, SITE_CHROME } from './site-chrome';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES } from './route-table';

/**
 * The language dimension of the layouts (issue 25). An English page's chrome is built in; a
 * Spanish page's comes with the Spanish layout's chunk (spanish-layout.tsx), which provides it
 * here, so no Spanish word is in the English first load.
 */
export interface PageChrome {
  chrome: SiteChromeProps & typeof SITE_CHROME;
  header: typeof HEADER_LINKS;
  /** The link to the same page in the other language, at the top of every page. */
  LanguageLink: ComponentType<{ pathname: string }>;
  /** The offline notice's words (OfflineNotice's own, English, when left out). */
  offlineNotice?: string;
  /**
   * What a form says about help when JavaScript is off (site-chrome.tsx's NO_SCRIPT_HELP, in
   * English, when left out). Only the prerender reads it: give it under `import.meta.env.SSR`.
   */
  noScriptHelp?: ReactNode;
}

/** Where an English page without its Spanish version yet sends a Spanish speaker. */
export const SPANISH_HELP_PATH = '/es/get-help';

/** The Spanish version of an English page (the manifest's `es`), or undefined when it has none. */
export function spanishPathOf(pathname: string): string | undefined {
  return [...STANDALONE_ROUTES, ...MAIN_LAYOUT_ROUTES].find((route) => route.path === pathname)?.es;
}

/**
 * On an English page: "Español" to its Spanish version, or, while it has none, "Ayuda en
 * español" to the Spanish help page. A plain link (a new page load), so it works without
 * JavaScript.
 */
function EnglishPageLanguageLink({ pathname }: { pathname: string }) {
  const spanish = spanishPathOf(pathname);
  return (
    <p className="web-language">
      <a href={spanish ?? SPANISH_HELP_PATH} hrefLang="es" lang="es">
        {spanish ? 'Español' : 'Ayuda en español'}
      </a>
    </p>
  );
}

/** The chrome of the page's language: English unless the Spanish layout provides its own. */
export const PageChromeContext = createContext<PageChrome>({
  chrome: SITE_CHROME,
  header: HEADER_LINKS,
  LanguageLink: EnglishPageLanguageLink,
});

/**
 * Gives the forms of the page (their `<noscript>` note) the help of the page's language: the
 * chrome's `noScriptHelp`, else NO_SCRIPT_HELP. For the prerender only (`import.meta.env.SSR`):
 * React renders no `<noscript>` content in the browser, so the first load carries none of it.
 */
export function PageNoScriptHelp({ children }: { children: ReactNode }) {
  const { noScriptHelp } = useContext(PageChromeContext);
  return (
    <NoScriptHelpProvider value={noScriptHelp ?? NO_SCRIPT_HELP}>{children}</NoScriptHelpProvider>
  );
}
