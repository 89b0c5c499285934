import { FormField, PageHeader } from '@harbor-help/ui';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { filterPosts, formatPostDate, tagCounts, tagLabel } from '../blog-filter';
import { BLOG_POSTS } from '../blog-posts';
import { usePageMeta } from '../../app/use-page-title';
import '../blog.css';

const TAGS = tagCounts(BLOG_POSTS);

/** `/blog` with the given filter: only the parameters that are set, so shared links stay short. */
function blogHref(tag: string, query: string): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (query) params.set('q', query);
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

export default function BlogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tag = searchParams.get('tag') ?? '';
  const query = searchParams.get('q') ?? '';
  const searchId = useId();
  usePageMeta({
    title: tag ? `Blog: ${tagLabel(tag)}` : 'Blog',
    description:
      'Plain-language guides from Harbor: asking for help, rent and money trouble, food, legal help, crisis lines, caring for others and more.',
  });

  const shown = filterPosts(BLOG_POSTS, { tag, query });
  const filtered = tag !== '' || query.trim() !== '';

  function onQueryChange(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('q', value);
    else next.delete('q');
    // Typing updates the address (so the search can be shared) without a history entry per key.
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Results already follow what is typed; Enter must not reload the page.
    event.preventDefault();
  }

  let status = `Showing all ${BLOG_POSTS.length} posts.`;
  if (filtered) {
    const what = [
      query.trim() ? `matching “${query.trim()}”` : '',
      tag ? `about ${tagLabel(tag)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    status = shown.length === 1 ? `1 post ${what}.` : `${shown.length} posts ${what}.`;
  }

  return (
    <div className="web-blog">
      <PageHeader
        title="The Harbor blog"
        intro="Practical guides and honest writing for hard times, in plain language. Read what helps, skip what doesn't, and come back whenever you need to."
      />

      <form role="search" className="web-blog__search" onSubmit={onSubmit}>
        <FormField
          id={searchId}
          name="q"
          type="search"
          label="Search the blog"
          className="web-blog__field"
          value={query}
          onChange={onQueryChange}
          autoComplete="off"
          describedBy={`${searchId}-status`}
        />
      </form>

      <nav aria-label="Blog topics" className="web-blog__topics">
        <h2 className="web-blog__topics-title">Topics</h2>
        <ul className="web-blog__tags">
          <li>
            <Link
              to={blogHref('', query)}
              className="web-blog__tag"
              aria-current={tag === '' ? 'page' : undefined}
              preventScrollReset
            >
              All topics
            </Link>
          </li>
          {TAGS.map(({ tag: value, count }) => (
            <li key={value}>
              <Link
                to={blogHref(value, query)}
                className="web-blog__tag"
                aria-current={tag === value ? 'page' : undefined}
                preventScrollReset
              >
                {tagLabel(value)} <span className="web-blog__count">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p id={`${searchId}-status`} className="web-blog__status" role="status">
        {status}
      </p>

      {shown.length === 0 ? (
        <div className="web-blog__empty">
          <h2>No posts found</h2>
          <p>
            Try fewer or different words, or another topic. Every post is still here when you clear
            the search.
          </p>
          <p>
            <Link to="/blog">Clear the search and show all posts</Link>
          </p>
        </div>
      ) : (
        <ol className="web-blog__list" aria-label="Posts">
          {shown.map((post) => (
            <li key={post.slug}>
              <article className="web-blog__item">
                <h2 className="web-blog__item-title">
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h2>
                <p className="web-blog__meta">
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{post.readingMinutes} min read</span>
                </p>
                <p className="web-blog__summary">{post.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      )}

      <footer className="web-blog__footer">
        <p>
          Follow new posts in any feed reader: <a href="/rss.xml">the blog's RSS feed</a>.
        </p>
        <p>
          <Link to="/resources">Find help near you</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/about">About Harbor</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/">Home</Link>
        </p>
      </footer>
    </div>
  );
}
