import { render, screen } from '@testing-library/react';
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

  it('has no axe violations', async () => {
    const { container } = render(<PageHeader title="Resources" intro="Help you can use today." />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
