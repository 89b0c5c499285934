import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

const MESSAGE =
  "We couldn't load the membership plans. Please check your connection and try again.";

describe('LoadError', () => {
  it('announces its message as an alert', () => {
    render(<LoadError message={MESSAGE} onRetry={() => {}} />);

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('loads again when "Try again" is pressed, once per press', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError message={MESSAGE} onRetry={onRetry} />);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('can be retried from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError message={MESSAGE} onRetry={onRetry} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps its own class beside the one it is given', () => {
    render(<LoadError message={MESSAGE} onRetry={() => {}} className="web-blog-post__error" />);

    expect(screen.getByRole('alert')).toHaveClass('harbor-load-error', 'web-blog-post__error');
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoadError message={MESSAGE} onRetry={() => {}} />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
