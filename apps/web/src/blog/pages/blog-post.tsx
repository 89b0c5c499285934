import { LoadError, PageHeader } from '@harbor-help/ui';
import { Component, Suspense, use, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, type Params } from 'react-router';
import { adjacentPosts, formatPostDate, relatedPosts, tagLabel } from '../blog-filter';
import { ENGLISH_POST_HTML, type PostHtmlLoader } from '../blog-post-html';
import { BLOG_POSTS, getBlogPost, type BlogPostSummary } from '../blog-posts';
import { usePageMeta } from '../../app/use-page-title';
import '../blog.css';

/** Shows `fallback(retry)` instead of its children when they throw (a post that failed to load). */
class LoadErrorBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** The post's HTML, compiled and sanitized at build time (build/blog/markdown.ts). */
function PostBody({
  slug,
  loadHtml,
}: {
  slug: string;
  loadHtml: (slug: string) => Promise<string | null>;
}) {
  const html = use(loadHtml(slug));
  const navigate = useNavigate();

  // Links inside the post to Harbor's own pages navigate in the app, like every other link.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || href === '/rss.xml') return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // The click handler only routes clicks on the links inside; the links stay keyboard-reachable.
    <div
      className="web-prose web-blog-post__body"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}

/** Everything a post's page says, so the same page speaks English (below) or Spanish. */
export interface BlogPostWords {
  /** For dates (`Intl`): `en-US`, `es`. */
  readonly locale: string;
  /** The blog's index. */
  readonly blogPath: string;
  readonly postPath: (slug: string) => string;
  readonly tagLabel: (tag: string) => string;
  readonly allPosts: string;
  readonly by: (author: string) => string;
  readonly minutes: (minutes: number) => string;
  readonly loadError: string;
  readonly loading: string;
  readonly topics: string;
  readonly morePosts: string;
  readonly previous: string;
  readonly next: string;
  readonly related: string;
  readonly helpLabel: string;
  /** The crisis lines under every post. */
  readonly help: ReactNode;
  readonly notFound: {
    readonly meta: { readonly title: string; readonly description: string };
    readonly title: string;
    readonly intro: (slug: string) => string;
    readonly seeAll: string;
    readonly recent: string;
  };
}

/** What /blog/:slug says. */
const BLOG_POST_WORDS: BlogPostWords = {
  locale: 'en-US',
  blogPath: '/blog',
  postPath: (slug) => `/blog/${slug}`,
  tagLabel,
  allPosts: 'All posts',
  by: (author) => `By ${author}`,
  minutes: (minutes) => `${minutes} min read`,
  loadError: "We couldn't load this post. Please check your connection and try again.",
  loading: 'Loading the post…',
  topics: 'Topics',
  morePosts: 'More posts',
  previous: 'Previous post',
  next: 'Next post',
  related: 'Related posts',
  helpLabel: 'Help now',
  help: (
    <p>
      In crisis or thinking about suicide? Call or text <a href="tel:988">988</a> any time (United
      States). In danger right now? Call <a href="tel:911">911</a>.
    </p>
  ),
  notFound: {
    meta: {
      title: 'Post not found',
      description: "We couldn't find that blog post. The rest of the Harbor blog is still here.",
    },
    title: "We couldn't find that post",
    intro: (slug) =>
      `The post “${slug}” may have moved or been taken down. The rest of the blog is still here for you.`,
    seeAll: 'See all posts',
    recent: 'Recent posts',
  },
};

/** The page for a post that does not exist: the blog's index and its newest posts. */
export function PostNotFound({
  slug,
  words,
  posts,
}: {
  slug: string;
  words: BlogPostWords;
  /** Every post, in the page's language. */
  posts: readonly BlogPostSummary[];
}) {
  usePageMeta(words.notFound.meta);
  return (
    <div className="web-blog">
      <PageHeader title={words.notFound.title} intro={words.notFound.intro(slug)} />
      <p>
        <Link to={words.blogPath}>{words.notFound.seeAll}</Link>
      </p>
      <h2 className="web-blog__section-title">{words.notFound.recent}</h2>
      <PostLinks posts={posts.slice(0, 3)} words={words} />
    </div>
  );
}

