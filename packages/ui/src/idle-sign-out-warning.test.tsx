import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleSignOutWarning } from './idle-sign-out-warning';

afterEach(() => {
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-25T10:13:00Z');

function renderWarning(props: Partial<Parameters<typeof IdleSignOutWarning>[0]> = {}) {
  const onStaySignedIn = vi.fn();
  const view = render(
    <>
      <button type="button">Something on the page</button>
      <IdleSignOutWarning
        signOutAt={NOW + 2 * 60_000}
        onStaySignedIn={onStaySignedIn}
        now={() => NOW}
        {...props}
      />
    </>,
  );
  return { ...view, onStaySignedIn };
}

describe('IdleSignOutWarning', () => {
  it('is an alert dialog named by its heading, and says why', () => {
    renderWarning();

    const dialog = screen.getByRole('alertdialog', { name: "You'll be signed out in 2 minutes" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/To keep your account safe on a shared computer/);
  });

  it('puts focus on "Stay signed in"', () => {
    renderWarning();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('stays signed in with the button, from the keyboard too', async () => {
    const user = userEvent.setup();
    const { onStaySignedIn } = renderWarning();
    await user.keyboard('{Enter}');
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
  });

  it('stays signed in on Escape', () => {
    const { onStaySignedIn } = renderWarning();
    const dialog = screen.getByRole('alertdialog');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('offers "Sign out now" only when asked', async () => {
    const user = userEvent.setup();
    const onSignOutNow = vi.fn();
    renderWarning({ onSignOutNow });
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onSignOutNow).toHaveBeenCalledTimes(1);
  });

  it('counts the time left down every second', () => {
    vi.useFakeTimers({ now: NOW });
    render(<IdleSignOutWarning signOutAt={NOW + 2 * 60_000} onStaySignedIn={vi.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
    // The heading keeps what was said when it came up.
    expect(screen.getByRole('heading')).toHaveTextContent("You'll be signed out in 2 minutes");
  });

  it('gives focus back to where it was when it goes away', () => {
    const { rerender } = render(<button type="button">Reading here</button>);
    const before = screen.getByRole('button', { name: 'Reading here' });
    before.focus();
    rerender(
      <>
        <button type="button">Reading here</button>
        <IdleSignOutWarning signOutAt={NOW + 60_000} onStaySignedIn={vi.fn()} now={() => NOW} />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent("You'll be signed out in 1 minute");
    rerender(<button type="button">Reading here</button>);
    expect(before).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderWarning({ onSignOutNow: vi.fn() });
    // color-contrast is off because jsdom does no layout or CSS cascade (see contrast.test.ts).
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
