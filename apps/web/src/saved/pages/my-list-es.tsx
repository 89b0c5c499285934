import {
  loadResourcesIn,
  peekResourcesIn,
  preloadResourceDirectory,
} from '@harbor-help/challenges';
import { Link } from 'react-router';
import type { KeptOnDeviceWords } from '../../shared/kept-on-device';
import type { ShareWords } from '../list-message';
import { MyListView, type MyListWords } from './my-list';

/** "Where your list is kept", in Spanish. */
const KEPT_ES: KeptOnDeviceWords = {
  stays:
    'Su lista se queda en este navegador. Nunca se envía a Harbor ni a nadie más, y nosotros no podemos verla.',
  sharedNote:
    'En una computadora compartida, su lista se guarda solo en esta página. Se borra cuando vuelve a cargar la página o cierra esta pestaña. Para conservarla, imprímala o envíela a su propio teléfono o correo electrónico.',
  print: 'Imprimir mi lista',
  keepLabel: 'Guardar mi lista en este dispositivo',
  hint: 'Su lista se guarda solo en esta pestaña, hasta que cierre la pestaña. Marque esta casilla para guardarla en este dispositivo. Si lo hace, cualquier persona que use este dispositivo podría verla. La Salida rápida siempre la borra.',
};

/** The message the visitor sends themselves, in Spanish (the calls and texts as the directory words them). */
const SHARE_WORDS_ES: ShareWords = {
  locale: 'es',
  title: 'Servicios que guardé',
  subject: 'Mi lista de servicios',
};

/** What /es/mi-lista says (terms in docs/glossary-es.md). */
export const MY_LIST_WORDS_ES: MyListWords = {
  locale: 'es',
  load: () => loadResourcesIn('es'),
  peek: () => peekResourcesIn('es'),
  meta: {
    title: 'Mi lista',
    description:
      'Los servicios que guardó, con sus números de teléfono y enlaces. Imprima su lista o envíela a su propio teléfono o correo electrónico. Se queda en su dispositivo.',
  },
  title: 'Mi lista',
  intro:
    'Los servicios que guardó, con sus números de teléfono y enlaces. Puede imprimir su lista o enviarla a su propio teléfono o correo electrónico.',
  keepingTitle: 'Dónde se guarda su lista',
  kept: KEPT_ES,
  listTitle: 'Mi lista',
  remove: 'Quitar de mi lista',
  removed: (name) => `Quitó ${name} de su lista.`,
  missingTitle: 'Un servicio que ya no mostramos',
  missingText:
    'Guardó un servicio que ya no mostramos en Recursos. Tal vez cerró o cambió. Búsquelo de nuevo en Recursos, o quítelo.',
  removeMissing: 'Quitar este servicio de mi lista',
  empty: (
    <>
      <p>
        <strong>Su lista está vacía.</strong>
      </p>
      <p>
        Para guardar un servicio, búsquelo en Recursos y elija “Guardar en mi lista” debajo de él.
        Aparecerá aquí, con sus números de teléfono y enlaces.
      </p>
      <p>
        <Link to="/es/recursos">Buscar servicios en Recursos</Link>
      </p>
    </>
  ),
  noScript:
    'Para mostrar su lista hace falta JavaScript. La lista se guarda en su navegador, no en nuestro sitio.',
  loading: 'Cargando su lista…',
  loadError:
    'No pudimos cargar los servicios de su lista. Revise su conexión e inténtelo de nuevo.',
  actionsTitle: 'Imprimir o enviar su lista',
  actionsText:
    'El mensaje se escribe en este dispositivo. Su propia aplicación de mensajes de texto o de correo electrónico se abre con el mensaje ya escrito, y usted elige a quién enviarlo. Harbor no envía nada.',
  print: 'Imprimir mi lista',
  sendText: 'Enviar por mensaje de texto',
  sendEmail: 'Enviar por correo electrónico',
  share: SHARE_WORDS_ES,
};

/**
 * /es/mi-lista, "Mi lista" (issue 25): /my-list for Spanish speakers. The same list, kept in the
 * same place (it is one list, whichever language saved to it), with each service in the
 * directory's Spanish words; the message to send is written in Spanish.
 */
export default function MyListSpanishPage() {
  return <MyListView words={MY_LIST_WORDS_ES} />;
}

/** The services in Spanish, so the list shows at once (and the offline copy keeps their chunk). */
export function preload(): Promise<void> {
  return preloadResourceDirectory('es');
}
