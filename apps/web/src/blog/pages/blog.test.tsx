import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../blog-posts';
import BlogPage from './blog';

beforeEach(() => {
  window.scrollTo = () => undefined;
});

function renderBlog(path = '/blog') {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:slug', element: <p>A post</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function shownTitles() {
  const list = screen.queryByRole('list', { name: 'Posts' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('the blog index', () => {
  it('lists every post, newest first, with its date and reading time', () => {
    renderBlog();

    expect(screen.getByRole('heading', { level: 1, name: 'The Harbor blog' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(BLOG_POSTS.map((post) => post.title));
    const first = BLOG_POSTS[0]!;
    const link = screen.getByRole('link', { name: first.title });
    expect(link).toHaveAttribute('href', `/blog/${first.slug}`);
    const article = link.closest('article')!;
    expect(article.querySelector('time')).toHaveAttribute('datetime', first.date);
    expect(within(article).getByText(`${first.readingMinutes} min read`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${BLOG_POSTS.length} posts.`);
  });

  it('filters by the tag in the address', () => {
    renderBlog('/blog?tag=housing');

    const expected = BLOG_POSTS.filter((post) => post.tags.includes('housing'));
    expect(expected.length).toBeGreaterThan(0);
    expect(shownTitles()).toEqual(expected.map((post) => post.title));
    const topics = screen.getByRole('navigation', { name: 'Blog topics' });
    expect(within(topics).getByRole('link', { name: /^housing/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('puts the chosen tag in the address, keeping the search', async () => {
    const user = userEvent.setup();
    const router = renderBlog('/blog?q=rent');

    const topics = screen.getByRole('navigation', { name: 'Blog topics' });
    await user.click(within(topics).getByRole('link', { name: /^money/ }));

    expect(router.state.location.search).toBe('?tag=money&q=rent');
  });

  it('searches as you type and puts the words in the address', async () => {
    const user = userEvent.setup();
    const router = renderBlog();

    await user.type(screen.getByRole('searchbox', { name: 'Search the blog' }), 'shelter');

    expect(router.state.location.search).toBe('?q=shelter');
    expect(shownTitles()).toContain('What to expect at a shelter');
    expect(shownTitles()).not.toContain('Getting food help fast');
    expect(screen.getByRole('status')).toHaveTextContent(/posts? matching “shelter”/);
  });

  it('starts with the search from the address', () => {
    renderBlog('/blog?q=immigration');

    expect(screen.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('immigration');
    expect(shownTitles()).toContain('How to spot immigration scams');
  });

  it('says so when nothing matches, with a way back to every post', () => {
    renderBlog('/blog?q=zzzz-no-such-words');

    expect(screen.queryByRole('list', { name: 'Posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 posts matching “zzzz-no-such-words”.');
    expect(
      screen.getByRole('link', { name: 'Clear the search and show all posts' }),
    ).toHaveAttribute('href', '/blog');
  });

  it('links to the RSS feed', () => {
    renderBlog();

    expect(screen.getByRole('link', { name: "the blog's RSS feed" })).toHaveAttribute(
      'href',
      '/rss.xml',
    );
  });
});
