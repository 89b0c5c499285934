// Through the English page's module, so both languages share one chunk's code.
import { NewsletterView, type NewsletterPageWords } from './mailerlite-form';
import { SEND_MESSAGES_ES } from '../../data/messages-es';
import type { DescribeRefusal } from '../../data/functions';

/**
 * A refused sign-up in Spanish, by its code: only "too many tries" is the visitor's to act on
 * (every valid address gets the same answer); anything else is said by its kind.
 */
const signUpRefusalEs: DescribeRefusal = (body) => {
  const code = typeof body?.code === 'string' ? body.code : null;
  return {
    code,
    message:
      code === 'rate_limited'
        ? 'Hubo demasiados intentos desde esta conexión. Espere unos minutos y vuelva a intentarlo. Todo lo que escribió sigue aquí.'
        : null,
  };
};

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
      comunidad. <strong>Por ahora, el boletín está en inglés.</strong> Si se suscribe desde esta
      página, guardamos que prefiere leer en español. Puede darse de baja cuando quiera, con un
      clic.
    </>
  ),
  call: { locale: 'es', refusal: signUpRefusalEs, failures: SEND_MESSAGES_ES },
  emailMissing: 'Escriba su correo electrónico.',
  emailFormat: 'Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo.com.',
  consentMissing: 'Marque esta casilla para aceptar recibir el boletín.',
  checkInbox:
    'Revise su correo: si esta dirección se puede suscribir, le enviamos un enlace para confirmar.',
  nothingChanges:
    'No cambia nada hasta que abra el enlace, y el enlace funciona por 48 horas. Si no le llega el correo, revise la carpeta de correo no deseado (spam), o vuelva a suscribirse más tarde.',
  action: 'Suscribirse al boletín',
  submit: 'Suscribirme',
  pending: 'Enviando…',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  consent:
    'Acepto recibir el boletín de Harbor por correo electrónico. Puedo darme de baja cuando quiera.',
  whatWeDo: 'Qué hacemos con su correo',
  whatWeDoText: (privacy) => (
    <>
      Solo lo usamos para enviarle el boletín. Nunca lo vendemos ni lo compartimos para publicidad.
      Solo queda suscrito cuando abre el enlace que le enviamos, y esta página nunca dice si una
      dirección ya está en la lista. Lea más en nuestro {privacy('aviso de privacidad')}.
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
