import { SERVICE_MESSAGES_ES } from '../../data/messages-es';
import { sameMessage } from '../../data/messages';
import { InEnglish } from '../../info/in-english';
// Through the English page's module, so both languages share one chunk's code.
import { YourStoryView, type YourStoryWords } from './your-story';

/**
 * /share/your-story's words in Spanish (issue 25; usted, docs/glossary-es.md): the page a story's
 * writer opens with the private link the Spanish story form (/es/compartir) gave them.
 */
export const YOUR_STORY_WORDS_ES: YourStoryWords = {
  meta: {
    title: 'Su historia',
    description: 'Vea si la historia que compartió se publicó, o retírela.',
  },
  title: 'Su historia',
  intro:
    'Esta página es para la persona que compartió una historia. Con su enlace privado puede ver si la historia se publicó y retirarla cuando quiera.',
  reading: 'Estamos abriendo su enlace privado…',
  noLink: (contact) => (
    <>
      Para ver esta página necesita el enlace privado que recibió cuando envió su historia. Abra ese
      enlace o péguelo en la barra de direcciones. Si lo perdió, escríbanos desde la{' '}
      {contact('página de contacto')} y cuéntenos de qué trataba su historia.
    </>
  ),
  couldNotCheck: 'No pudimos ver el estado de su historia.',
  unknown: (contact) => (
    <>
      No encontramos ninguna historia con este enlace. Revise si copió el enlace completo. Si el
      problema sigue, escríbanos desde la {contact('página de contacto')}.
    </>
  ),
  headings: {
    published: 'Publicada',
    withdrawn: 'Retirada',
    'team-only': 'Solo para nuestro equipo',
    'in-review': 'Pendiente de revisión',
  },
  status: {
    'in-review':
      'Nuestro equipo tiene su historia y la va a leer con cuidado. No está publicada: no publicamos nada sin revisarlo antes.',
    'team-only': 'Su historia es solo para nuestro equipo, como usted eligió. Nunca se publicará.',
    published:
      'Su historia está publicada. La editamos y quitamos todo lo que permita saber quién es usted.',
    withdrawn: 'Usted retiró su historia. No está en el sitio y nunca se volverá a publicar.',
  },
  sentOn: (date) => <>La envió el {date}.</>,
  publishedOn: (date) => (
    <>
      Se publicó el {date}. Puede leerla junto con las demás en la{' '}
      <InEnglish href="/stories">página de historias</InEnglish>.
    </>
  ),
  withdraw: 'Retirar mi historia',
  confirm:
    '¿Quiere retirar su historia? Se quitará del sitio de inmediato y nunca se volverá a publicar. Esto no se puede deshacer.',
  yesWithdraw: 'Sí, retirar mi historia',
  withdrawing: 'Retirando…',
  keep: 'No, conservar mi historia',
  notFoundAnyMore: 'Ya no encontramos su historia.',
  loadFailures: SERVICE_MESSAGES_ES,
  withdrawFailures: sameMessage(
    'No pudimos retirar su historia en este momento. Revise su conexión y vuelva a presionar el botón.',
  ),
  locale: 'es-US',
};

/** /es/compartir/su-historia: the private link's page in Spanish. */
export default function YourStorySpanishPage() {
  return <YourStoryView words={YOUR_STORY_WORDS_ES} contactHref="/es/contacto" />;
}
