import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicSourceContext } from '../data/public-source';
import { storiesSource } from '../shared/test/stories-source';
import type { PublicSource } from '../data/public-rows';
import {
  NO_STORIES_YET,
  PublishedStories,
  SHOW_STORIES,
  STORIES_NEED_CONNECTION,
} from './published-stories';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@harbor-help/auth', () => ({
  useSupabaseClientLoader: () => () => Promise.resolve({ rpc }),
}));

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Story ${n}`,
  body: `What happened to me, part ${n}.`,
  content_notes: [],
  challenge_slug: 'homelessness',
  display_name: null,
  published_at: `2026-11-2${n}T10:00:00Z`,
  helped_count: 0,
  ...extra,
});

function renderStories(source: PublicSource, challenge?: string, loadWhenAsked = false) {
  return render(
    <MemoryRouter>
      <PublicSourceContext value={source}>
        <PublishedStories challenge={challenge} loadWhenAsked={loadWhenAsked} />
      </PublicSourceContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  rpc.mockReset();
  localStorage.clear();
});

describe('PublishedStories', () => {
  it("shows a hub's stories newest first, three at a time, and More stories loads the next ones", async () => {
    const user = userEvent.setup();
    const { source, requests } = storiesSource([1, 2, 3, 4, 5].map((n) => row(n)));
    renderStories(source, 'homelessness');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Story 1', 'Story 2', 'Story 3']);
    expect(requests[0]?.searchParams.get('challenge_slug')).toBe('eq.homelessness');
    expect(requests[0]?.searchParams.get('order')).toBe('published_at.desc,id.asc');
    await user.click(screen.getByRole('button', { name: 'More stories' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Story 5' })).toBeVisible());
    expect(screen.getByRole('heading', { name: 'Story 4' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'More stories' })).toBeNull();
  });

  it('on a hub, asks nothing of the backend until the visitor asks for the stories', async () => {
    const user = userEvent.setup();
    const { source, requests } = storiesSource([row(1)]);
    renderStories(source, 'homelessness', true);
    const show = screen.getByRole('button', { name: SHOW_STORIES });
    expect(requests).toEqual([]);
    await user.click(show);
    expect(await screen.findByRole('heading', { name: 'Story 1' })).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  it('keeps a story with content notes closed behind a summary that names them', async () => {
    const user = userEvent.setup();
    const { source } = storiesSource([
      row(1, { content_notes: ['substance-use', 'self-harm'], display_name: 'Rosa' }),
    ]);
    renderStories(source);
    const summary = await screen.findByText('Content note: self-harm, substance use. Open to read');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText(/Shared by Rosa/)).toBeInTheDocument();
    await user.click(summary);
    expect(details).toHaveAttribute('open');
  });

  it('says "Shared anonymously" without a name, and is kind when there are none yet', async () => {
    const { source } = storiesSource([row(1)]);
    const first = renderStories(source);
    expect(await screen.findByText(/Shared anonymously/)).toBeInTheDocument();
    first.unmount();
    renderStories(storiesSource([]).source);
    expect(await screen.findByText(NO_STORIES_YET)).toBeInTheDocument();
  });

  it('counts "This helped me" once on this device', async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({ data: 4, error: null, status: 200 });
    const { source } = storiesSource([row(1, { helped_count: 3 })]);
    renderStories(source);
    expect(await screen.findByText('3 people said this helped them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This helped me' }));
    expect(await screen.findByText('4 people said this helped them.')).toBeInTheDocument();
    const pressed = screen.getByRole('button', { name: 'You said this helped you' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('story_helped', { p_story: row(1).id });
    expect(localStorage.getItem(`harbor:story-helped:${row(1).id}`)).toBe('1');
  });

  it('asks nothing of the backend while offline, and says the stories need a connection', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { source, requests } = storiesSource([row(1)]);
    renderStories(source);
    expect(await screen.findByText(STORIES_NEED_CONNECTION)).toBeInTheDocument();
    expect(requests).toEqual([]);
    onLine.mockRestore();
  });

  it('has no axe violations', async () => {
    const { source } = storiesSource([row(1, { content_notes: ['abuse'] }), row(2)]);
    const { container } = renderStories(source);
    await screen.findByRole('list');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
