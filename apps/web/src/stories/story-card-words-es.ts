/**
 * The story cards' words in Spanish (issue 25; usted, terms in docs/glossary-es.md), for
 * /es/historias. A story is published in the language it was written in; one written in English
 * is marked `lang="en"` and says "(en inglés)".
 */
import { sameMessage } from '../data/messages';
import type { StoryCardWords } from './story-card-words';

export const STORY_CARD_WORDS_ES: StoryCardWords = {
  locale: 'es',
  dateLocale: 'es-US',
  byline: (name, date) =>
    `${name ? `Compartida por ${name}` : 'Compartida de forma anónima'}, publicada el ${date}`,
  contentNote: (notes) => `Aviso sobre el contenido: ${notes}. Presione para leer la historia`,
  noteLabels: {
    'self-harm': 'autolesiones',
    suicide: 'suicidio',
    abuse: 'maltrato',
    'sexual-violence': 'violencia sexual',
    violence: 'violencia',
    'substance-use': 'consumo de alcohol o drogas',
    'eating-disorders': 'trastornos de la alimentación',
    grief: 'muerte y duelo',
  },
  otherLanguage: '(en inglés)',
  helped: {
    ask: 'Esto me ayudó',
    said: 'Usted dijo que esto le ayudó',
    count: (count) =>
      count === 0
        ? ''
        : count === 1
          ? '1 persona dijo que esto le ayudó.'
          : `${count} personas dijeron que esto les ayudó.`,
    failures: {
      ...sameMessage('No pudimos registrar que esto le ayudó. Intente de nuevo en un momento.'),
      'rate-limited':
        'Hubo demasiados intentos desde esta conexión. Espere unos minutos e intente de nuevo.',
    },
  },
};
