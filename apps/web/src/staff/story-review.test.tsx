import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StoryData from './story-publication.data';
import type { StoryForReview } from './story-publication.data';
import { StoryReview } from './story-review';

const data = vi.hoisted(() => ({
  loadStoryForReview: vi.fn(),
  saveStoryEdit: vi.fn(),
  publishStory: vi.fn(),
  unpublishStory: vi.fn(),
}));
vi.mock('./story-publication.data', async (importActual) => ({
  ...(await importActual<typeof StoryData>()),
  ...data,
}));

const STORY_ID = '3f1c2a9e-1111-4222-8333-444455556666';
const ORIGINAL =
  'My name is Maria Lopez. I slept in my car on Elm Street all winter. Call me on 555-201-3344.';

const story = (overrides: Partial<StoryForReview> = {}): StoryForReview => ({
  storyId: STORY_ID,
  original: ORIGINAL,
  name: 'Maria',
  writerAskedForName: false,
  withdrawnAt: null,
  publication: null,
  ...overrides,
});

const okResult = <T,>(value: T) => Promise.resolve({ ok: true as const, data: value });
const client = () => Promise.resolve({}) as never;

beforeEach(() => {
  for (const fn of Object.values(data)) fn.mockReset();
  data.loadStoryForReview.mockImplementation(() => okResult(story()));
  data.saveStoryEdit.mockImplementation(() => okResult(undefined));
  data.publishStory.mockImplementation(() => okResult(undefined));
  data.unpublishStory.mockImplementation(() => okResult(undefined));
});

describe('StoryReview', () => {
  it('starts from the original, marks its identifying details with their kind, and redacts one or all', async () => {
    const user = userEvent.setup();
    render(<StoryReview storyId={STORY_ID} client={client} onDone={vi.fn()} />);
    const text = await screen.findByLabelText('Text to publish');
    expect(text).toHaveValue(ORIGINAL);
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual([
      '(possible name) Maria Lopez',
      '(possible place or address) Elm Street',
      '(possible phone number) 555-201-3344',
    ]);

    await user.click(
      screen.getByRole('button', { name: 'Redact possible phone number “555-201-3344”' }),
    );
    expect(text).toHaveValue(
      'My name is Maria Lopez. I slept in my car on Elm Street all winter. Call me on [phone].',
    );
    await user.click(screen.getByRole('button', { name: 'Redact all' }));
    expect(text).toHaveValue(
      'My name is [name]. I slept in my car on [place] all winter. Call me on [phone].',
    );
    expect(screen.getByText(/No likely identifying details found/)).toBeInTheDocument();
  });

  it('has no axe violations with its highlights shown', async () => {
    const { container } = render(
      <StoryReview storyId={STORY_ID} client={client} onDone={vi.fn()} />,
    );
    await screen.findByLabelText('Text to publish');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('saves the edit with its notes and hub, then publishes it', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<StoryReview storyId={STORY_ID} client={client} onDone={onDone} />);
    await user.type(await screen.findByLabelText('Short title'), 'A winter in my car');
    await user.click(screen.getByRole('button', { name: 'Redact all' }));
    await user.click(screen.getByLabelText('substance use'));
    await user.selectOptions(screen.getByLabelText('Challenge hub'), 'homelessness');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Published: visitors see it now.'));
    expect(data.saveStoryEdit).toHaveBeenCalledWith(client, STORY_ID, {
      title: 'A winter in my car',
      body: 'My name is [name]. I slept in my car on [place] all winter. Call me on [phone].',
      contentNotes: ['substance-use'],
      challengeSlug: 'homelessness',
      showName: false,
    });
    expect(data.publishStory).toHaveBeenCalledWith(client, STORY_ID);
  });

  it('asks for a title before publishing, and keeps what was typed when publishing fails', async () => {
    const user = userEvent.setup();
    data.publishStory.mockImplementation(() =>
      Promise.resolve({
        ok: false as const,
        error: {
          kind: 'invalid' as const,
          message: 'Harbor refused to publish it.',
          status: 400,
          code: '23514',
        },
      }),
    );
    render(<StoryReview storyId={STORY_ID} client={client} onDone={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Save and publish' }));
    expect(screen.getByLabelText('Short title')).toHaveFocus();
    expect(screen.getByText('Give the story a short title.')).toBeInTheDocument();
    expect(data.saveStoryEdit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Short title'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Harbor refused to publish it. Nothing you typed was lost.');
    expect(screen.getByLabelText('Short title')).toHaveValue('Kept');
  });

  it('offers Unpublish for a published story, and only the name the writer asked to show', async () => {
    const user = userEvent.setup();
    data.loadStoryForReview.mockImplementation(() =>
      okResult(
        story({
          writerAskedForName: true,
          publication: {
            title: 'A winter',
            body: 'Edited.',
            contentNotes: [],
            challengeSlug: 'homelessness',
            showName: true,
            publishedAt: '2026-11-28T10:00:00Z',
            helpedCount: 3,
          },
        }),
      ),
    );
    const onDone = vi.fn();
    render(<StoryReview storyId={STORY_ID} client={client} onDone={onDone} />);
    expect(await screen.findByText(/Published on/)).toBeInTheDocument();
    expect(screen.getByText(/3 people said it helped/)).toBeInTheDocument();
    expect(screen.getByLabelText('Show the name they asked to show: Maria')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Unpublished: visitors no longer see it.'),
    );
  });

  it('offers no publishing for a story its writer withdrew', async () => {
    data.loadStoryForReview.mockImplementation(() =>
      okResult(story({ withdrawnAt: '2026-11-28T11:00:00Z' })),
    );
    render(<StoryReview storyId={STORY_ID} client={client} onDone={vi.fn()} />);
    const section = await screen.findByRole('region', { name: 'Publication' });
    expect(within(section).getByText(/Withdrawn by the writer/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /publish/i })).toBeNull();
    expect(
      screen.getByText('No name is shown: the writer did not ask for one.'),
    ).toBeInTheDocument();
  });
});
