import { CHALLENGE_TITLES_ES } from '@harbor-help/challenges';
import { Link } from 'react-router';
import type { LibraryWords } from './library-words';
import type { LibraryKind } from './library-item';

const AUTHORS_ES = new Intl.ListFormat('es', { type: 'conjunction' });

/** The Spanish library page (issue 25). */
export const LIBRARY_PATH_ES = '/es/biblioteca';

const KINDS_ES: Readonly<Record<LibraryKind, { label: string; plural: string; article: string }>> =
  {
    guide: { label: 'Guía', plural: 'Guías', article: 'Esta guía' },
    worksheet: {
      label: 'Hoja de trabajo',
      plural: 'Hojas de trabajo',
      article: 'Esta hoja de trabajo',
    },
    book: { label: 'Libro', plural: 'Libros', article: 'La reseña de este libro' },
  };

/**
 * The library's words in Spanish (usted, docs/glossary-es.md): "la biblioteca de Harbor", never
 * "la biblioteca" alone where it could be read as a public library. The items' titles and
 * summaries come from the database (`title_es`, `teaser_es`); their full texts are in English.
 */
export const LIBRARY_WORDS_ES: LibraryWords = {
  locale: 'es',
  path: LIBRARY_PATH_ES,
  membershipPath: '/es/membresia',
  loginPath: '/es/iniciar-sesion',
  loading: 'Cargando la biblioteca de Harbor…',
  loadError:
    'No pudimos cargar la biblioteca de Harbor. Revise su conexión a internet y vuelva a intentarlo.',
  bodyLoadError:
    'No pudimos cargar este texto. Revise su conexión a internet y vuelva a intentarlo.',
  notFound: {
    title: 'No encontramos ese material',
    text: 'Puede que lo hayamos movido o le hayamos cambiado el nombre.',
  },
  back: 'Volver a la biblioteca de Harbor',
  count: (shown, total) =>
    shown === total
      ? `Se ${total === 1 ? 'muestra' : 'muestran'} ${total === 1 ? 'el único material' : `los ${total} materiales`}.`
      : `Se ${shown === 1 ? 'muestra' : 'muestran'} ${shown} de ${total} materiales.`,
  noMatch: 'Todavía no hay nada en la biblioteca de Harbor que coincida con los dos filtros.',
  showAll: 'Ver toda la biblioteca de Harbor',
  filters: {
    label: 'Filtrar la biblioteca de Harbor',
    challenge: 'Tema',
    allChallenges: 'Todos los temas',
    kind: 'Tipo',
    allKinds: 'Guías, hojas de trabajo y libros',
    clear: 'Quitar los filtros',
  },
  kinds: KINDS_ES,
  challengeTitle: (slug) =>
    Object.hasOwn(CHALLENGE_TITLES_ES, slug)
      ? CHALLENGE_TITLES_ES[slug as keyof typeof CHALLENGE_TITLES_ES]
      : slug,
  // The authors are written in English ("A, B and C"): listed again the Spanish way ("A, B y C").
  by: (author) => `de ${AUTHORS_ES.format(author.split(/, | and /))}`,
  minutes: (count) => `${count} min`,
  membersOnly: 'Solo para miembros',
  free: 'Gratis',
  topics: 'Temas:',
  loadingBody: 'Cargando…',
  unavailable: 'Este material no está disponible en este momento. Vuelva a intentarlo más tarde.',
  moreAboutBook: 'Más sobre este libro (en inglés)',
  bodyInEnglish: (kind) =>
    kind === 'book'
      ? 'Por ahora, esta reseña está en inglés, y el libro se muestra con su título original. Puede preguntar en una biblioteca pública si hay una edición en español.'
      : 'Por ahora, el texto completo está en inglés.',
  inEnglish: '(en inglés)',
  invite: {
    title: (kind) => `${KINDS_ES[kind].article} es para miembros de Harbor`,
    memberProblem: (
      <>
        No pudimos abrir este material para su cuenta en este momento. Si obtuvo su membresía hace unos minutos,
        vuelva a cargar la página. Si sigue sin abrirse, <Link to="/es/contacto">avísenos</Link>.
      </>
    ),
    pitch:
      'Con la membresía Básica, Premium o VIP puede leer todas las guías, hojas de trabajo y reseñas de libros de la biblioteca de Harbor. Todo lo marcado como Gratis sigue siendo gratis para todos.',
    noAccess: 'Su cuenta todavía no incluye los materiales para miembros.',
    seePlans: 'Ver las membresías',
    signIn: '¿Ya es miembro? Inicie sesión',
  },
};
