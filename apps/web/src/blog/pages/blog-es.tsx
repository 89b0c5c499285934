import { Link } from 'react-router';
import { BLOG_POSTS_ES, BLOG_TAGS_ES } from '../blog-posts-es';
import { BLOG_POSTS, type BlogPostSummary } from '../blog-posts';
import { BlogIndex, type BlogIndexWords } from './blog';

/** A topic's name in Spanish (every tag has one: blog-es.test.tsx). */
function tagLabelEs(tag: string): string {
  return BLOG_TAGS_ES[tag] ?? tag.replace(/-/g, ' ');
}

/** What /es/blog says (terms in docs/glossary-es.md). */
export const BLOG_WORDS_ES: BlogIndexWords = {
  path: '/es/blog',
  locale: 'es',
  meta: (tag) => ({
    title: tag ? `Blog: ${tagLabelEs(tag)}` : 'Blog',
    description:
      'Guías de Harbor en palabras sencillas: cómo pedir ayuda, la renta y los problemas de dinero, la comida, la ayuda legal, las líneas de crisis, el cuidado de otras personas y más. Los artículos están en inglés.',
  }),
  title: 'El blog de Harbor',
  intro:
    'Guías prácticas y textos sinceros para tiempos difíciles, en palabras sencillas. Aquí tiene en español el título y un resumen de cada artículo. Los artículos completos están en inglés. Lea lo que le sirva, deje el resto y vuelva cuando lo necesite.',
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
  post: (slug) => ({ href: `/blog/${slug}`, lang: 'en', after: ' (en inglés)' }),
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

/** Every post with its title and summary in Spanish (the rest, its date and topics, as it is). */
export const BLOG_POSTS_IN_SPANISH: readonly BlogPostSummary[] = BLOG_POSTS.map((post) => {
  const spanish = BLOG_POSTS_ES[post.slug];
  if (!spanish) throw new Error(`No Spanish title and summary for the post ${post.slug}`);
  return { ...post, ...spanish };
});

/**
 * /es/blog, "El blog de Harbor" (issue 25): the blog's index for Spanish speakers. Every post by
 * its title and summary in Spanish, with the same search and topics (in Spanish); the posts are
 * in English, so each link says "(en inglés)" and carries `hreflang="en"`.
 */
export default function BlogSpanishPage() {
  return <BlogIndex words={BLOG_WORDS_ES} posts={BLOG_POSTS_IN_SPANISH} />;
}
