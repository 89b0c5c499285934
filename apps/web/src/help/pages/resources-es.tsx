import {
  CHALLENGE_TITLES_ES,
  HUB_SLUGS,
  ResourceDirectory,
  preloadResourceDirectory,
} from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { RouterLink } from '../../shared/router-link';
import { SpanishFirstHelp } from '../spanish-help';
import { useResourceFiltersInUrl } from '../use-resource-filters-in-url';
import '../resources.css';

/** Where the crisis lines are, for the directory's "no match" message. */
const CRISIS_LINES_ID = 'lineas-de-crisis';

/** The cards' own links: the Spanish contact form and list. */
const CARD_PATHS = { contact: '/es/contacto', myList: '/es/mi-lista' } as const;

/**
 * /es/recursos, "Recursos" (issue 25): /resources for Spanish speakers. The help to call now
 * first (988 in Spanish, 911), then every service of the directory in Spanish words, with the
 * same search and filters kept in the URL (`?q=&challenge=&kind=&lang=`): "Idioma: Español"
 * keeps those that answer in Spanish. The services' names stay as their owners write them. Then
 * the guides by topic (/es/temas/…).
 */
export default function ResourcesSpanishPage() {
  usePageMeta({
    title: 'Recursos',
    description:
      'Líneas de crisis para llamar o enviar un mensaje de texto ahora, y servicios gratis de dinero, comida, vivienda, salud, ayuda legal y más. Revisamos cada uno en una página del grupo que lo ofrece o de la agencia que lo paga. Con enlaces para llamar o enviar un mensaje de texto con un toque. Vea cuáles atienden en español.',
  });
  const { filters, onFiltersChange } = useResourceFiltersInUrl();

  return (
    <>
      <PageHeader
        title="Recursos"
        intro="Servicios reales con los que puede comunicarse hoy. Revisamos cada uno en una página del grupo que lo ofrece o de la agencia que lo paga. Si necesita ayuda ahora mismo, empiece por “Ayuda ahora”, aquí abajo."
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
        <SpanishFirstHelp headingLevel={3} />
        <p>
          <Link to="/es/get-help">
            Más formas de pedir ayuda en español, y líneas de otros países
          </Link>
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
            lista se queda en este dispositivo. <Link to="/es/mi-lista">Ver mi lista</Link>
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
              <Link to={`/es/temas/${slug}`}>{CHALLENGE_TITLES_ES[slug]}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Copie y comparta esta lista">
        <div className="web-prose">
          <p>
            Esta lista y las líneas de crisis son datos abiertos (en inglés): cualquier persona
            puede copiarlos y compartirlos gratis.{' '}
            <Link to="/es/datos-abiertos">Qué compartimos y cómo</Link>.
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
