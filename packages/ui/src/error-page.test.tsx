import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';
import type { LinkProps } from './link';

describe('ErrorPage', () => {
  it('says "Unexpected Application Error!" as its heading', () => {
    render(<ErrorPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
  });

  it('offers a way home to / by default', () => {
    render(<ErrorPage />);

    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends the way home where it is told', () => {
    render(<ErrorPage homeHref="/app/" />);

    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/app/',
    );
  });

  it('renders the way home through the given link component', () => {
    function RouterLink({ href, className, children }: LinkProps) {
      return (
        <a href={href} className={className} data-router>
          {children}
        </a>
      );
    }

    render(<ErrorPage linkComponent={RouterLink} />);

    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'data-router',
    );
  });

  it('shows no details when none are given', () => {
    render(<ErrorPage />);

    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
  });

  it('shows details as text, never as markup', () => {
    const { container } = render(<ErrorPage details={'<img src=x onerror="alert(1)"> failed'} />);

    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)"> failed')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ErrorPage details="TypeError: x is undefined" />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
