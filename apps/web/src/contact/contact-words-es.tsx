/**
 * The contact form in Spanish (issue 25; usted, terms in docs/glossary-es.md): the words of
 * contact-form.tsx's CONTACT_FORM_WORDS, written for Spanish speakers. `language: 'es'` is stored
 * with the message (public.contact_messages.language), so the team sees it and answers in Spanish.
 */
import type { ContactFormWords } from './contact-form';
import { REPORT_PROMPTS } from './contact-rules';

const REPORT_PROMPT_ES = REPORT_PROMPTS.es;

export const CONTACT_FORM_WORDS_ES: ContactFormWords = {
  language: 'es',
  topics: {
    question: 'Una pregunta',
    feedback: 'Una opinión o una idea',
    problem: 'Algo del sitio no funciona',
    membership: 'Membresía o pagos',
    partnership: 'Trabajar con Harbor',
    'wrong-fact': 'Avisar de un número o un dato equivocado',
    other: 'Otra cosa',
  },
  nameMissing: 'Escriba su nombre, o el nombre que quiere que usemos.',
  nameTooLong: (limit) => `Su nombre puede tener hasta ${limit} caracteres.`,
  emailMissing: 'Escriba su correo electrónico, para que podamos responderle.',
  emailTooLong: (limit) => `Un correo electrónico puede tener hasta ${limit} caracteres.`,
  emailFormat: 'Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo.com.',
  topicMissing: 'Elija de qué se trata su mensaje.',
  reportUnfinished: (prompt) => `Cuéntenos lo que vio, después de “${prompt}”.`,
  messageTooShort: (min) => `Escriba un poco más: al menos ${min} caracteres.`,
  messageTooLong: (limit) =>
    `Su mensaje puede tener hasta ${limit.toLocaleString('es-US')} caracteres. Por favor, acórtelo.`,
  reportPrompt: REPORT_PROMPT_ES,
  reportAbout: (about, id) => `Sobre ${about} (${id}).`,
  reportShown: (shown) => `Lo que muestra Harbor: ${shown}`,

  action: 'Enviar un mensaje',
  submit: 'Enviar mensaje',
  name: 'Su nombre',
  email: 'Correo electrónico',
  emailHint: 'Solo lo usamos para responderle.',
  topic: '¿De qué se trata?',
  topicPlaceholder: 'Elija un tema',
  message: 'Mensaje',
  messageHint:
    'Puede escribir en español. Por favor, no incluya contraseñas ni números de tarjetas de crédito o débito.',
  reporting: (about) => (
    <>
      Está avisando de un problema con {about}. En el mensaje, diga qué está mal después de “
      {REPORT_PROMPT_ES}”. Gracias: su aviso ayuda a todas las personas que usan este servicio.
    </>
  ),
  sentTitle: 'Gracias. Su mensaje ya va en camino.',
  sentBody: (sentTo) => (
    <>
      Una persona de nuestro equipo lee cada mensaje. Le responderemos en español
      {sentTo ? <> a {sentTo}</> : null}, normalmente en dos días hábiles.
    </>
  ),
  sendAnother: 'Enviar otro mensaje',
};
