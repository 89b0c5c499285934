import { requireSpanishPath } from '../app/spanish-paths';
import { SERVICE_MESSAGES_ES } from '../data/messages-es';
import type { PublishedStoriesWords } from './published-stories';
import { STORY_CARD_WORDS_ES } from './story-card-words-es';

/**
 * The stories section's words in Spanish (issue 25; usted, terms in docs/glossary-es.md), for
 * the Spanish hubs and /es/compartir. Each story stays in the language it was written in; one
 * in English is marked and says "(en inglés)" after its title (the cards' words).
 */
export const PUBLISHED_STORIES_WORDS_ES: PublishedStoriesWords = {
  heading: 'Historias de personas que han pasado por algo parecido',
  intro:
    'Historias reales que recibió Harbor, leídas con cuidado, editadas y publicadas con el permiso de quienes las escribieron, sin datos que permitan identificar a nadie. Cada historia aparece en el idioma en que se escribió.',
  noScript: (link) => (
    <>Estas historias necesitan JavaScript para cargarse. Puede leerlas en la {link}.</>
  ),
  list: {
    href: requireSpanishPath('/stories'),
    label: 'lista sencilla de historias',
    all: 'Todas las historias, en una sola página',
  },
  show: 'Ver las historias',
  needConnection:
    'Para ver las historias necesita conexión a internet. Aparecerán aquí cuando vuelva a tener conexión.',
  loading: 'Cargando las historias…',
  loadError: (reason) => `No pudimos cargar las historias. ${reason}`,
  moreError: (reason) => `No pudimos cargar más historias. ${reason}`,
  more: 'Más historias',
  loadingMore: 'Cargando más historias…',
  none: 'Todavía no hay historias aquí. Cuando alguien comparta la suya y nuestro equipo la haya leído con cuidado, aparecerá aquí.',
  failures: SERVICE_MESSAGES_ES,
  cards: STORY_CARD_WORDS_ES,
};
