import { Link } from 'react-router';
import { BLOG_POSTS_IN_SPANISH, tagLabelEs } from '../blog-posts-in-spanish';
import { isTranslated } from '../blog-posts-es-html';
import { BlogIndex, type BlogIndexWords } from './blog';

/** What /es/blog says (terms in docs/glossary-es.md). */
export const BLOG_WORDS_ES: BlogIndexWords = {
  path: '/es/blog',
  locale: 'es',
  meta: (tag) => ({
    title: tag ? `Blog: ${tagLabelEs(tag)}` : 'Blog',
    description:
      'Guías de Harbor en palabras sencillas: cómo pedir ayuda, la renta y los problemas de dinero, la comida, la ayuda legal, las líneas de crisis, el cuidado de otras personas y más. Algunos artículos están en español y los demás, en inglés.',
  }),
  title: 'El blog de Harbor',
  intro:
    'Guías prácticas y textos sinceros para tiempos difíciles, en palabras sencillas. Aquí tiene en español el título y un resumen de cada artículo. Algunos artículos completos ya están en español; los demás están en inglés, y lo decimos al lado del título. Lea lo que le sirva, deje el resto y vuelva cuando lo necesite.',
  search: 'Buscar en el blog',
  topicsNav: 'Temas del blog',
  topics: 'Temas',
  allTopics: 'Todos los temas',
  tagLabel: tagLabelEs,
  status: (shown, total, query, tag) => {
    if (!tag && !query) return `Se muestran los ${total} artículos.`;
    const what = [query ? `con “${query}”` : '', tag ? `sobre ${tagLabelEs(tag)}` : '']
      .filter(Boolean)
      .join(' ');
    return shown === 1 ? `1 artículo ${what}.` : `${shown} artículos ${what}.`;
  },
  emptyTitle: 'No encontramos artículos',
  emptyText:
    'Pruebe con menos palabras, con otras palabras o con otro tema. Si borra la búsqueda, volverá a ver todos los artículos.',
  clear: 'Borrar la búsqueda y ver todos los artículos',
  list: 'Artículos',
  minutes: (minutes) => `${minutes} min de lectura`,
  // Every post has a Spanish page: the post in Spanish, or its title and summary with a link to
  // the English post (blog-post-es.tsx).
  post: (slug) => ({
    href: `/es/blog/${slug}`,
    after: isTranslated(slug) ? null : (
      <span className="web-blog__note"> (artículo en inglés)</span>
    ),
  }),
  footer: (
    <p>
      <Link to="/es/recursos">Buscar ayuda cerca de usted</Link>
      <span aria-hidden="true"> · </span>
      <Link to="/es/quienes-somos">Quiénes somos</Link>
      <span aria-hidden="true"> · </span>
      <Link to="/es">Inicio</Link>
    </p>
  ),
};

/**
 * /es/blog, "El blog de Harbor" (issue 25): the blog's index for Spanish speakers. Every post by
 * its title and summary in Spanish, with the same search and topics (in Spanish); the posts are
 * in English, so each link says "(en inglés)" and carries `hreflang="en"`.
 */
export default function BlogSpanishPage() {
  return <BlogIndex words={BLOG_WORDS_ES} posts={BLOG_POSTS_IN_SPANISH} />;
}
