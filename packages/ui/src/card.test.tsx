import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Card, CardGrid } from './card';
import type { LinkProps } from './link';

describe('Card', () => {
  it('renders its title as a heading and its body', () => {
    render(<Card title="Crisis lines">Someone to talk to, day and night.</Card>);

    expect(screen.getByRole('heading', { level: 3, name: 'Crisis lines' })).toBeInTheDocument();
    expect(screen.getByText('Someone to talk to, day and night.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('makes the title a link when given an href', () => {
    render(
      <Card title="Crisis lines" href="/resources">
        Someone to talk to.
      </Card>,
    );

    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toContainElement(screen.getByRole('link', { name: 'Crisis lines' }));
    expect(screen.getByRole('link', { name: 'Crisis lines' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('renders the link through the given link component', () => {
    function RouterLink({ href, className, children }: LinkProps) {
      return (
        <a href={href} className={className} data-router>
          {children}
        </a>
      );
    }

    render(<Card title="Crisis lines" href="/resources" linkComponent={RouterLink} />);

    expect(screen.getByRole('link', { name: 'Crisis lines' })).toHaveAttribute('data-router');
  });

  it('has no axe violations in a grid', async () => {
    const { container } = render(
      <main>
        <h1>Resources</h1>
        <h2>Start here</h2>
        <CardGrid>
          <Card title="Crisis lines" href="/resources">
            Someone to talk to.
          </Card>
          <Card title="Food banks">Free groceries near you.</Card>
        </CardGrid>
      </main>,
    );

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
