/**
 * The partner programme's form in Spanish (issue 25; usted, terms in docs/glossary-es.md), for
 * /es/precios. `language: 'es'` is stored with the application
 * (public.partner_applications.language), so the team sees it and answers in Spanish.
 */
import { sameMessage } from '../data/messages';
import { KEPT_ES } from '../data/messages-es';
import type { PartnerFormWords } from './partner-application-form';

export const PARTNER_FORM_WORDS_ES: PartnerFormWords = {
  rules: {
    language: 'es',
    nameMissing: 'Escriba su nombre.',
    nameTooLong: 'Su nombre puede tener hasta 200 caracteres.',
    emailMissing: 'Escriba su correo electrónico.',
    emailFormat: 'Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo.com.',
    organizationTooLong: 'El nombre de la organización puede tener hasta 200 caracteres.',
    websiteTooLong: 'La dirección web puede tener hasta 500 caracteres.',
    websiteFormat: 'Escriba la dirección web completa, empezando con https://, o déjela en blanco.',
    audienceTooShort: (min) => `Cuéntenos un poco más: al menos ${min} caracteres.`,
    audienceTooLong: (max) => `Escriba ${max.toLocaleString('en-US')} caracteres o menos.`,
  },
  failures: {
    ...sameMessage(
      `No pudimos enviar su solicitud. Revise su conexión e intente de nuevo. ${KEPT_ES}`,
    ),
    'rate-limited': `Hubo demasiados intentos desde esta conexión. Espere unos minutos e intente de nuevo. ${KEPT_ES}`,
  },
  thanks: (name) => `Gracias, ${name}. Recibimos su solicitud.`,
  reply: (email) =>
    `Una persona del equipo de Harbor le responderá en español a ${email} en un plazo de dos semanas.`,
  action: 'Enviar una solicitud',
  submit: 'Enviar solicitud',
  name: 'Su nombre',
  email: 'Correo electrónico',
  organization: 'Organización',
  website: 'Sitio web o página en redes sociales',
  websiteHint: 'La dirección completa, empezando con https://',
  audience: '¿Con quién compartiría Harbor, y cómo?',
  audienceHint:
    'Por ejemplo: las personas que atiende su grupo, y si lo compartiría en persona, por correo electrónico o en internet.',
};
