import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from './link';
import { CHROME } from './test-chrome';
import { StandaloneLayout } from './standalone-layout';

describe('StandaloneLayout', () => {
  it('puts a skip link first that points at the main landmark', async () => {
    const user = userEvent.setup();
    render(
      <StandaloneLayout {...CHROME}>
        <h1>Sign in</h1>
      </StandaloneLayout>,
    );

    await user.tab();

    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
  });

  it('shows a top bar with the name Harbor linking home', () => {
    render(
      <StandaloneLayout {...CHROME}>
        <h1>Sign in</h1>
      </StandaloneLayout>,
    );

    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'Harbor' }),
    );
    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveAttribute('href', '/');
  });

  it('has no main navigation', () => {
    render(
      <StandaloneLayout {...CHROME}>
        <h1>Sign in</h1>
      </StandaloneLayout>,
    );

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Footer',
    ]);
  });

  it('ends with the footer: privacy and "Clear this device"', () => {
    render(
      <StandaloneLayout {...CHROME}>
        <h1>Sign in</h1>
      </StandaloneLayout>,
    );

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Clear this device' })).toHaveAttribute(
      'href',
      '/clear-device',
    );
  });

  it('renders the page inside <main id="main-content"> that can take focus', () => {
    render(
      <StandaloneLayout {...CHROME}>
        <h1>Sign in</h1>
      </StandaloneLayout>,
    );

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
  });

  it('renders the home link through the given link component', () => {
    function RouterLink({ href, className, children }: LinkProps) {
      return (
        <a href={href} className={className} data-router>
          {children}
        </a>
      );
    }

    render(
      <StandaloneLayout {...CHROME} linkComponent={RouterLink}>
        <h1>Sign in</h1>
      </StandaloneLayout>,
    );

    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveAttribute('data-router');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <StandaloneLayout {...CHROME}>
        <h1>Sign in</h1>
        <p>Welcome back.</p>
      </StandaloneLayout>,
    );

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
