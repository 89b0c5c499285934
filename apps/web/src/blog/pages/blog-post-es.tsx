import { useParams, type Params } from 'react-router';
import { lifelineInSpanish } from '../../help/spanish-help';
import { InEnglish } from '../../info/in-english';
import { getBlogPost } from '../blog-posts';
import { SPANISH_POST_HTML, isTranslated } from '../blog-posts-es-html';
import { BLOG_POSTS_IN_SPANISH, tagLabelEs } from '../blog-posts-in-spanish';
import { BlogPostView, PostNotFound, type BlogPostWords } from './blog-post';

/** The crisis lines under every post, in Spanish: 988 (press 2, AYUDA) and 911, from the lines' data. */
function HelpInSpanish() {
  const { callHref, textHref } = lifelineInSpanish();
  return (
    <p>
      ¿Está en crisis o piensa en el suicidio? En Estados Unidos,{' '}
      {callHref ? <a href={callHref}>llame al 988 y marque 2</a> : 'llame al 988 y marque 2'} o{' '}
      {textHref ? <a href={textHref}>envíe AYUDA al 988</a> : 'envíe AYUDA al 988'}, a toda hora.
      ¿Está en peligro ahora mismo? Llame al <a href="tel:911">911</a>.
    </p>
  );
}

/** What /es/blog/:slug says (terms in docs/glossary-es.md). */
export const BLOG_POST_WORDS_ES: BlogPostWords = {
  locale: 'es',
  blogPath: '/es/blog',
  postPath: (slug) => `/es/blog/${slug}`,
  tagLabel: tagLabelEs,
  allPosts: 'Todos los artículos',
  by: (author) => (author === 'Harbor team' ? 'Por el equipo de Harbor' : `Por ${author}`),
  minutes: (minutes) => `${minutes} min de lectura`,
  loadError: 'No pudimos cargar este artículo. Revise su conexión e inténtelo de nuevo.',
  loading: 'Cargando el artículo…',
  topics: 'Temas',
  morePosts: 'Más artículos',
  previous: 'Artículo anterior',
  next: 'Artículo siguiente',
  related: 'Artículos relacionados',
  helpLabel: 'Ayuda ahora',
  help: <HelpInSpanish />,
  notFound: {
    meta: {
      title: 'No encontramos el artículo',
      description: 'No encontramos ese artículo del blog. El resto del blog de Harbor sigue aquí.',
    },
    title: 'No encontramos ese artículo',
    intro: (slug) =>
      `Es posible que el artículo “${slug}” se haya movido o ya no esté. El resto del blog sigue aquí para usted.`,
    seeAll: 'Ver todos los artículos',
    recent: 'Artículos recientes',
  },
};

/**
 * /es/blog/:slug (issue 25): a post of the blog for Spanish speakers. A post translated into
 * Spanish (content/blog/es) shows its Spanish text; any other post shows its title and summary
 * in Spanish and links the English post, marked "(en inglés)". Neighbours, related posts and
 * topics are in Spanish and link the Spanish pages.
 */
export default function BlogPostSpanishPage() {
  const { slug = '' } = useParams();
  const post = getBlogPost(slug) ? BLOG_POSTS_IN_SPANISH.find((each) => each.slug === slug) : null;
  if (!post)
    return <PostNotFound slug={slug} words={BLOG_POST_WORDS_ES} posts={BLOG_POSTS_IN_SPANISH} />;
  const translated = isTranslated(slug);
  return (
    <BlogPostView
      key={post.slug}
      post={post}
      words={BLOG_POST_WORDS_ES}
      posts={BLOG_POSTS_IN_SPANISH}
      html={translated ? SPANISH_POST_HTML : undefined}
      metaAfter={
        translated ? null : (
          <>
            <span aria-hidden="true"> · </span>
            <span>Artículo en inglés</span>
          </>
        )
      }
      instead={
        <div className="web-prose web-info-callout">
          <p>
            Este artículo todavía está solo en inglés. Arriba tiene su título y un resumen en
            español.
          </p>
          <p>
            <InEnglish href={`/blog/${post.slug}`}>Leer el artículo completo</InEnglish>
          </p>
        </div>
      }
    />
  );
}

/** A translated post's text, so the page renders it at once. */
export async function preload({ slug = '' }: Params): Promise<void> {
  if (isTranslated(slug)) await SPANISH_POST_HTML.load(slug);
}
