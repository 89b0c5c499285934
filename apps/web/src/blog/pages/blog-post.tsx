import { LoadError, PageHeader } from '@harbor-help/ui';
import { Component, Suspense, use, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, type Params } from 'react-router';
import { adjacentPosts, formatPostDate, relatedPosts, tagLabel } from '../blog-filter';
import { forgetBlogPostHtml, loadBlogPostHtml } from '../blog-post-html';
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
function PostBody({ slug }: { slug: string }) {
  const html = use(loadBlogPostHtml(slug));
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

function PostNotFound({ slug }: { slug: string }) {
  usePageMeta({
    title: 'Post not found',
    description: "We couldn't find that blog post. The rest of the Harbor blog is still here.",
  });
  return (
    <div className="web-blog">
      <PageHeader
        title="We couldn't find that post"
        intro={`The post “${slug}” may have moved or been taken down. The rest of the blog is still here for you.`}
      />
      <p>
        <Link to="/blog">See all posts</Link>
      </p>
      <h2 className="web-blog__section-title">Recent posts</h2>
      <PostLinks posts={BLOG_POSTS.slice(0, 3)} />
    </div>
  );
}

function PostLinks({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="web-links">
      {posts.map((post) => (
        <li key={post.slug}>
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function Post({ post }: { post: BlogPostSummary }) {
  usePageMeta({ title: post.title, description: post.summary, type: 'article' });
  // A new key after "Try again" gives the boundary and the loader a fresh start.
  const [attempt, setAttempt] = useState(0);
  const { previous, next } = adjacentPosts(BLOG_POSTS, post.slug);
  const related = relatedPosts(BLOG_POSTS, post.slug);

  return (
    <div className="web-blog">
      <p className="web-blog-post__back">
        <Link to="/blog">
          <span aria-hidden="true">← </span>All posts
        </Link>
      </p>
      <article className="web-blog-post">
        <PageHeader title={post.title} intro={post.summary} />
        <p className="web-blog__meta">
          <span>By {post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
        <LoadErrorBoundary
          key={`${post.slug}-${attempt}`}
          fallback={(retry) => (
            <LoadError
              className="web-blog-post__error"
              message="We couldn't load this post. Please check your connection and try again."
              onRetry={() => {
                forgetBlogPostHtml(post.slug);
                setAttempt((count) => count + 1);
                retry();
              }}
            />
          )}
        >
          <Suspense
            fallback={
              <p className="web-blog-post__loading" role="status">
                Loading the post…
              </p>
            }
          >
            <PostBody slug={post.slug} />
          </Suspense>
        </LoadErrorBoundary>
        <ul className="web-blog__item-tags" aria-label="Topics">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={`/blog?tag=${tag}`} className="web-blog__tag web-blog__tag--small">
                {tagLabel(tag)}
              </Link>
            </li>
          ))}
        </ul>
      </article>

      {previous || next ? (
        <nav aria-label="More posts" className="web-blog-post__pager">
          {previous ? (
            <Link to={`/blog/${previous.slug}`} rel="prev" className="web-blog-post__pager-link">
              <span className="web-blog-post__pager-label">Previous post</span>{' '}
              <span className="web-blog-post__pager-title">{previous.title}</span>
            </Link>
          ) : null}
          {next ? (
            <Link
              to={`/blog/${next.slug}`}
              rel="next"
              className="web-blog-post__pager-link web-blog-post__pager-link--next"
            >
              <span className="web-blog-post__pager-label">Next post</span>{' '}
              <span className="web-blog-post__pager-title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="web-blog-post__related">
          <h2 id="related-posts" className="web-blog__section-title">
            Related posts
          </h2>
          <PostLinks posts={related} />
        </section>
      ) : null}

      <aside className="web-blog-post__help" aria-label="Help now">
        <p>
          In crisis or thinking about suicide? Call or text <a href="tel:988">988</a> any time
          (United States). In danger right now? Call <a href="tel:911">911</a>.
        </p>
      </aside>
    </div>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = getBlogPost(slug);
  // The key resets the page's state when a previous/next link changes the post.
  return post ? <Post key={post.slug} post={post} /> : <PostNotFound slug={slug} />;
}

/** The post's text, so the page renders it at once. */
export async function preload({ slug = '' }: Params): Promise<void> {
  await loadBlogPostHtml(slug);
}
