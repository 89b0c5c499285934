/**
 * The story form and the share box in Spanish (issue 25; usted, terms in docs/glossary-es.md):
 * the words of story-form.tsx's STORY_FORM_WORDS and share-harbor.tsx's SHARE_HARBOR_WORDS,
 * written for Spanish speakers. `language: 'es'` is stored with the story
 * (public.stories.language), so the team reads, answers and publishes it in Spanish.
 */
import type { ShareHarborWords } from './share-harbor';
import type { StoryFormWords } from './story-form';
import { YOUR_STORY_PATH_ES } from '../stories/private-link';

export const STORY_FORM_WORDS_ES: StoryFormWords = {
  language: 'es',
  nameTooLong: (limit) => `Su nombre puede tener hasta ${limit} caracteres.`,
  emailTooLong: (limit) => `Un correo electrónico puede tener hasta ${limit} caracteres.`,
  emailFormat:
    'Escriba su correo electrónico completo, por ejemplo: nombre@ejemplo.com, o déjelo en blanco.',
  storyMissing: 'Escriba aquí su historia.',
  storyTooShort: (min) => `Escriba un poco más: al menos ${min} caracteres.`,
  storyTooLong: (limit) =>
    `Su historia puede tener hasta ${limit.toLocaleString('es-US')} caracteres. Por favor, acórtela.`,

  action: 'Enviar su historia',
  submit: 'Enviar mi historia',
  name: 'Su nombre o un apodo',
  nameHint: 'Déjelo en blanco si no quiere dar su nombre.',
  email: 'Correo electrónico',
  emailHint: 'Solo si quiere que podamos preguntarle algo sobre su historia. Nunca se publica.',
  story: 'Su historia',
  storyHint:
    'Cuente solo lo que le parezca seguro: puede dejar fuera nombres y lugares. Puede escribir en español.',
  consent:
    'Harbor puede publicar mi historia en este sitio, acortada si hace falta y sin datos que permitan saber quién soy.',
  consentHint:
    'Opcional. Si no marca esta casilla, su historia llega solo a nuestro equipo y nunca se publica.',
  showName: 'Mostrar mi nombre o mi apodo con mi historia si se publica.',
  showNameHint:
    'Opcional. Su nombre o apodo solo aparece si lo escribió arriba y nos da permiso para publicar su historia. Si no marca esta casilla, no aparece ningún nombre.',
  sentTitle: 'Gracias por confiarnos su historia.',
  sendAnother: 'Compartir otra historia',
  sentForPublishing:
    'Una persona de nuestro equipo la leerá con cuidado. Si queremos publicarla, podemos acortarla y quitar todo lo que permita saber quién es usted o quiénes son otras personas. No publicamos nada sin revisarlo antes.',
  sentTeamOnly:
    'Una persona de nuestro equipo la leerá con cuidado. Es solo para nuestro equipo: nunca se publicará.',
  privateLink: {
    page: YOUR_STORY_PATH_ES,
    heading: 'Su enlace privado',
    body: 'Con este enlace puede ver si su historia se publicó y retirarla cuando quiera, antes o después de que se publique.',
    keep: 'Guárdelo ahora en un lugar seguro: solo lo mostramos una vez y no podemos enviarlo de nuevo. Cualquier persona que tenga el enlace puede retirar su historia.',
    label: 'Enlace privado a su historia',
    copy: 'Copiar el enlace',
    copied: 'Se copió. Péguelo en un lugar que solo usted pueda ver.',
    copyFailed:
      'No pudimos copiarlo. El enlace está seleccionado: cópielo con el teclado o con el menú.',
  },
};

export const SHARE_HARBOR_WORDS_ES: ShareHarborWords = {
  path: '/es',
  text: 'Harbor: una comunidad y recursos prácticos gratis para personas que pasan por momentos difíciles.',
  share: 'Compartir Harbor',
  copy: 'Copiar el enlace',
  copied: 'Se copió el enlace. Péguelo en un mensaje, un correo electrónico o una publicación.',
  copyFailed: 'No pudimos copiarlo. El enlace está seleccionado aquí abajo: cópielo desde ahí.',
  thanks: 'Gracias por compartir Harbor.',
  linkLabel: 'Enlace de Harbor',
};
