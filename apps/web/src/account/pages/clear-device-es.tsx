import { PageHeader, Section } from '@harbor-help/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ClearButton,
  Cleared,
  type ClearDeviceWords,
  type ClearedResult,
} from '../clear-device-form';
import { DeviceDataList } from '../device-data-list';
import { DEVICE_DATA_WORDS_ES } from '../device-data-words-es';
import { QuickExitLimitsEs } from '../quick-exit-limits-es';
import { useSharedComputerMode } from '../use-shared-computer-mode';
import { usePageMeta } from '../../app/use-page-title';
import '@harbor-help/ui/forms.css';
import '../../info/info-pages.css';

/**
 * /es/borrar-datos, "Borrar los datos de Harbor en este dispositivo" (issue 25): /clear-device
 * for Spanish speakers (usted; terms in docs/glossary-es.md). The same list (the storage
 * registry's keys, in @harbor-help/device-storage's Spanish words) and the same button
 * (clear-device-form.tsx), with its words here.
 */

/** The button and its confirmation, in Spanish. */
export const WORDS_ES: ClearDeviceWords = {
  locale: 'es',
  action: 'Borrar los datos de Harbor de este dispositivo',
  submit: 'Borrar los datos de Harbor de este dispositivo',
  pending: 'Borrando…',
  warning:
    'Esto borra de este navegador todo lo que aparece arriba y cierra su sesión en todos sus dispositivos. No se puede deshacer.',
  done: 'Se borraron los datos de Harbor de este dispositivo',
  signedOut: 'Se cerró su sesión.',
  removed: (parts) => `Lo que se borró: ${parts}.`,
  counts: {
    keys: { one: 'dato guardado', other: 'datos guardados' },
    caches: { one: 'copia sin conexión', other: 'copias sin conexión' },
    serviceWorkers: { one: 'ayudante en segundo plano', other: 'ayudantes en segundo plano' },
    databases: { one: 'base de datos del navegador', other: 'bases de datos del navegador' },
  },
  after:
    'Si sigue usando Harbor en este navegador, el sitio volverá a guardar algunas de estas cosas. Para que no se guarde nada, cierre esta pestaña ahora.',
};

export default function ClearDeviceSpanishPage() {
  usePageMeta({
    title: 'Borrar los datos de Harbor en este dispositivo',
    description:
      'Todo lo que Harbor guarda en este navegador, en palabras sencillas, y un botón que lo borra todo y cierra su sesión.',
  });
  const sharedComputer = useSharedComputerMode();
  const [cleared, setCleared] = useState<ClearedResult | null>(null);

  return (
    <>
      <PageHeader
        title="Borrar los datos de Harbor en este dispositivo"
        intro="Harbor guarda algunas cosas en este navegador para que el sitio funcione y recuerde dónde se quedó. Aquí puede verlas todas y borrarlas con un solo botón."
      />
      {cleared ? <Cleared result={cleared} words={WORDS_ES} /> : null}
      {sharedComputer ? (
        <div className="web-info-callout">
          <p>
            El modo de computadora compartida está activado en esta pestaña: no se guarda nada
            personal en este dispositivo, y su sesión se cerrará cuando cierre la pestaña.
          </p>
        </div>
      ) : null}

      <Section title="Lo que Harbor guarda en este dispositivo">
        <DeviceDataList words={DEVICE_DATA_WORDS_ES} />
        <p className="web-prose">
          Nada de esto se nos envía. Puede leer más en la{' '}
          <Link to="/es/privacidad">página de privacidad</Link>.
        </p>
      </Section>

      <Section title="Borrarlo todo">
        <ClearButton words={WORDS_ES} onCleared={setCleared} />
        <p className="web-prose">
          También puede hacerlo en la configuración de su navegador: borre los datos de este sitio
          (a veces se llaman &ldquo;cookies y datos de sitios&rdquo;).
        </p>
      </Section>

      <Section title="Salida rápida">
        <p className="web-prose">
          El botón Salida rápida, arriba en cada página, sale de Harbor al instante y abre una
          búsqueda del clima. En una computadora, también puede presionar la tecla Shift tres veces.
          Al salir, la Salida rápida siempre borra de este navegador todo lo que aparece arriba: lo
          que escribió, sus respuestas a los cuestionarios, la nota de que ya visitó Harbor y su
          sesión en este dispositivo.
        </p>
        <div className="web-info-callout">
          <QuickExitLimitsEs title="Lo que la Salida rápida y este botón no pueden hacer:" />
          <p>
            Más información en{' '}
            <Link to="/es/protegerse-en-internet">Cómo protegerse en internet</Link>. Las líneas de
            ayuda están en <Link to="/es/get-help">Ayuda ahora</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}
