import {
  CHALLENGE_TITLES_ES,
  HUB_SLUGS,
  ResourceDirectory,
  parseResourceFilters,
  preloadResourceDirectory,
  resourceFiltersToParams,
} from '@harbor-help/challenges';
import type { ResourceFilters } from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { InEnglish } from '../../info/in-english';
import { RouterLink } from '../../shared/router-link';
import { SpanishFirstHelp } from '../spanish-help';
import '../resources.css';

/** Where the crisis lines are, for the directory's "no match" message. */
const CRISIS_LINES_ID = 'lineas-de-crisis';

/** The cards' own links: the Spanish contact form and list. */
const CARD_PATHS = { contact: '/es/contacto', myList: '/es/mi-lista' } as const;

/**
 * /es/recursos, "Recursos" (issue 25): /resources for Spanish speakers. The help to call now
 * first (988 in Spanish, 911), then every service of the directory in Spanish words, with the
 * same search and filters kept in the URL (`?q=&challenge=&kind=&lang=`): "Idioma: Español"
 * keeps those that answer in Spanish. The services' names stay as their owners write them. The
 * guides by topic are still in English, and their links say so.
 */
export default function ResourcesSpanishPage() {
  usePageMeta({
    title: 'Recursos',
    description:
      'Servicios gratis que puede usar hoy: dinero, comida, vivienda, salud, ayuda legal y más. Cada uno comprobado en la página de quien lo ofrece, con enlaces para llamar o enviar un texto. Vea cuáles atienden en español.',
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseResourceFilters(searchParams);
  const onFiltersChange = useCallback(
    (next: ResourceFilters, { typing }: { typing: boolean }) => {
      // As on /resources: typing replaces the history entry, a filter adds one.
      setSearchParams(resourceFiltersToParams(next), { replace: typing, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return (
    <>
      <PageHeader
        title="Recursos"
        intro="Servicios reales que puede usar hoy. Revisamos cada uno en la página del grupo que lo ofrece o de la agencia que lo paga. Si necesita ayuda ahora mismo, empiece por aquí."
      />
      <section
        id={CRISIS_LINES_ID}
        className="harbor-section"
        aria-labelledby={`${CRISIS_LINES_ID}-title`}
        tabIndex={-1}
      >
        <h2 id={`${CRISIS_LINES_ID}-title`} className="harbor-section__title">
          Ayuda ahora
        </h2>
        <SpanishFirstHelp />
        <p>
          <Link to="/es/get-help">Todas las líneas de ayuda con atención en español</Link>
        </p>
      </section>
      <Section title="Buscar un servicio">
        <div className="web-prose">
          <p>
            Los nombres de los servicios están en inglés, como los escriben quienes los ofrecen.
            Para ver solo los que atienden en español, elija “Español” en “Idioma”.
          </p>
          <p className="web-resources__my-list">
            Elija “Guardar en mi lista” debajo de un servicio para encontrarlo rápido después. Su
            lista queda solo en este dispositivo. <Link to="/es/mi-lista">Ver mi lista</Link>
          </p>
        </div>
        <ResourceDirectory
          filters={filters}
          onFiltersChange={onFiltersChange}
          crisisLinesHref={`#${CRISIS_LINES_ID}`}
          linkComponent={RouterLink}
          paths={CARD_PATHS}
        />
      </Section>
      <Section title="Guías por tema">
        <ul className="web-resources__topics">
          {HUB_SLUGS.map((slug) => (
            <li key={slug}>
              <InEnglish href={`/challenges/${slug}`}>{CHALLENGE_TITLES_ES[slug]}</InEnglish>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Use esta lista">
        <div className="web-prose">
          <p>
            Esta lista y las líneas de crisis son datos abiertos: cualquier persona puede copiarlos
            y compartirlos gratis. <InEnglish href="/open-data">Qué compartimos y cómo</InEnglish>.
          </p>
        </div>
      </Section>
    </>
  );
}

/** The directory and its Spanish words, so the page renders them at once. */
export function preload(): Promise<void> {
  return preloadResourceDirectory('es');
}
