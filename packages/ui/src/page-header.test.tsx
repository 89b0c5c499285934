import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the title as the page heading', () => {
    render(<PageHeader title="Resources" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
  });

  it('renders the intro under the title when given', () => {
    render(<PageHeader title="Resources" intro="Help you can use today." />);

    expect(screen.getByText('Help you can use today.')).toBeInTheDocument();
  });

  it('lets script focus the heading when given a headingRef, and only then', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    const { rerender } = render(<PageHeader title="Check your email" headingRef={headingRef} />);

    headingRef.current?.focus();
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');

    rerender(<PageHeader title="Resources" />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PageHeader title="Resources" intro="Help you can use today." />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
