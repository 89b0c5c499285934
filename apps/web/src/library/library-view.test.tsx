import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dataError, failed, ok, type DataResult } from '../data/result';
import { SERVICE_MESSAGES } from '../data/messages';
import type { LibraryItem } from './library-item';
import {
  BODY_LOAD_ERROR,
  LIBRARY_LOAD_ERROR,
  LibraryView,
  type LibraryViewer,
} from './library-view';

const item = (
  overrides: Partial<LibraryItem> & Pick<LibraryItem, 'slug' | 'title'>,
): LibraryItem => ({
  teaser: `${overrides.title} teaser`,
  kind: 'guide',
  challenges: ['poverty'],
  membersOnly: false,
  author: null,
  sourceUrl: null,
  readingMinutes: 5,
  ...overrides,
});

const ITEMS: LibraryItem[] = [
  item({
    slug: 'finding-free-food',
    title: 'Finding free food this week',
    challenges: ['poverty'],
  }),
  item({
    slug: 'thought-record',
    title: 'Thought record',
    kind: 'worksheet',
    challenges: ['mental-health'],
    membersOnly: true,
  }),
  item({
    slug: 'evicted',
    title: 'Evicted',
    kind: 'book',
    challenges: ['poverty', 'homelessness'],
    author: 'Matthew Desmond',
    sourceUrl: 'https://example.org/evicted',
  }),
];

const OFFLINE = failed(dataError('network', SERVICE_MESSAGES));

