import { FormField, PageHeader } from '@harbor-help/ui';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { filterPosts, formatPostDate, tagCounts, tagLabel } from '../blog-filter';
import { BLOG_POSTS, type BlogPostSummary } from '../blog-posts';
import { usePageMeta } from '../../app/use-page-title';
import '../blog.css';

/** Everything the blog's index says, so the same page speaks English (below) or Spanish (blog-es.tsx). */
export interface BlogIndexWords {
  /** The page's own path (`/blog`), which its filters add to. */
  readonly path: string;
  /** For dates (`Intl`): `en-US`, `es`. */
  readonly locale: string;
  readonly meta: (tag: string) => { title: string; description: string };
  readonly title: string;
  readonly intro: string;
  readonly search: string;
  readonly topicsNav: string;
  readonly topics: string;
  readonly allTopics: string;
  readonly tagLabel: (tag: string) => string;
  /** The polite line under the filters: how many posts are shown, and for what. */
  readonly status: (shown: number, total: number, query: string, tag: string) => string;
  readonly emptyTitle: string;
  readonly emptyText: string;
  readonly clear: string;
  readonly list: string;
  readonly minutes: (minutes: number) => string;
  /** A post's link: its address, and what follows the title (" (en inglés)" for a post in English). */
  readonly post: (slug: string) => { href: string; lang?: string; after?: ReactNode };
  readonly footer: ReactNode;
}

/** What /blog says. */
const BLOG_WORDS: BlogIndexWords = {
  path: '/blog',
  locale: 'en-US',
  meta: (tag) => ({
    title: tag ? `Blog: ${tagLabel(tag)}` : 'Blog',
    description:
      'Plain-language guides from Harbor: asking for help, rent and money trouble, food, legal help, crisis lines, caring for others and more.',
  }),
  title: 'The Harbor blog',
  intro:
    "Practical guides and honest writing for hard times, in plain language. Read what helps, skip what doesn't, and come back whenever you need to.",
  search: 'Search the blog',
  topicsNav: 'Blog topics',
  topics: 'Topics',
  allTopics: 'All topics',
  tagLabel,
  status: (shown, total, query, tag) => {
    if (!tag && !query) return `Showing all ${total} posts.`;
    const what = [query ? `matching “${query}”` : '', tag ? `about ${tagLabel(tag)}` : '']
      .filter(Boolean)
      .join(' ');
    return shown === 1 ? `1 post ${what}.` : `${shown} posts ${what}.`;
  },
  emptyTitle: 'No posts found',
  emptyText:
    'Try fewer or different words, or another topic. Every post is still here when you clear the search.',
  clear: 'Clear the search and show all posts',
  list: 'Posts',
  minutes: (minutes) => `${minutes} min read`,
  post: (slug) => ({ href: `/blog/${slug}` }),
  footer: (
    <>
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
    </>
  ),
};

/** The blog's index: every post, newest first, with a search and a filter by topic. */
export function BlogIndex({
  words,
  posts,
}: {
  words: BlogIndexWords;
  /** The posts, with their titles and summaries in the page's language. */
  posts: readonly BlogPostSummary[];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tag = searchParams.get('tag') ?? '';
  const query = searchParams.get('q') ?? '';
  const searchId = useId();
  usePageMeta(words.meta(tag));
  const tags = tagCounts(posts);

  /** This page with the given filter: only the parameters that are set, so shared links stay short. */
  function blogHref(nextTag: string, nextQuery: string): string {
    const params = new URLSearchParams();
    if (nextTag) params.set('tag', nextTag);
    if (nextQuery) params.set('q', nextQuery);
    const search = params.toString();
    return search ? `${words.path}?${search}` : words.path;
  }

  const shown = filterPosts(posts, { tag, query, label: words.tagLabel });

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

  const status = words.status(shown.length, posts.length, query.trim(), tag);

  return (
    <div className="web-blog">
      <PageHeader title={words.title} intro={words.intro} />

      <form role="search" className="web-blog__search" onSubmit={onSubmit}>
        <FormField
          id={searchId}
          name="q"
          type="search"
          label={words.search}
          className="web-blog__field"
          value={query}
          onChange={onQueryChange}
          autoComplete="off"
          describedBy={`${searchId}-status`}
        />
      </form>

      <nav aria-label={words.topicsNav} className="web-blog__topics">
        <h2 className="web-blog__topics-title">{words.topics}</h2>
        <ul className="web-blog__tags">
          <li>
            <Link
              to={blogHref('', query)}
              className="web-blog__tag"
              aria-current={tag === '' ? 'page' : undefined}
              preventScrollReset
            >
              {words.allTopics}
            </Link>
          </li>
          {tags.map(({ tag: value, count }) => (
            <li key={value}>
              <Link
                to={blogHref(value, query)}
                className="web-blog__tag"
                aria-current={tag === value ? 'page' : undefined}
                preventScrollReset
              >
                {words.tagLabel(value)} <span className="web-blog__count">({count})</span>
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
          <h2>{words.emptyTitle}</h2>
          <p>{words.emptyText}</p>
          <p>
            <Link to={words.path}>{words.clear}</Link>
          </p>
        </div>
      ) : (
        <ol className="web-blog__list" aria-label={words.list}>
          {shown.map((post) => {
            const link = words.post(post.slug);
            return (
              <li key={post.slug}>
                <article className="web-blog__item">
                  <h2 className="web-blog__item-title">
                    {link.lang ? (
                      // A page in the other language is a new document: a plain link.
                      <a href={link.href} hrefLang={link.lang}>
                        {post.title}
                      </a>
                    ) : (
                      <Link to={link.href}>{post.title}</Link>
                    )}
                    {link.after}
                  </h2>
                  <p className="web-blog__meta">
                    <time dateTime={post.date}>{formatPostDate(post.date, words.locale)}</time>
                    <span aria-hidden="true"> · </span>
                    <span>{words.minutes(post.readingMinutes)}</span>
                  </p>
                  <p className="web-blog__summary">{post.summary}</p>
                </article>
              </li>
            );
          })}
        </ol>
      )}

      <footer className="web-blog__footer">{words.footer}</footer>
    </div>
  );
}

/** /blog: the posts in English. */
export default function BlogPage() {
  return <BlogIndex words={BLOG_WORDS} posts={BLOG_POSTS} />;
}
