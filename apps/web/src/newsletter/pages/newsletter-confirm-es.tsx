// Through the English page's module, so both languages share one chunk's code.
import { NewsletterConfirmView, type NewsletterConfirmWords } from './newsletter-confirm';
import { SERVICE_MESSAGES_ES } from '../../data/messages-es';
import type { DescribeRefusal } from '../../data/functions';

const NOT_COMPLETE_ES =
  'Este enlace no está completo. Vuelva a abrirlo desde el correo, o copie el enlace completo y péguelo en la barra de direcciones de su navegador.';

/** What the confirm function's refusals say in Spanish, by their code (its sentences are English). */
const REFUSALS_ES: Readonly<Record<string, string>> = {
  invalid: NOT_COMPLETE_ES,
  unknown: NOT_COMPLETE_ES,
  used: 'Este enlace ya se usó. Si lo abrió antes, ya está en la lista y no tiene que hacer nada más.',
  expired:
    'Este enlace ya no sirve: cada enlace sirve durante 48 horas. Puede volver a suscribirse para recibir uno nuevo.',
};

const confirmRefusalEs: DescribeRefusal = (body) => {
  const code = typeof body?.code === 'string' ? body.code : null;
  return { code, message: code && Object.hasOwn(REFUSALS_ES, code) ? REFUSALS_ES[code]! : null };
};

/** /newsletter/confirm's words in Spanish (issue 25; usted, docs/glossary-es.md). */
export const NEWSLETTER_CONFIRM_WORDS_ES: NewsletterConfirmWords = {
  meta: {
    title: 'Confirmar su suscripción',
    description: 'Confirme su suscripción al boletín de Harbor.',
  },
  title: 'Confirmar su suscripción',
  call: { refusal: confirmRefusalEs, failures: SERVICE_MESSAGES_ES },
  noToken: NOT_COMPLETE_ES,
  confirming: 'Confirmando su suscripción…',
  confirmed:
    'Ya está en la lista. El próximo boletín (por ahora, en inglés) llegará a su correo electrónico. Cada correo tiene un enlace para darse de baja cuando quiera.',
  needsJavaScript: 'Para confirmar se necesita JavaScript. Actívelo y vuelva a abrir el enlace.',
  signUpAgain: (link) => (
    <>
      {link('Vuelva a suscribirse')} para recibir un enlace nuevo. Su dirección no se agrega a la
      lista hasta que abra un enlace.
    </>
  ),
  signUpPath: '/es/boletin',
  next: 'También puede ver',
  links: [
    { href: '/es', label: 'Ir a la página principal de Harbor' },
    { href: '/es/get-help', label: 'Ayuda ahora' },
  ],
};

/** /es/boletin/confirmar#token=…: the Spanish confirmation email's link. */
export default function NewsletterConfirmSpanishPage() {
  return <NewsletterConfirmView words={NEWSLETTER_CONFIRM_WORDS_ES} />;
}
