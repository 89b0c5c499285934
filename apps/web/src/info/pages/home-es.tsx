import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { SPANISH_CHALLENGE_LINKS } from '../../help/challenge-links-es';
import { Call, lineById, SpanishFirstHelp, Text, Ways, wayOf } from '../../help/spanish-help';
import { SPANISH_LINE_TITLES } from '../../help/spanish-line-names';
import '../home.css';

/**
 * /es, Harbor's home page in Spanish (issue 25), written for Spanish speakers (usted; terms in
 * docs/glossary-es.md), not word for word from /. It says plainly what is in Spanish today and
 * what is still in English: help first (988 in Spanish and 911, from the lines' own data, as on
 * /es/get-help), then the Spanish pages, the directory filtered to services that answer in
 * Spanish, and the guides by topic (/es/temas/…). No blog list: the posts
 * are in English. No greeting for a returning visitor, as on the English page.
 */
/**
 * The other lines the English home page lists (CRISIS_LINES), with their Spanish way in where
 * the owner publishes one: the same services, by the same numbers (home-es.test.tsx).
 */
function OtherLines() {
  const textLine = lineById('crisis-text-line');
  const textLineSpanish = wayOf(textLine, (way) => way.kind === 'spanish' && !!way.text);
  const hotline = lineById('domestic-violence-hotline');
  return (
    <ul className="web-home__crisis">
      <li>
        <h3 className="web-home__crisis-name">
          {SPANISH_LINE_TITLES['crisis-text-line']} (<span lang="en">{textLine.name}</span>)
        </h3>
        <Ways>
          <li>
            {textLineSpanish.text ? (
              <Text text={textLineSpanish.text}>
                Envíe {textLineSpanish.text.body} al {textLineSpanish.text.number}
              </Text>
            ) : null}
          </li>
        </Ways>
      </li>
      <li>
        <h3 className="web-home__crisis-name">
          {SPANISH_LINE_TITLES['domestic-violence-hotline']} (<span lang="en">{hotline.name}</span>)
        </h3>
        <Ways>
          <li>
            {hotline.phone ? (
              <Call phone={hotline.phone}>Llame al {hotline.phone.display}</Call>
            ) : null}
          </li>
          <li>
            {hotline.text ? (
              <Text text={hotline.text}>
                Envíe {hotline.text.body} al {hotline.text.number}
              </Text>
            ) : null}
          </li>
        </Ways>
        <p>
          Para usted si alguien en su casa le hace daño, le da miedo o controla su vida. Todavía no
          hemos podido confirmar si atienden en español. Puede llamar y preguntar.
        </p>
      </li>
    </ul>
  );
}

/** The Spanish home page's description (es/404.html, written by the build, says it too). */
export const HOME_DESCRIPTION_ES =
  'Harbor le ayuda a encontrar apoyo en momentos difíciles: líneas de ayuda en español, gratis y privadas, y guías sobre salud mental, dinero, vivienda, inmigración y más.';

export default function HomeSpanishPage() {
  usePageMeta({ title: null, description: HOME_DESCRIPTION_ES });
  return (
    <>
      <PageHeader
        title="Aquí hay ayuda para los momentos difíciles"
        intro="Harbor le ayuda a encontrar apoyo cuando la vida se pone difícil. Encontrará ayuda sobre salud mental, dinero, vivienda, inmigración, trato injusto, drogas o alcohol, y más. Casi todo es gratis. No tiene que crear una cuenta ni dar su nombre."
      />

      <SpanishFirstHelp />
      <Section title="Otras líneas de ayuda, gratis y a toda hora">
        <OtherLines />
        <p>
          <Link to="/es/get-help">Todas las líneas de ayuda y para qué sirve cada una</Link>
        </p>
      </Section>

      <Section title="Páginas en español">
        <p>
          Estamos traduciendo Harbor. Por ahora, estas son las páginas en español. Las demás siguen
          en inglés, y se lo decimos en cada enlace.
        </p>
        <ul className="web-links">
          <li>
            <Link to="/es/get-help">Ayuda ahora</Link>: líneas de crisis y de apoyo, gratis y a toda
            hora.
          </li>
          <li>
            <Link to="/es/protegerse-en-internet">Cómo protegerse en internet</Link>: por si otra
            persona puede ver su teléfono o su computadora.
          </li>
          <li>
            <Link to="/es/borrar-datos">Borrar los datos de Harbor en este dispositivo</Link>: útil
            si usó una computadora compartida o pública, como la de una biblioteca.
          </li>
          <li>
            <Link to="/es/avisos">Avisos</Link>: estafas dirigidas a inmigrantes, inquilinos y
            personas con deudas, y los peligros del clima.
          </li>
          <li>
            <Link to="/es/contacto">Escríbanos</Link>: una pregunta, una idea o algo que no
            funciona. Una persona real le responde en español, normalmente en dos días hábiles.
          </li>
        </ul>
      </Section>

      <Section title="Servicios que atienden en español">
        <p>En nuestra lista de servicios gratis puede ver solo los que atienden en español.</p>
        <p>
          <Link to="/es/recursos?lang=es">Ver los servicios que atienden en español</Link>
        </p>
      </Section>

      <Section title="Guías por tema">
        <p>Cada guía dice qué puede hacer hoy y quién le puede ayudar.</p>
        <ul className="web-links">
          {SPANISH_CHALLENGE_LINKS.map((challenge) => (
            <li key={challenge.href}>
              <Link to={challenge.href}>{challenge.label}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/es/explorar">Ver todos los temas, con un resumen de cada uno en español</Link>
        </p>
      </Section>

      <Section title="Cuenta y membresía">
        <p>
          La ayuda en un momento difícil siempre es gratis. Puede usar Harbor sin cuenta, y crear
          una cuenta es gratis. Los planes de pago dan acceso a más guías y hojas de trabajo en la
          biblioteca, y a paquetes para descargar. También ayudan a que Harbor siga siendo gratis
          para los demás.
        </p>
        <p>
          <Link to="/es/crear-cuenta">Crear una cuenta gratis</Link>
        </p>
      </Section>
    </>
  );
}
