import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPostHtml } from 'virtual:harbor-blog';
import type * as VirtualBlog from 'virtual:harbor-blog';
import BlogPostPage from './blog-post';

// The post's chunk fails to load once (offline, a flaky connection), then loads.
vi.mock('virtual:harbor-blog', async (importOriginal) => {
  const original = await importOriginal<typeof VirtualBlog>();
  return { ...original, loadPostHtml: vi.fn() };
});

beforeEach(() => {
  window.scrollTo = () => undefined;
});

describe("given a post whose text can't be loaded", () => {
  it('says so, keeps the title, and loads the text on "Try again"', async () => {
    // React reports the error the boundary caught; the page itself shows the message.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadPostHtml)
      .mockReturnValueOnce(
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      )
      .mockReturnValue(Promise.resolve('<h2>Loaded at last</h2>'));
    const router = createMemoryRouter([{ path: '/blog/:slug', element: <BlogPostPage /> }], {
      initialEntries: ['/blog/asking-for-help'],
    });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Asking for help is a skill, not a weakness' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load this post. Please check your connection and try again.",
    );

    const user = userEvent.setup();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Loaded at last' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
