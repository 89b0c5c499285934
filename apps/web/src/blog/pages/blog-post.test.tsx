import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../blog-posts';
import BlogPostPage from './blog-post';

beforeEach(() => {
  window.scrollTo = () => undefined;
});

/** Renders the page and waits, inside act, until the post's own chunk has loaded. */
async function renderPost(slug: string) {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <h1>All posts</h1> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
    ],
    { initialEntries: [`/blog/${slug}`] },
  );
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<RouterProvider router={router} />);
  });
  return { router, ...view! };
}

function meta(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('a blog post', () => {
  it('shows its title, author, date, reading time and body', async () => {
    const post = BLOG_POSTS.find((candidate) => candidate.slug === 'asking-for-help')!;
    await renderPost('asking-for-help');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Asking for help is a skill, not a weakness' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Why it feels so hard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`By ${post.author}`)).toBeInTheDocument();
    expect(document.querySelector('article time')).toHaveAttribute('datetime', post.date);
    expect(screen.getByText(`${post.readingMinutes} min read`)).toBeInTheDocument();
  });

  it('sets the document title, meta description and Open Graph tags of an article', async () => {
    const post = BLOG_POSTS.find((candidate) => candidate.slug === 'asking-for-help')!;
    await renderPost('asking-for-help');

    expect(document.title).toBe('Asking for help is a skill, not a weakness — Harbor');
    expect(meta('meta[name="description"]')).toBe(post.summary);
    expect(meta('meta[property="og:title"]')).toBe(
      'Asking for help is a skill, not a weakness — Harbor',
    );
    expect(meta('meta[property="og:description"]')).toBe(post.summary);
    expect(meta('meta[property="og:type"]')).toBe('article');
  });

  it('links to the previous (older) and next (newer) posts', async () => {
    const index = BLOG_POSTS.findIndex((candidate) => candidate.slug === 'asking-for-help');
    const older = BLOG_POSTS[index + 1]!;
    const newer = BLOG_POSTS[index - 1]!;
    await renderPost('asking-for-help');

    const pager = screen.getByRole('navigation', { name: 'More posts' });
    expect(
      within(pager).getByRole('link', { name: `Previous post ${older.title}` }),
    ).toHaveAttribute('href', `/blog/${older.slug}`);
    expect(within(pager).getByRole('link', { name: `Next post ${newer.title}` })).toHaveAttribute(
      'href',
      `/blog/${newer.slug}`,
    );
  });

  it('has no next link on the newest post', async () => {
    const newest = BLOG_POSTS[0]!;
    await renderPost(newest.slug);

    const pager = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(pager).queryByRole('link', { name: /^Next post/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: /^Previous post/ })).toBeInTheDocument();
  });

  it('lists related posts that share a tag', async () => {
    await renderPost('cant-pay-rent-this-month');

    const related = screen.getByRole('region', { name: 'Related posts' });
    const links = within(related).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const slug = link.getAttribute('href')!.replace('/blog/', '');
      const relatedPost = BLOG_POSTS.find((candidate) => candidate.slug === slug)!;
      expect(relatedPost.tags.some((tag) => ['housing', 'money'].includes(tag))).toBe(true);
    }
  });

  it('has no axe violations', async () => {
    const { container } = await renderPost('asking-for-help');
    await screen.findByRole('heading', { level: 2, name: 'Why it feels so hard' });

    // color-contrast is off because jsdom does no layout or CSS cascade (the browser tests check it).
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('an unknown slug', () => {
  it('shows a not-found page that links back to the blog', async () => {
    await renderPost('no-such-post');

    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find that post" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The post “no-such-post” may have moved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Post not found — Harbor');
  });

  it('shows the text of the address as text, never as markup', async () => {
    await renderPost(encodeURIComponent('<img src=x onerror=alert(1)>'));

    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
  });
});
