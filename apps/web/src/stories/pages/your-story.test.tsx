import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import YourStoryPage from './your-story';

const { rpc, loadClient } = vi.hoisted(() => {
  const rpc = vi.fn();
  // One loader for every render, as AuthProvider gives.
  return { rpc, loadClient: () => Promise.resolve({ rpc }) };
});
vi.mock('@harbor-help/auth', () => ({ useSupabaseClientLoader: () => loadClient }));

const TOKEN = 'ab'.repeat(32);
const answer = (data: unknown) => Promise.resolve({ data, error: null, status: 200 });

function renderPage(hash: string) {
  window.location.hash = hash;
  return render(
    <MemoryRouter>
      <YourStoryPage />
    </MemoryRouter>,
  );
}

beforeEach(() => rpc.mockReset());
afterEach(() => {
  window.location.hash = '';
});

describe('/share/your-story', () => {
  it('explains what is needed when the link has no token, and asks the server nothing', async () => {
    renderPage('');
    expect(await screen.findByText(/This page needs the private link/)).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('says when no story matches the link', async () => {
    rpc.mockImplementation(() => answer(null));
    renderPage(`#${TOKEN}`);
    expect(await screen.findByText(/We found no story for this link/)).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('story_status', { p_token: TOKEN });
  });

  it('shows a published story and withdraws it only after the confirmation', async () => {
    const user = userEvent.setup();
    rpc.mockImplementation((name: string) =>
      name === 'story_status'
        ? answer({
            status: 'published',
            sent_at: '2026-11-20T10:00:00Z',
            published_at: '2026-11-25T10:00:00Z',
          })
        : answer({ status: 'withdrawn', sent_at: '2026-11-20T10:00:00Z', published_at: null }),
    );
    renderPage(`#${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Published' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Withdraw my story' }));
    expect(rpc).not.toHaveBeenCalledWith('withdraw_story', expect.anything());
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw my story' }));
    const confirm = screen.getByRole('button', { name: 'Yes, withdraw my story' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawn' })).toBeVisible();
    expect(rpc).toHaveBeenCalledWith('withdraw_story', { p_token: TOKEN });
    await waitFor(() => expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull());
  });
});
