import { Link } from 'react-router';
// Through the English page's module, so both languages share one chunk's code.
import { DownloadBundleView, type DownloadWords } from './download-bundle';
import { ShopWordsProvider } from '../shop-words';
import { SHOP_WORDS_ES } from '../shop-words-es';
import { SERVICE_MESSAGES_ES } from '../../data/messages-es';

/** /download-bundle's words in Spanish (issue 25; usted, terms in docs/glossary-es.md). */
export const DOWNLOAD_WORDS_ES: DownloadWords = {
  meta: {
    title: 'Descargue sus paquetes',
    description:
      'Descargue los paquetes de Harbor que compró o que vienen con su membresía. Inicie sesión para ver sus archivos.',
  },
  title: 'Descargue sus paquetes',
  intro:
    'Sus archivos funcionan en celulares y computadoras, y son tan pequeños que puede descargarlos aunque tenga pocos datos. Por ahora, los archivos están en inglés.',
  howTitle: 'Cómo obtener los paquetes',
  buyLink: (name) => `Comprar el ${name}`,
  joinLink: 'Obtener una membresía de pago: incluye los tres',
  loading: 'Preparando sus enlaces de descarga…',
  failures: {
    ...SERVICE_MESSAGES_ES,
    // The function answers 401 to a session that has ended: signing in again is the way out.
    forbidden: 'Su sesión terminó. Inicie sesión de nuevo para ver sus descargas.',
  },
  none: 'Todavía no tiene ningún paquete. Cuando compre uno, u obtenga una membresía de pago, sus archivos estarán aquí.',
  yoursTitle: 'Sus archivos',
  // The file's name in Spanish, from its sku (the function names it in English).
  download: (file) => `Descargar el ${SHOP_WORDS_ES.bundle.names[file.bundle]}`,
  expiry: (time) =>
    `Para su seguridad, estos enlaces son privados y dejan de funcionar a los pocos minutos (${time.startsWith('1:') ? 'a la' : 'a las'} ${time}). Si un enlace ya no funciona, pida enlaces nuevos:`,
  timeLocale: 'es-US',
  refresh: 'Pedir enlaces nuevos',
  signIn:
    'Sus descargas se guardan en su cuenta. Inicie sesión con la cuenta que usó para comprar un paquete u obtener una membresía.',
  signInButton: 'Iniciar sesión para ver sus descargas',
  checking: 'Revisando su cuenta…',
  helpTitle: '¿Necesita ayuda?',
  help: (contact) => (
    <>
      Si una descarga no empieza o un archivo no se abre, <Link to={contact}>escríbanos</Link> y se
      lo enviaremos de otra forma.
    </>
  ),
};

/** /es/descargar-paquetes: /download-bundle for Spanish speakers. */
export default function DownloadBundleSpanishPage() {
  return (
    <ShopWordsProvider words={SHOP_WORDS_ES}>
      <DownloadBundleView words={DOWNLOAD_WORDS_ES} />
    </ShopWordsProvider>
  );
}
