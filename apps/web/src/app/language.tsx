import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import type { SiteChromeProps } from '@harbor-help/ui';
import { NoScriptHelpProvider } from '@harbor-help/ui/layout';
import { HEADER_LINKS, NO_SCRIPT_HELP, SITE_CHROME } from './site-chrome';

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

/** What an English page needs of spanish-paths.ts: its page's Spanish version. */
type SpanishPathOf = (pathname: string) => string | undefined;

/**
 * spanish-paths.ts's `spanishPathOf`, once known: the prerender gives it (`provideSpanishPaths`);
 * the browser loads the list (its own small chunk) only when the visitor moves to another page
 * inside the app, so the English first load carries no Spanish path (a Spanish page costs an
 * English visitor nothing; check-bundle-size.mjs).
 */
let knownSpanishPathOf: SpanishPathOf | undefined;
let loadingSpanishPaths: Promise<SpanishPathOf> | undefined;
/** The chunk's `showEnglishPageInHead`, loaded with the list (the prerender needs none). */
let showInHead: ((pathname: string) => void) | undefined;

/** For the prerender (build/entry-server.tsx), which renders every page with the list at hand. */
export function provideSpanishPaths(spanishPathOf: SpanishPathOf): void {
  knownSpanishPathOf = spanishPathOf;
}

/**
 * Loads spanish-paths.ts, once. If it cannot load (offline), links stay "Ayuda en español" (to the
 * Spanish help page, in the offline copy) until the next page load.
 */
export function loadSpanishPaths(): Promise<SpanishPathOf> {
  return (loadingSpanishPaths ??= import('./spanish-paths-chunk').then((chunk) => {
    showInHead = chunk.showEnglishPageInHead;
    return (knownSpanishPathOf = chunk.spanishPathOf);
  }));
}

const SPANISH_LINK_TEXT = 'Español';

/**
 * The page the browser loaded and the Spanish version its prerendered language link gives (a
 * path, or null for none), read once, before hydrating, as plain values (React changes that link
 * on the next navigation). Undefined where no page was prerendered (the dev server, the app shell).
 */
const FIRST_PAGE: { path: string; spanish: string | null } | undefined = (() => {
  const link =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLAnchorElement>('.web-language a[hreflang="es"]');
  return link
    ? {
        path: window.location.pathname,
        spanish: link.textContent === SPANISH_LINK_TEXT ? link.getAttribute('href') : null,
      }
    : undefined;
})();

/**
 * The Spanish version of the English page at `pathname` (undefined when it has none): for the
 * page the browser loaded, as prerendered (so it hydrates as it is, whatever has loaded since);
 * otherwise from the list once known, and `null`, not known yet, while the list loads. Once the
 * list is known (after a navigation inside the app), the head's hreflang and `og:locale` tags
 * follow the page shown (language-head.ts); until then they are the prerendered page's own.
 */
function useSpanishPath(pathname: string): string | undefined | null {
  const [known, setKnown] = useState(() => knownSpanishPathOf);
  const first = FIRST_PAGE?.path === pathname ? FIRST_PAGE : undefined;
  useEffect(() => {
    if (known) showInHead?.(pathname);
    else if (!first)
      loadSpanishPaths().then(
        (spanishPathOf) => setKnown(() => spanishPathOf),
        () => undefined,
      );
  }, [known, first, pathname]);
  if (first) return first.spanish ?? undefined;
  return known ? known(pathname) : null;
}

/**
 * Keeps the visitor's place when a language link is followed: the address's query (a search, a
 * filter, a payment's session: both languages' pages read the same ones) and its fragment go with
 * it. Read from the address when the link is used (a click, a key, a middle click), since the
 * prerendered link cannot know them.
 */
export function keepPlace({ currentTarget: link }: SyntheticEvent<HTMLAnchorElement>): void {
  link.search = window.location.search;
  link.hash = window.location.hash;
}

/**
 * On an English page: "Español" to its Spanish version, or, while it has none, "Ayuda en
 * español" to the Spanish help page. A plain link (a new page load), so it works without
 * JavaScript. While the list loads after a navigation inside the app, it says "Ayuda en español"
 * (right for every page); the new page's own chunk is loading then too.
 */
function EnglishPageLanguageLink({ pathname }: { pathname: string }) {
  const spanish = useSpanishPath(pathname);
  return (
    <p className="web-language">
      <a
        href={spanish ?? SPANISH_HELP_PATH}
        hrefLang="es"
        lang="es"
        onClick={spanish ? keepPlace : undefined}
        onAuxClick={spanish ? keepPlace : undefined}
      >
        {spanish ? SPANISH_LINK_TEXT : 'Ayuda en español'}
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
