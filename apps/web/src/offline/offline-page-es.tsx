import { useEffect, useState } from 'react';
import { PageHeader, Section, StandaloneLayout } from '@harbor-help/ui';
import { UiLocaleProvider } from '@harbor-help/ui/locale';
import { SPANISH_SITE_CHROME } from '../app/site-chrome-es';
import { CHALLENGE_TITLES_ES, getChallenge } from '@harbor-help/challenges';
import { SpanishFirstHelp } from '../help/spanish-help';
import { InEnglish } from '../info/in-english';
import { spanishPathOf } from '../app/spanish-paths';
import type { OfflineLink, OfflinePageProps } from './offline-page';
import { spanishPagesKept } from './spanish-copy-kept';

/** The module that hydrates the Spanish offline page (its chunk, by Vite's manifest key). */
export const SPANISH_OFFLINE_PAGE_SOURCE = 'src/offline/hydrate-offline-page-es.tsx';

/**
 * The words, in Spanish, for each English page of the offline copy that has no Spanish version,
 * by its path: the Spanish offline page links it marked "(en inglés)". A page of the copy
 * missing here stops the prerender (`spanishOfflineLinks`).
 */
export const ENGLISH_OFFLINE_PAGES_IN_SPANISH: Readonly<Record<string, string>> = {};

/**
 * What the Spanish offline page links: the Spanish pages of the copy (in Spanish), then the English
 * pages of the copy that have no Spanish version (words in Spanish, marked as English pages).
 * An English page with a Spanish version is left out: its Spanish page is above.
 */
export function spanishOfflineLinks({ pages }: OfflinePageProps): {
  spanish: readonly OfflineLink[];
  english: readonly OfflineLink[];
} {
  const spanish = pages.filter((page) => page.lang === 'es');
  const english = pages
    .filter((page) => page.lang !== 'es' && !page.spanishVersion)
    .map((page) => {
      const label = ENGLISH_OFFLINE_PAGES_IN_SPANISH[page.path];
      if (!label)
        throw new Error(
          `Give the Spanish offline page words for ${page.path} in ENGLISH_OFFLINE_PAGES_IN_SPANISH`,
        );
      return { path: page.path, label };
    });
  return { spanish, english };
}

/**
 * The offline page in Spanish (issue 25; usted, terms in docs/glossary-es.md): what the offline
 * copy answers, offline, for a page under /es that is not in it (written to dist/es/offline.html
 * by build/prerender.mjs, hydrated by hydrate-offline-page-es.tsx). The ways to talk in Spanish
 * first (988, press 2; AYUDA; 911), then every page that opens without a connection: the guides
 * in Spanish on a device that keeps the copy in Spanish, else in English.
 */
export function OfflinePageEs(props: OfflinePageProps) {
  const { spanish, english } = spanishOfflineLinks(props);
  // Each guide by its Spanish name, at its English and Spanish addresses.
  const guides = props.challengePages.flatMap((page) => {
    const challenge = getChallenge(page.path.slice('/challenges/'.length));
    const es = spanishPathOf(page.path);
    return challenge && es
      ? [{ path: page.path, es, label: CHALLENGE_TITLES_ES[challenge.slug] }]
      : [];
  });
  // The copy holds the guides in English for everyone, and in Spanish on a device that keeps
  // the copy in Spanish (known only in the browser: the prerendered page links the English ones).
  const [keptInSpanish, setKeptInSpanish] = useState(false);
  useEffect(() => {
    let current = true;
    void spanishPagesKept(guides.map((guide) => guide.es)).then((kept) => {
      if (current) setKeptInSpanish(kept);
    });
    return () => {
      current = false;
    };
    // The guides are the build's: the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <UiLocaleProvider locale="es">
      <StandaloneLayout {...SPANISH_SITE_CHROME}>
        {/* As on every page: the other language, here its help page, which opens offline too. */}
        <p className="web-language">
          <a href="/get-help" hrefLang="en" lang="en">
            English
          </a>
        </p>
        <PageHeader
          title="No tiene conexión"
          intro="Esta página no está en la copia sin conexión de Harbor, así que necesita conexión a internet. Puede llamar o enviar mensajes de texto aunque no tenga internet."
        />
        <p>Es gratis y privado. No tiene que dar su nombre.</p>
        <SpanishFirstHelp />
        <p>
          En <a href="/es/get-help">Ayuda ahora</a> hay más líneas de ayuda en español y algunas de
          otros países. Esa página también se abre sin conexión.
        </p>
        <Section title="Páginas que se abren sin conexión">
          <ul className="web-links">
            {spanish.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.label}</a>
              </li>
            ))}
            {english.map((page) => (
              <li key={page.path}>
                <InEnglish href={page.path}>{page.label}</InEnglish>
              </li>
            ))}
          </ul>
          <h3>Guías por tema, con sus cuestionarios</h3>
          <p>
            {keptInSpanish
              ? 'Las guías en español están guardadas en este dispositivo. Se abren sin conexión.'
              : 'Sin conexión, las guías solo se abren en inglés. Para tenerlas también en español, abra Harbor en español cuando tenga conexión: así se guardan en este dispositivo. No se guardan en el modo de computadora compartida, ni cuando su teléfono o su navegador está ahorrando datos o la conexión es muy lenta.'}
          </p>
          <ul className="web-links web-offline__challenges">
            {guides.map((guide) => (
              <li key={guide.path}>
                {keptInSpanish ? (
                  <a href={guide.es}>{guide.label}</a>
                ) : (
                  <InEnglish href={guide.path}>{guide.label}</InEnglish>
                )}
              </li>
            ))}
          </ul>
        </Section>
        <p>
          ¿Ya tiene conexión?{' '}
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={() => window.location.reload()}
          >
            Volver a cargar esta página
          </button>
        </p>
      </StandaloneLayout>
    </UiLocaleProvider>
  );
}
