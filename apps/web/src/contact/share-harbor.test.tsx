import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_TEXT, ShareHarbor } from './share-harbor';

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

describe('ShareHarbor', () => {
  it('offers the link to copy by hand', async () => {
    render(<ShareHarbor />);
    expect(await screen.findByLabelText("Harbor's link")).toHaveValue(`${window.location.origin}/`);
  });

  it('without the Web Share API, copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    // userEvent.setup() installs its own clipboard; click without it.
    render(<ShareHarbor />);

    expect(screen.queryByRole('button', { name: 'Share Harbor' })).toBeNull();
    screen.getByRole('button', { name: 'Copy link' }).click();

    expect(
      await screen.findByText('Link copied. Paste it into a message, an email or a post.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
  });

  it('when copying fails, selects the link for copying by hand', async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    render(<ShareHarbor />);
    screen.getByRole('button', { name: 'Copy link' }).click();

    expect(await screen.findByText(/We couldn't copy it for you/)).toBeInTheDocument();
    expect(screen.getByLabelText("Harbor's link")).toHaveFocus();
  });

  it("opens the device's share sheet where there is one", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    render(<ShareHarbor />);

    await user.click(await screen.findByRole('button', { name: 'Share Harbor' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Harbor',
      text: SHARE_TEXT,
      url: `${window.location.origin}/`,
    });
    expect(await screen.findByText('Thank you for sharing Harbor.')).toBeInTheDocument();
  });

  it('says nothing when the share sheet is closed without sharing', async () => {
    const user = userEvent.setup();
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    render(<ShareHarbor />);
    await user.click(await screen.findByRole('button', { name: 'Share Harbor' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <ShareHarbor />
      </main>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