function renderLibrary({
  path = '/library',
  viewer = 'visitor',
  loadItems = () => Promise.resolve(ok(ITEMS)),
  loadBody = (slug: string) =>
    Promise.resolve(
      ok(slug === 'thought-record' ? null : `Body of ${slug}.\n\n## Steps\n\n- One\n- Two`),
    ),
}: {
  path?: string;
  viewer?: LibraryViewer;
  loadItems?: () => Promise<DataResult<LibraryItem[]>>;
  loadBody?: (slug: string) => Promise<DataResult<string | null>>;
} = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/library',
        element: (
          <main>
            <LibraryView loadItems={loadItems} loadBody={loadBody} viewer={viewer} />
          </main>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

describe('LibraryView', () => {
  it('says it is loading, then lists every item with its kind and whether it is free', async () => {
    renderLibrary();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the library…');

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Thought record' })).toHaveAttribute(
      'href',
      '/library?item=thought-record',
    );
    expect(screen.getByText('Showing all 3 items.')).toBeInTheDocument();
    expect(screen.getByText(/Book · by Matthew Desmond/)).toBeInTheDocument();
    expect(screen.getAllByText('Members only')).toHaveLength(1);
  });

  it('filters by the challenge and kind in the address', async () => {
    renderLibrary({ path: '/library?challenge=poverty&kind=book' });
    expect(await screen.findByText('Showing 1 of 3 items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evicted' })).toHaveAttribute(
      'href',
      '/library?challenge=poverty&kind=book&item=evicted',
    );
    expect(screen.getByLabelText('Challenge')).toHaveValue('poverty');
    expect(screen.getByLabelText('Kind')).toHaveValue('book');
  });

  it('keeps a filter chosen in the page in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderLibrary();
    await user.selectOptions(await screen.findByLabelText('Challenge'), 'mental-health');

    expect(router.state.location.search).toBe('?challenge=mental-health');
    expect(screen.getByText('Showing 1 of 3 items.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing matches, with a way back to everything', async () => {
    renderLibrary({ path: '/library?challenge=legal' });
    expect(await screen.findByText(/Nothing in the library matches/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the whole library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it('opens a free item with its body as text, and focuses its title', async () => {
    renderLibrary({ path: '/library?item=finding-free-food' });
    const title = await screen.findByRole('heading', { name: 'Finding free food this week' });
    expect(title).toHaveFocus();
    expect(await screen.findByText('Body of finding-free-food.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Steps', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it("returns focus to the item's link on the way back to the list", async () => {
    const user = userEvent.setup();
    renderLibrary({ path: '/library?challenge=poverty' });
    await user.click(await screen.findByRole('link', { name: 'Evicted' }));
    expect(await screen.findByRole('heading', { name: 'Evicted' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Back to the library' }));
    expect(await screen.findByRole('link', { name: 'Evicted' })).toHaveFocus();
    expect(screen.getByLabelText('Challenge')).toHaveValue('poverty');
  });

  it('invites a visitor to join when the database gives no members-only body', async () => {
    const loadBody = vi.fn().mockResolvedValue(ok(null));
    renderLibrary({ path: '/library?item=thought-record', loadBody });
    expect(
      await screen.findByRole('heading', { name: 'This worksheet is for Harbor members' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/products/membership',
    );
    expect(screen.getByRole('link', { name: 'Already a member? Sign in' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Flibrary%3Fitem%3Dthought-record',
    );
    // Someone who can't pay is told, right here, that they don't have to.
    expect(screen.getByRole('link', { name: 'Ask for hardship access' })).toHaveAttribute(
      'href',
      '/pricing#hardship',
    );
    expect(loadBody).toHaveBeenCalledWith('thought-record');
  });

  it('tells a signed-in user without access that their account does not include it yet', async () => {
    renderLibrary({ path: '/library?item=thought-record', viewer: 'signed-in' });
    expect(
      await screen.findByText("Your account doesn't include members-only items yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
  });

  it('shows a member the members-only body the database returns', async () => {
    renderLibrary({
      path: '/library?item=thought-record',
      viewer: 'member',
      loadBody: () => Promise.resolve(ok('A fairer thought takes in all the facts.')),
    });
    expect(await screen.findByText('A fairer thought takes in all the facts.')).toBeInTheDocument();
    expect(screen.queryByText(/is for Harbor members/)).toBeNull();
  });

  it('waits until it knows who is looking before asking for a body', async () => {
    const loadBody = vi.fn().mockResolvedValue(ok('Body'));
    renderLibrary({ path: '/library?item=evicted', viewer: 'loading', loadBody });
    expect(await screen.findByRole('heading', { name: 'Evicted' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(loadBody).not.toHaveBeenCalled();
  });

  it('offers to try again when the library cannot load', async () => {
    const user = userEvent.setup();
    const loadItems = vi
      .fn<() => Promise<DataResult<LibraryItem[]>>>()
      .mockResolvedValueOnce(OFFLINE)
      .mockResolvedValueOnce(ok(ITEMS));
    renderLibrary({ loadItems });
    expect(await screen.findByRole('alert')).toHaveTextContent(LIBRARY_LOAD_ERROR);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing all 3 items.')).toBeInTheDocument();
  });

  it('offers to try again when a body cannot load', async () => {
    const user = userEvent.setup();
    const loadBody = vi
      .fn<(slug: string) => Promise<DataResult<string | null>>>()
      .mockResolvedValueOnce(OFFLINE)
      .mockResolvedValueOnce(ok('Now it loads.'));
    renderLibrary({ path: '/library?item=evicted', loadBody });
    expect(await screen.findByRole('alert')).toHaveTextContent(BODY_LOAD_ERROR);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Now it loads.')).toBeInTheDocument();
  });

  it('says so when the item in the address does not exist', async () => {
    renderLibrary({ path: '/library?item=no-such-item' });
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that item" }),
    ).toBeInTheDocument();
  });

  it('shows markup in a body as text, never as HTML', async () => {
    const { container } = renderLibrary({
      path: '/library?item=evicted',
      loadBody: () => Promise.resolve(ok('<img src=x onerror=alert(1)> hello')),
    });
    expect(await screen.findByText('<img src=x onerror=alert(1)> hello')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('has no axe violations in the list or on an item', async () => {
    const list = renderLibrary();
    await screen.findByText('Showing all 3 items.');
    let results = await axe.run(list.container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations).toEqual([]);
    list.unmount();

    const detail = renderLibrary({ path: '/library?item=thought-record' });
    await screen.findByRole('heading', { name: /is for Harbor members/ });
    results = await axe.run(detail.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
