import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_FAILURE, SEND_MESSAGES } from '../data/messages';
import { dataError, failed, ok, type DataResult } from '../data/result';
import { STORY_DRAFT_KEY, StoryForm, type StoryRow } from './story-form';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const STORY = 'Last winter I lost my job, and a food bank got us through.';

describe('StoryForm', () => {
  it('needs the story, nothing else: permission to publish is a separate, optional choice', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: StoryRow) => Promise<DataResult>>();
    render(<StoryForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send my story' }));

    expect(screen.getByLabelText('Your story')).toHaveFocus();
    expect(screen.getByText('Write your story here.')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /Harbor may publish my story/ });
    expect(consent).not.toHaveAttribute('aria-invalid');
    expect(consent).not.toBeRequired();
    expect(consent).toHaveAccessibleDescription(
      /Optional\. Leave it unticked .* never be published/,
    );
    expect(screen.getByLabelText(/Your name or a nickname/)).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a story to the team only, without permission to publish, and says it stays private', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: StoryRow) => Promise<DataResult>>().mockResolvedValue(ok());
    render(<StoryForm send={send} />);
    await user.type(screen.getByLabelText('Your story'), STORY);
    await user.click(screen.getByRole('button', { name: 'Send my story' }));

    expect(send).toHaveBeenCalledWith({
      name: null,
      email: null,
      story: STORY,
      consent_to_publish: false,
      show_name: false,
      language: 'en',
    });
    await screen.findByRole('heading', { name: 'Thank you for trusting us with your story.' });
    expect(screen.getByText(/It is for our team only: it will never be published\./)).toBeVisible();
  });

  it('sends an anonymous story with consent, without a status', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(row: StoryRow) => Promise<DataResult>>().mockResolvedValue(ok());
    render(<StoryForm send={send} />);
    await user.type(screen.getByLabelText('Your story'), STORY);
    await user.click(screen.getByRole('checkbox', { name: /Harbor may publish my story/ }));
    await user.click(screen.getByRole('button', { name: 'Send my story' }));

    expect(send).toHaveBeenCalledWith({
      name: null,
      email: null,
      story: STORY,
      consent_to_publish: true,
      show_name: false,
      language: 'en',
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you for trusting us with your story.' }),
    ).toHaveFocus();
  });

  it('asks to show the name, and shows the private link once with a warning to keep it', async () => {
    const user = userEvent.setup();
    const token = 'c0ffee'.repeat(10) + 'c0ff';
    const send = vi
      .fn<(row: StoryRow) => Promise<DataResult<string | null>>>()
      .mockResolvedValue(ok(token));
    render(<StoryForm send={send} />);
    await user.type(screen.getByLabelText(/Your name or a nickname/), 'Rosa');
    await user.type(screen.getByLabelText('Your story'), STORY);
    await user.click(screen.getByRole('checkbox', { name: /Harbor may publish my story/ }));
    await user.click(screen.getByRole('checkbox', { name: /Show my name or nickname/ }));
    await user.click(screen.getByRole('button', { name: 'Send my story' }));

    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rosa', show_name: true }));
    const link = await screen.findByLabelText('Private link to your story');
    expect(link).toHaveValue(`${window.location.origin}/share/your-story#${token}`);
    expect(screen.getByText(/we show it only once and cannot send it again/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Share another story' }));
    expect(screen.queryByLabelText('Private link to your story')).toBeNull();
  });

  it('keeps every field after a server error, and Retry sends again', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(row: StoryRow) => Promise<DataResult>>()
      .mockResolvedValueOnce(failed(dataError('server', SEND_MESSAGES)))
      .mockResolvedValueOnce(ok());
    render(<StoryForm send={send} />);
    await user.type(screen.getByLabelText(/Your name or a nickname/), 'Alex');
    await user.type(screen.getByLabelText(/Email/), 'alex@example.com');
    await user.type(screen.getByLabelText('Your story'), STORY);
    await user.click(screen.getByRole('checkbox', { name: /Harbor may publish my story/ }));
    await user.click(screen.getByRole('button', { name: 'Send my story' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE);
    expect(screen.getByLabelText(/Your name or a nickname/)).toHaveValue('Alex');
    expect(screen.getByLabelText(/Email/)).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Your story')).toHaveValue(STORY);
    expect(screen.getByRole('checkbox', { name: /Harbor may publish my story/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('restores a draft, ticked box included, after a remount', async () => {
    const user = userEvent.setup();
    const first = render(<StoryForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('Your story'), STORY);
    await user.click(screen.getByRole('checkbox', { name: /Harbor may publish my story/ }));
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(STORY_DRAFT_KEY) ?? '{}')).toMatchObject({
        story: STORY,
        consent: true,
      }),
    );
    first.unmount();

    render(<StoryForm send={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Your story')).toHaveValue(STORY));
    expect(screen.getByRole('checkbox', { name: /Harbor may publish my story/ })).toBeChecked();
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <main>
        <StoryForm send={vi.fn()} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Send my story' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
