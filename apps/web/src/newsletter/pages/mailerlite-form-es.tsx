// Through the English page's module, so both languages share one chunk's code.
import { NewsletterView, type NewsletterPageWords } from './mailerlite-form';
import { SEND_MESSAGES_ES } from '../../data/messages-es';
import { codeOnly } from '../../data/functions';

/** /mailerlite-form's words in Spanish (issue 25; usted, docs/glossary-es.md). */
export const NEWSLETTER_PAGE_WORDS_ES: NewsletterPageWords = {
  meta: {
    title: 'Boletín',
    description:
      'Suscríbase al boletín de Harbor: un correo corto al mes, por ahora en inglés, con guías nuevas, recursos e historias. Puede darse de baja cuando quiera.',
  },
  title: 'Reciba nuestro boletín',
  intro: (
    <>
      Un correo corto al mes con guías nuevas, kits para imprimir, recursos útiles e historias de la
      comunidad. <strong>Por ahora, el boletín solo está en inglés.</strong> Si se suscribe desde
      esta página, anotamos que prefiere el español. Puede darse de baja cuando quiera, con un clic.
    </>
  ),
  // The function's refusals are English: each is said by its kind, in Spanish ("too many tries"
  // is BUSY_FAILURE_ES, with 988 in Spanish).
  call: { locale: 'es', refusal: codeOnly, failures: SEND_MESSAGES_ES },
  emailMissing: 'Escriba su correo electrónico.',
  emailFormat: 'Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo.com.',
  consentMissing: 'Marque esta casilla para aceptar recibir el boletín.',
  checkInbox:
    'Revise su correo electrónico: si se puede suscribir esta dirección, le acabamos de enviar un enlace para confirmar.',
  nothingChanges:
    'Su dirección no se agrega a la lista hasta que abra el enlace. El enlace sirve durante 48 horas. El correo para confirmar puede llegar en inglés. Si no le llega, revise la carpeta de correo no deseado (spam), o vuelva a suscribirse más tarde.',
  action: 'Suscribirse al boletín',
  submit: 'Suscribirse',
  pending: 'Enviando…',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  consent:
    'Acepto recibir el boletín de Harbor por correo electrónico. Puedo darme de baja cuando quiera.',
  whatWeDo: 'Qué hacemos con su correo electrónico',
  whatWeDoText: (privacy) => (
    <>
      Solo lo usamos para enviarle el boletín. Nunca lo vendemos ni lo compartimos para publicidad.
      Su dirección solo se agrega a la lista cuando abre el enlace que le enviamos, y esta página
      nunca dice si una dirección ya está en la lista. Lea más en nuestro{' '}
      {privacy('aviso de privacidad')}.
    </>
  ),
  privacyPath: '/es/privacidad',
  next: 'También puede ver',
  links: [
    { href: '/es', label: 'Ir a la página principal de Harbor' },
    { href: '/es/recursos', label: 'Ver los recursos' },
  ],
};

/** /es/boletin: the newsletter's sign-up for Spanish speakers. */
export default function NewsletterSpanishPage() {
  return <NewsletterView words={NEWSLETTER_PAGE_WORDS_ES} />;
}
