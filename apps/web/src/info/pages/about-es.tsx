import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { SPANISH_LINE_TITLES } from '../../help/spanish-line-names';
import { lifelineInSpanish, lineById } from '../../help/spanish-help';
import '../info-pages.css';

/**
 * /es/quienes-somos, "Quiénes somos" (issue 25): /about for Spanish speakers (usted; terms in
 * docs/glossary-es.md), section by section, saying the same about what Harbor is and is not.
 * Harbor's pages that are still in English are linked as such ("(en inglés)", `hreflang="en"`);
 * 988's Spanish way in comes from its own (sourced) data, as on /es/get-help.
 */

export default function AboutSpanishPage() {
  usePageMeta({
    title: 'Quiénes somos',
    description:
      'Para quién es Harbor, lo que es y lo que no es, y cómo se paga: ayuda en palabras sencillas y una comunidad para personas que pasan por momentos difíciles.',
  });
  const lifeline = lineById('988-lifeline');
  const { callHref: call, textHref: text } = lifelineInSpanish();
  return (
    <>
      <PageHeader
        title="Quiénes somos"
        intro="Harbor es un sitio web para personas que pasan por momentos difíciles. Le explicamos sus opciones con palabras sencillas, le decimos dónde encontrar ayuda de verdad y le recordamos que no tiene que pasar por esto a solas."
      />

      <Section title="Para quién es Harbor">
        <div className="web-prose">
          <p>
            Harbor es para cualquier persona que cargue con algo pesado: problemas de salud mental o
            de dinero, o el riesgo de perder su casa. También es para quien tiene preocupaciones por
            la inmigración, sufre discriminación, vive una adicción propia o de un ser querido,
            cambios en la familia o problemas de salud. Y es para los amigos y la familia que
            quieren ayudar.
          </p>
          <p>
            Escribimos para personas cansadas y con estrés, que tal vez leen en un teléfono viejo,
            con pocos datos, o en una computadora compartida de una biblioteca. Por eso nuestras
            páginas son cortas, cargan rápido y usan palabras de todos los días.
          </p>
        </div>
      </Section>

      <Section title="Qué es Harbor">
        <p className="web-prose">
          Casi todo Harbor está en inglés por ahora. Estamos traduciendo el sitio, y cada enlace le
          dice si la página está en inglés.
        </p>
        <ul className="web-prose web-list">
          <li>
            <strong>Guías para momentos difíciles.</strong> Cada guía por tema explica cómo puede
            presentarse el problema, qué puede hacer hoy y dónde encontrar ayuda. Por ahora las
            guías están en inglés; <Link to="/es/explorar">la lista de temas</Link> resume cada una
            en español.
          </li>
          <li>
            <strong>Una lista de servicios.</strong> La{' '}
            <Link to="/es/recursos?lang=es">lista de servicios</Link> incluye líneas de ayuda por
            teléfono y por mensaje de texto, y otros servicios. Este enlace muestra solo los que
            atienden en español. Revisamos cada número de teléfono y cada enlace, casi siempre en
            una página del grupo que ofrece el servicio o de la agencia que lo paga, y decimos dónde
            lo revisamos. Cualquier persona puede reutilizar la lista: también es un{' '}
            <Link to="/es/datos-abiertos">conjunto de datos abiertos</Link>.
          </li>
          <li>
            <strong>Lecturas útiles.</strong> El <Link to="/es/blog">blog</Link> (cada artículo con
            su título y un resumen en español) y la{' '}
            <Link to="/es/biblioteca">biblioteca de Harbor</Link> (con un resumen en español de
            cada material) tienen guías prácticas, hojas de trabajo y sugerencias de
            libros.
          </li>
          <li>
            <strong>Avisos de seguridad.</strong> Los <Link to="/es/avisos">avisos</Link> alertan
            sobre estafas y clima peligroso, con la fuente oficial de cada uno.
          </li>
          <li>
            <strong>Una comunidad.</strong> Puede{' '}
            <Link to="/es/compartir">compartir su historia</Link> para que otra persona se sienta
            menos sola.
          </li>
        </ul>
      </Section>

      <Section title="Qué no es Harbor">
        <div className="web-prose">
          <p>
            <strong>Harbor no es un servicio de crisis.</strong> Nadie vigila el sitio a toda hora,
            y no podemos enviarle ayuda. Si está en peligro, llame al <a href="tel:911">911</a>. Si
            piensa en el suicidio o siente angustia o dolor emocional, llame al{' '}
            {call ? <a href={call}>988</a> : '988'} y marque 2 para español. También puede enviar
            AYUDA al {text ? <a href={text}>988</a> : '988'} por mensaje de texto. Ese número es la{' '}
            {SPANISH_LINE_TITLES['988-lifeline']} (<span lang="en">{lifeline.name}</span>). Es
            gratis y atiende a toda hora en Estados Unidos. Vea todas las líneas de ayuda,
            explicadas en español, en <Link to="/es/get-help">Ayuda ahora</Link>.
          </p>
          <p>
            Harbor no es un despacho de abogados, ni un médico, ni una agencia del gobierno. Lo que
            escribimos es información general, no es asesoría legal ni médica para su caso. Para
            eso, hable con un abogado, con un representante acreditado, con un médico o con la misma
            agencia. Siempre que podemos, le decimos dónde hay opciones gratis.
          </p>
        </div>
      </Section>

      <Section title="Cómo se paga Harbor">
        <div className="web-prose">
          <p>
            Las guías, la lista de servicios, el blog y casi toda la biblioteca son gratis, y
            seguirán siendo gratis. No necesita una cuenta para leerlos.
          </p>
          <p>
            Harbor se paga con el aporte de quienes pueden dar. Harbor tiene tres{' '}
            <Link to="/es/membresia">membresías de pago</Link> (Básica, Premium y VIP), que agregan
            guías y paquetes solo para miembros. También recibimos{' '}
            <Link to="/es/donar">donaciones</Link> y vendemos libros, ropa y kits en nuestra{' '}
            <Link to="/es/productos">tienda</Link>.
          </p>
          <p>
            No mostramos anuncios, no usamos servicios de rastreo ni de estadísticas de visitas y
            nunca vendemos su información. En la página de{' '}
            <Link to="/es/privacidad">Privacidad</Link> verá exactamente lo que guardamos.
          </p>
        </div>
      </Section>

      <Section title="Hable con nosotros">
        <ul className="web-links">
          <li>
            <Link to="/es/preguntas-frecuentes">Respuestas a preguntas frecuentes</Link>
          </li>
          <li>
            <Link to="/es/contacto">Envíenos un mensaje</Link>
          </li>
          <li>
            <Link to="/es/get-help">Encuentre ayuda ahora</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
