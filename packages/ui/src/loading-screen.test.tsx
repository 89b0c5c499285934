import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('announces "Loading..." in a status region', () => {
    render(<LoadingScreen />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('announces the label it is given instead', () => {
    render(<LoadingScreen label="Loading your account..." />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('hides the spinner itself from assistive technology', () => {
    const { container } = render(<LoadingScreen />);

    expect(container.querySelector('.harbor-spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<LoadingScreen />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
