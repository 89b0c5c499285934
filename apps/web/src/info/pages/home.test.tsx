import { JourneyProvider } from '@harbor-help/journey';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_POSTS } from '../../blog/blog-posts';
import HomePage from './home';

vi.mock('@harbor-help/auth', () => ({ useAuth: () => ({ status: 'signed-out' }) }));

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  render(
    <JourneyProvider storage={null}>
      <RouterProvider router={router} />
    </JourneyProvider>,
  );
}

describe('the home page', () => {
  it('lists the three newest blog posts, newest first, with their dates and links', () => {
    renderHome();

    const latest = screen.getByRole('region', { name: 'Latest from the blog' });
    const titles = within(latest).getAllByRole('heading', { level: 3 });
    const newest = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    expect(titles.map((title) => title.textContent)).toEqual(newest.map((post) => post.title));
    expect(within(latest).getByRole('link', { name: newest[0]!.title })).toHaveAttribute(
      'href',
      `/blog/${newest[0]!.slug}`,
    );
    expect(latest.querySelector(`time[datetime="${newest[0]!.date}"]`)).not.toBeNull();
    expect(within(latest).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('says what membership adds and links to the comparison', () => {
    renderHome();

    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByRole('link', { name: 'Compare memberships' })).toHaveAttribute(
      'href',
      '/products/membership',
    );
  });
});
