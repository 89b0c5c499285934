import { CRISIS_LINES, smsHref, telHref } from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { SPANISH_LINE_TITLES } from '../../help/spanish-line-names';
import '../info-pages.css';

/**
 * /es/protegerse-en-internet, "Cómo protegerse en internet" (issue 25): /staying-safe-online
 * written for Spanish speakers (usted; terms in docs/glossary-es.md), with the same facts: what
 * Quick exit does and can't do, the browser's history, private windows, a shared computer and a
 * phone someone else checks. The Hotline's call and text links come from its own (sourced) data.
 */

const HOTLINE = CRISIS_LINES.find((line) => line.id === 'domestic-violence-hotline');

/** The National Domestic Violence Hotline's call and text, as /staying-safe-online gives them. */
function HotlineWays() {
  const call = HOTLINE?.phone ? telHref(HOTLINE.phone) : null;
  const text = HOTLINE?.text ? smsHref(HOTLINE.text) : null;
  if (!HOTLINE || !call || !text) return null;
  return (
    <li>
      La {SPANISH_LINE_TITLES['domestic-violence-hotline']} (<span lang="en">{HOTLINE.name}</span>)
      le puede ayudar a hacer un plan, a toda hora: llame al{' '}
      <a href={call}>{HOTLINE.phone?.display}</a> o envíe START al{' '}
      <a href={text}>{HOTLINE.text?.number}</a>. Todavía no hemos podido confirmar si atienden en
      español. Puede llamar y preguntar.
    </li>
  );
}

export default function StayingSafeOnlineSpanishPage() {
  usePageMeta({
    title: 'Cómo protegerse en internet',
    description:
      'Lo que hace y lo que no hace la Salida rápida, cómo quitar Harbor del historial del navegador, las ventanas privadas, las computadoras compartidas y un teléfono que otra persona revisa.',
  });
  return (
    <>
      <PageHeader
        title="Cómo protegerse en internet"
        intro="¿Otra persona puede ver su teléfono o su computadora? Estos pasos pueden servirle para buscar ayuda con más seguridad. Ninguna herramienta lo oculta todo. Elija lo que sirva en su caso."
      />

      <Section title="Lo que hace la Salida rápida">
        <ul className="web-prose web-list">
          <li>
            El botón rojo <strong>Salida rápida</strong>, arriba en cada página, abre al instante
            una búsqueda del clima. Lo mismo pasa al presionar la tecla <kbd>Shift</kbd> tres veces.
            Un aviso le dice cuántas veces más tiene que presionarla.
          </li>
          <li>
            La página de Harbor en la que estaba se cambia por otra. Así, si usa el botón para
            volver atrás, no regresa a ella.
          </li>
          <li>
            Al salir, la Salida rápida borra lo que Harbor guardó en este navegador: lo que
            escribió, sus respuestas a los cuestionarios, la nota de que ya visitó Harbor y su
            sesión.
          </li>
        </ul>
      </Section>

      <Section title="Lo que la Salida rápida no puede hacer">
        <ul className="web-prose web-list">
          <li>
            No borra el historial de su navegador. El historial es la lista de páginas que abrió:
            ahí pueden seguir apareciendo otras páginas de Harbor.
          </li>
          <li>
            El botón para volver atrás todavía puede mostrar páginas de Harbor que abrió antes de la
            página en la que estaba.
          </li>
          <li>
            No oculta las llamadas ni los mensajes de texto a una línea de ayuda. Aparecen en la
            lista de llamadas y mensajes del teléfono, y en la factura del teléfono.
          </li>
          <li>
            No detiene una aplicación que alguien puso en su teléfono para vigilarlo. Tampoco oculta
            lo que puede ver una red wifi compartida o la red del trabajo.
          </li>
        </ul>
      </Section>

      <Section title="El historial de su navegador">
        <div className="web-prose">
          <p>
            Para quitar Harbor de su historial, abra el historial del navegador y borre las páginas
            de Harbor. O borre el historial de la última hora o del último día.
          </p>
          <p>
            ¿Alguien revisa su historial y notaría que está vacío? Entonces puede ser más seguro
            borrar solo las páginas de Harbor.
          </p>
        </div>
      </Section>

      <Section title="Las ventanas privadas">
        <div className="web-prose">
          <p>
            Cuando cierra una ventana privada (en algunos navegadores se llama
            &ldquo;incógnito&rdquo;), las páginas que abrió en ella no quedan en el historial.
            Ábrala antes de entrar a Harbor. En la mayoría de los teléfonos, toque el botón de las
            pestañas y elija abrir una nueva pestaña privada o de incógnito. Cierre todas las
            pestañas privadas al terminar.
          </p>
          <p>
            Una ventana privada no oculta lo que usted hace ni a una aplicación que vigila el
            teléfono ni a la red que usa.
          </p>
        </div>
      </Section>

      <Section title="Una computadora compartida o pública">
        <ul className="web-prose web-list">
          <li>
            Si inicia sesión en una computadora de una biblioteca o en una compartida, marque la
            casilla de computadora compartida o pública. Así, Harbor guarda su sesión solo hasta que
            cierre la pestaña.
          </li>
          <li>Al terminar, cierre la sesión. Luego cierre todas las ventanas del navegador.</li>
          <li>
            No deje que el navegador guarde su contraseña. Si se lo pregunta, elija
            &ldquo;Nunca&rdquo;.
          </li>
        </ul>
      </Section>

      <Section title="Un teléfono que otra persona revisa">
        <ul className="web-prose web-list">
          <li>
            Si puede, busque ayuda en un teléfono o una computadora que esa persona no pueda ver.
            Por ejemplo, el teléfono de una amistad o una computadora de la biblioteca.
          </li>
          <li>
            Revise qué aplicaciones y qué personas pueden ver dónde está usted. Revise quién sabe la
            contraseña de su cuenta de Apple o de Google.
          </li>
          <li>
            No lo cambie todo de una vez. Un cambio repentino puede alertar a la otra persona.
            Primero, planee los cambios con una persona preparada para ayudarle.
          </li>
          <HotlineWays />
        </ul>
        <p className="web-prose">
          Más ayuda: <Link to="/es/temas/abuse-at-home">Violencia o abuso en el hogar</Link> y{' '}
          <Link to="/es/get-help">Ayuda ahora</Link>, con las líneas de ayuda.
        </p>
      </Section>

      <Section title="Borrar los datos de Harbor en este dispositivo">
        <p className="web-prose">
          Vea todo lo que Harbor guarda en este teléfono o esta computadora, y bórrelo con un solo
          botón, en la página{' '}
          <Link to="/es/borrar-datos">Borrar los datos de Harbor en este dispositivo</Link>.
        </p>
      </Section>
    </>
  );
}