function PostLinks({ posts, words }: { posts: readonly BlogPostSummary[]; words: BlogPostWords }) {
  return (
    <ul className="web-links">
      {posts.map((post) => (
        <li key={post.slug}>
          <Link to={words.postPath(post.slug)}>{post.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export interface BlogPostViewProps {
  readonly post: BlogPostSummary;
  readonly words: BlogPostWords;
  /** Every post, in the page's language (for the neighbours and related posts). */
  readonly posts: readonly BlogPostSummary[];
  /** The post's HTML; without it, `instead` is shown in the body's place. */
  readonly html?: PostHtmlLoader;
  /** What stands for the body when there is no `html` (a post not yet translated). */
  readonly instead?: ReactNode;
  /** After the date and reading time (" · En inglés"). */
  readonly metaAfter?: ReactNode;
}

/** A post's page: its title, summary, body, topics, neighbours and related posts. */
export function BlogPostView({ post, words, posts, html, instead, metaAfter }: BlogPostViewProps) {
  usePageMeta({ title: post.title, description: post.summary, type: 'article' });
  // A new key after "Try again" gives the boundary and the loader a fresh start.
  const [attempt, setAttempt] = useState(0);
  const { previous, next } = adjacentPosts(posts, post.slug);
  const related = relatedPosts(posts, post.slug);

  return (
    <div className="web-blog">
      <p className="web-blog-post__back">
        <Link to={words.blogPath}>
          <span aria-hidden="true">← </span>
          {words.allPosts}
        </Link>
      </p>
      <article className="web-blog-post">
        <PageHeader title={post.title} intro={post.summary} />
        <p className="web-blog__meta">
          <span>{words.by(post.author)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatPostDate(post.date, words.locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{words.minutes(post.readingMinutes)}</span>
          {metaAfter}
        </p>
        {html ? (
          <LoadErrorBoundary
            key={`${post.slug}-${attempt}`}
            fallback={(retry) => (
              <LoadError
                className="web-blog-post__error"
                message={words.loadError}
                onRetry={() => {
                  html.forget(post.slug);
                  setAttempt((count) => count + 1);
                  retry();
                }}
              />
            )}
          >
            <Suspense
              fallback={
                <p className="web-blog-post__loading" role="status">
                  {words.loading}
                </p>
              }
            >
              <PostBody slug={post.slug} loadHtml={html.load} />
            </Suspense>
          </LoadErrorBoundary>
        ) : (
          instead
        )}
        <ul className="web-blog__item-tags" aria-label={words.topics}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`${words.blogPath}?tag=${tag}`}
                className="web-blog__tag web-blog__tag--small"
              >
                {words.tagLabel(tag)}
              </Link>
            </li>
          ))}
        </ul>
      </article>

      {previous || next ? (
        <nav aria-label={words.morePosts} className="web-blog-post__pager">
          {previous ? (
            <Link
              to={words.postPath(previous.slug)}
              rel="prev"
              className="web-blog-post__pager-link"
            >
              <span className="web-blog-post__pager-label">{words.previous}</span>{' '}
              <span className="web-blog-post__pager-title">{previous.title}</span>
            </Link>
          ) : null}
          {next ? (
            <Link
              to={words.postPath(next.slug)}
              rel="next"
              className="web-blog-post__pager-link web-blog-post__pager-link--next"
            >
              <span className="web-blog-post__pager-label">{words.next}</span>{' '}
              <span className="web-blog-post__pager-title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="web-blog-post__related">
          <h2 id="related-posts" className="web-blog__section-title">
            {words.related}
          </h2>
          <PostLinks posts={related} words={words} />
        </section>
      ) : null}

      <aside className="web-blog-post__help" aria-label={words.helpLabel}>
        {words.help}
      </aside>
    </div>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = getBlogPost(slug);
  // The key resets the page's state when a previous/next link changes the post.
  return post ? (
    <BlogPostView
      key={post.slug}
      post={post}
      words={BLOG_POST_WORDS}
      posts={BLOG_POSTS}
      html={ENGLISH_POST_HTML}
    />
  ) : (
    <PostNotFound slug={slug} words={BLOG_POST_WORDS} posts={BLOG_POSTS} />
  );
}

/** The post's text, so the page renders it at once. */
export async function preload({ slug = '' }: Params): Promise<void> {
  await ENGLISH_POST_HTML.load(slug);
}
