import {
  CHALLENGE_SLUGS,
  CRISIS_LINES,
  CrisisLineList,
  getChallenge,
} from '@harbor-help/challenges';
import { PageHeader, Section, StandaloneLayout } from '@harbor-help/ui';
import { useId } from 'react';
import { SITE_CHROME } from '../app/site-chrome';
import { MAIN_LAYOUT_ROUTES, STANDALONE_ROUTES } from '../app/route-table';
import { spanishPathOfRoute } from '../app/spanish-paths';

/** The module that hydrates the offline page in the browser (its chunk, by Vite's manifest key). */
export const OFFLINE_PAGE_SOURCE = 'src/offline/hydrate-offline-page.tsx';

export interface OfflineLink {
  path: string;
  label: string;
  /** The language of the page and its words, when not English (a Spanish page, issue 25). */
  lang?: 'es';
  /** An English page that has a Spanish version (the Spanish offline page leaves it out). */
  spanishVersion?: true;
}

/**
 * The words, in Spanish, for each Spanish page of the offline copy (the manifest's `es` of an
 * offline route), by its path, in the order the offline page lists them (help first); a Spanish
 * offline page needs its words here too.
 */
export const SPANISH_OFFLINE_LINK_TEXT: Readonly<Record<string, string>> = {
  '/es/get-help': 'Ayuda ahora: líneas de ayuda en español',
  '/es': 'Página principal de Harbor en español',
  '/es/preguntas-frecuentes': 'Preguntas frecuentes',
  '/es/recursos': 'Recursos: ayuda con dinero, comida, vivienda, salud y problemas legales',
  '/es/mi-lista': 'Mi lista: los servicios que guardó en este dispositivo',
  '/es/plan-de-seguridad': 'Mi plan de seguridad, guardado solo en este dispositivo',
};

/**
 * The words the offline page links each fixed page of the offline copy by, in the order it lists
 * them. Which pages are in the copy is the route manifest's `offline: true` (src/app/route-table.ts);
 * a page marked there needs its words here (the prerender stops without them).
 */
export const OFFLINE_LINK_TEXT: Readonly<Record<string, string>> = {
  '/': "Harbor's home page",
  '/get-help': 'Get help now: crisis lines you can call or text',
  '/resources': 'Resources: services for money, food, housing, health and legal help',
  '/faq': 'Questions and answers',
  '/safety-plan': 'My safety plan, kept only on this device',
  '/my-list': 'My list: the services you saved on this device',
};

export interface OfflinePageProps {
  /** The offline copy's fixed pages (the route manifest's `offline` routes without a parameter). */
  pages: readonly OfflineLink[];
  /** Every challenge page and check-in, by its title. */
  challengePages: readonly OfflineLink[];
}

/** The offline page's links: the offline copy's fixed pages, then every challenge page by title. */
export function offlinePageProps(): OfflinePageProps {
  const offline = [...STANDALONE_ROUTES, ...MAIN_LAYOUT_ROUTES].filter((route) => route.offline);
  const fixed = offline.filter((route) => !route.params).map((route) => route.path);
  const unnamed = fixed.filter((path) => !(path in OFFLINE_LINK_TEXT));
  if (unnamed.length > 0)
    throw new Error(`Give the offline page words for ${unnamed.join(', ')} in OFFLINE_LINK_TEXT`);
  const spanish: string[] = offline.flatMap((route) => {
    const es = route.params ? undefined : spanishPathOfRoute(route.path);
    return es ? [es] : [];
  });
  const unnamedSpanish = spanish.filter((path) => !(path in SPANISH_OFFLINE_LINK_TEXT));
  if (unnamedSpanish.length > 0)
    throw new Error(
      `Give the offline page words for ${unnamedSpanish.join(', ')} in SPANISH_OFFLINE_LINK_TEXT`,
    );
  return {
    pages: [
      ...Object.entries(OFFLINE_LINK_TEXT)
        .filter(([path]) => fixed.includes(path))
        .map(([path, label]) =>
          spanishPathOfRoute(path)
            ? { path, label, spanishVersion: true as const }
            : { path, label },
        ),
      ...Object.entries(SPANISH_OFFLINE_LINK_TEXT)
        .filter(([path]) => spanish.includes(path))
        .map(([path, label]) => ({ path, label, lang: 'es' as const })),
    ],
    challengePages: (offline.some((route) => route.params === 'challenges')
      ? CHALLENGE_SLUGS
      : []
    ).map((slug) => ({
      path: `/challenges/${slug}`,
      label: getChallenge(slug)?.title ?? slug,
    })),
  };
}

/**
 * What the service worker answers, offline, for a page that is not in the offline copy
 * (written to dist/offline.html by build/prerender.mjs, hydrated by hydrate-offline-page.tsx):
 * the crisis lines with their phone and text links, and plain links to every page that opens
 * without a connection. "Try this page again" reloads the address the visitor asked for.
 */
export function OfflinePage({ pages, challengePages }: OfflinePageProps) {
  const linesTitleId = useId();
  return (
    <StandaloneLayout {...SITE_CHROME}>
      {/* As on every page: the other language, here its help page, which opens offline too. */}
      <p className="web-language">
        <a href="/es/get-help" hrefLang="es" lang="es">
          Ayuda en español
        </a>
      </p>
      <PageHeader
        title="You're offline"
        intro="This page is not in Harbor's offline copy, so it needs a connection. Phone numbers still work."
      />
      <section className="harbor-crisis-lines" aria-labelledby={linesTitleId}>
        <h2 id={linesTitleId} className="harbor-section__title">
          Crisis lines in the United States
        </h2>
        <p>Free and private. You do not have to give your name.</p>
        <CrisisLineList lines={CRISIS_LINES} reportProblems={false} />
        <p>
          Lines for other countries are on <a href="/get-help">Get help now</a>, which opens without
          a connection too.
        </p>
      </section>
      <Section title="Pages you can open without a connection">
        <ul className="web-links">
          {pages.map((page) => (
            <li key={page.path}>
              <a href={page.path} lang={page.lang} hrefLang={page.lang}>
                {page.label}
              </a>
            </li>
          ))}
        </ul>
        <h3>Challenge pages and check-ins</h3>
        <ul className="web-links web-offline__challenges">
          {challengePages.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.label}</a>
            </li>
          ))}
        </ul>
      </Section>
      <p>
        Back online?{' '}
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => window.location.reload()}
        >
          Try this page again
        </button>
      </p>
    </StandaloneLayout>
  );
}
