import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { spanishPathOf } from '../../app/spanish-paths';
import { usePageMeta } from '../../app/use-page-title';
import { CHALLENGE_SUMMARIES_ES, CHALLENGE_TITLES_ES } from '@harbor-help/challenges';
// Through the English page's module, so the returning visitor's check-ins are read as there
// (and its styles come with it).
import { TopicCards, useWhereYouLeftOff } from './explore';

/**
 * /es/explorar, "¿Qué está enfrentando?" (issue 25): /explore for Spanish speakers. Every topic
 * with its Spanish name and what it is about, and its check-in where it has one, each linking
 * its Spanish guide (/es/temas/…). A returning visitor's unfinished check-ins and last action plan come first, read from this
 * browser after mount, as on /explore.
 */
export default function ExploreSpanishPage() {
  usePageMeta({
    title: 'Explorar los temas',
    description:
      '¿Qué está enfrentando? Elija un tema para encontrar servicios reales, pasos que puede dar hoy y cuestionarios cortos que le ayudan a hacer un plan.',
  });
  const { canContinue, unfinished, completed } = useWhereYouLeftOff();

  return (
    <>
      <PageHeader
        title="¿Qué está enfrentando?"
        intro="Elija lo que más se parezca a su situación. Cada guía tiene servicios reales a los que puede acudir, pasos para hoy e información sobre sus derechos. Algunas tienen un cuestionario corto que le ayuda a hacer un plan."
      />

      {/* As on /explore: the note holds the place of "Seguir donde se quedó" until the page
          has read this browser, so the topics below move only for a visitor with a check-in
          to go back to. */}
      {!canContinue ? (
        <div className="web-explore__note">
          <p>
            <strong>Le damos la bienvenida a Harbor.</strong> Puede empezar por donde quiera, y no
            hace falta crear una cuenta. Tome lo que le sirva y deje el resto. Si necesita ayuda
            ahora mismo, <Link to="/es/get-help">vea las líneas de ayuda</Link>.
          </p>
        </div>
      ) : null}

      {canContinue ? (
        <Section title="Seguir donde se quedó">
          <ul className="web-links">
            {unfinished.map(({ slug, step }) => (
              <li key={slug}>
                <Link to={`/es/temas/${slug}`}>
                  Seguir con su cuestionario desde el paso {step + 1}: {CHALLENGE_TITLES_ES[slug]}
                </Link>
              </li>
            ))}
            {completed ? (
              <li>
                <Link to={`/es/temas/${completed}`}>
                  Ver su plan de acción: {CHALLENGE_TITLES_ES[completed]}
                </Link>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}

      <Section title="Elija un tema">
        <TopicCards
          link={(href, label) => <Link to={spanishPathOf(href) ?? href}>{label}</Link>}
          title={(slug) => CHALLENGE_TITLES_ES[slug]}
          summary={(slug) => CHALLENGE_SUMMARIES_ES[slug]}
          checkIn={(title) => `Hacer el cuestionario: ${title}`}
        />
      </Section>

      <Section title="O busque de otra manera">
        <ul className="web-links">
          <li>
            <Link to="/es/recursos?lang=es">
              Buscar entre los servicios que atienden en español
            </Link>
          </li>
          <li>
            <Link to="/es/get-help">Ayuda ahora, en español</Link>
          </li>
          <li>
            <Link to="/es/biblioteca">La biblioteca de Harbor</Link>
          </li>
          <li>
            <Link to="/es/compartir">Comparta su historia</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
