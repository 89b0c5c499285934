import '../info/info-pages.css';
import { RouterLink } from '../shared/router-link';
import { CLEAR_DEVICE_PATH_ES } from './clear-this-device';

/**
 * What Quick exit (and the clearing button) cannot do, in Spanish: the Spanish pages that offer
 * them say it in the same words (/es/get-help, /es/borrar-datos). The English is
 * quick-exit-limits.tsx; the terms are in docs/glossary-es.md.
 */
export function QuickExitLimitsEs({ title }: { title: string }) {
  return (
    <>
      <p>
        <strong>{title}</strong>
      </p>
      <ul className="web-prose">
        <li>
          Su navegador guarda la lista de páginas que abrió (el historial). Ahí siguen las páginas
          de Harbor. Bórrelas ahí, o use una ventana privada la próxima vez.
        </li>
        <li>
          El botón para volver atrás todavía puede mostrar páginas de Harbor que abrió antes en esta
          pestaña. La Salida rápida solo cambia la página en la que estaba.
        </li>
        <li>
          Si alguien revisa su teléfono, también puede ver la lista de sus llamadas y mensajes. Las
          llamadas y los mensajes a una línea de ayuda aparecen ahí.
        </li>
      </ul>
    </>
  );
}

/**
 * The same, folded under the Spanish sign-in form: DeviceSafetyDetails (quick-exit-limits.tsx)
 * in Spanish, with the way to remove what Harbor keeps.
 */
export function DeviceSafetyDetailsEs() {
  return (
    <details className="web-device-safety">
      <summary>¿Usa un teléfono o una computadora que otra persona revisa?</summary>
      <div className="web-info-callout">
        <QuickExitLimitsEs title="Lo que no pueden hacer la Salida rápida ni el botón para borrar los datos de Harbor:" />
        <p>
          Más información en{' '}
          <RouterLink href="/es/protegerse-en-internet">Cómo protegerse en internet</RouterLink>.
        </p>
      </div>
      <p className="web-prose">
        La Salida rápida y el botón de la página{' '}
        <RouterLink href={CLEAR_DEVICE_PATH_ES}>
          Borrar los datos de Harbor en este dispositivo
        </RouterLink>{' '}
        borran lo que Harbor guarda en este navegador (lo que escribió y sus respuestas a los
        cuestionarios) y cierran su sesión.
      </p>
    </details>
  );
}
