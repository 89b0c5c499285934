// Through the English page's module, so both languages share one chunk's code.
import { StoriesView, type StoriesPageWords } from './stories';
import { SERVICE_MESSAGES_ES } from '../../data/messages-es';
import { requireSpanishPath } from '../../app/spanish-paths';
import { STORY_CARD_WORDS_ES } from '../story-card-words-es';

/** /stories' words in Spanish (issue 25; usted, terms in docs/glossary-es.md). */
export const STORIES_PAGE_WORDS_ES: StoriesPageWords = {
  meta: {
    title: 'Historias',
    description:
      'Historias de personas que han pasado por momentos difíciles, leídas con cuidado y publicadas con el permiso de quienes las escribieron.',
  },
  title: 'Historias de personas que también han pasado por momentos difíciles',
  intro:
    'Historias reales que recibió Harbor, leídas con cuidado por nuestro equipo, editadas y publicadas con el permiso de quienes las escribieron, sin datos que permitan identificar a nadie. Las más nuevas aparecen primero. Cada historia se publica en el idioma en que se escribió: las que están en inglés dicen “(en inglés)” junto al título.',
  noScript:
    'Sin JavaScript, esta página muestra las historias publicadas hasta la última vez que se actualizó el sitio. Active JavaScript para ver las más nuevas.',
  loading: 'Cargando las historias…',
  loadError: (reason) => `No pudimos cargar las historias. ${reason}`,
  failures: SERVICE_MESSAGES_ES,
  none: 'Todavía no hay historias aquí. Cuando alguien comparta la suya y nuestro equipo la haya leído con cuidado, aparecerá aquí.',
  share: { href: requireSpanishPath('/share'), label: 'Comparta su propia historia' },
  cards: STORY_CARD_WORDS_ES,
};

/** /es/historias, "Historias": /stories for Spanish speakers. */
export default function StoriesSpanishPage() {
  return <StoriesView words={STORIES_PAGE_WORDS_ES} />;
}
