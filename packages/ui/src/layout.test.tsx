import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from './layout';
import { CHROME } from './test-chrome';

describe('Layout', () => {
  it('puts a skip link first that points at the main landmark', async () => {
    const user = userEvent.setup();
    render(
      <Layout {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()}>
        <p>Page content</p>
      </Layout>,
    );

    await user.tab();

    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
  });

  it('renders the page inside <main id="main-content"> that can take focus', () => {
    render(
      <Layout {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()}>
        <p>Page content</p>
      </Layout>,
    );

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByText('Page content'));
  });

  it('renders the header as the banner landmark', () => {
    render(
      <Layout {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} currentPath="/about">
        <p>Page content</p>
      </Layout>,
    );

    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Harbor');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('ends with the footer and the links it is given, in order', () => {
    render(
      <Layout {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()}>
        <p>Page content</p>
      </Layout>,
    );

    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy', '/clear-device', '/my-list', '/staying-safe-online']);
    expect(within(nav).getByRole('link', { name: 'Clear this device' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Layout
        {...CHROME}
        auth={{ status: 'signed-in', hasMembershipAccess: true }}
        onSignOut={vi.fn()}
      >
        <h1>Welcome</h1>
        <p>Page content</p>
      </Layout>,
    );

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
