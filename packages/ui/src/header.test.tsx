import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { CHROME } from './test-chrome';
import type { LinkProps } from './link';

describe('Header', () => {
  it('shows the name Harbor linking home', () => {
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveAttribute('href', '/');
  });

  it('shows the seven nav items in order with their paths', () => {
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Resources', '/resources'],
      ['Products', '/products'],
      ['Share', '/share'],
      ['Advisories', '/advisories'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('marks only the nav item of the current path with aria-current="page"', () => {
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
        currentPath="/share"
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Share' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home as current only on /', () => {
    render(
      <Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} currentPath="/" />,
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('renders every link through the given link component', () => {
    const seen: string[] = [];
    function RouterLink({
      href,
      className,
      children,
      onClick,
      'aria-current': current,
    }: LinkProps) {
      seen.push(href);
      return (
        <a href={href} className={className} onClick={onClick} aria-current={current} data-router>
          {children}
        </a>
      );
    }

    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
        linkComponent={RouterLink}
      />,
    );

    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('data-router');
    expect(seen).toContain('/contact');
    expect(seen).toContain('/signup');
  });

  it('has a menu toggle that controls the mobile menu dialog', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The menu loads on its own (on a narrow screen once the page is idle, or on the first
    // press): until then the toggle names nothing it controls.
    expect(toggle).not.toHaveAttribute('aria-controls');
    await user.click(toggle);

    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
  });

  it('loads the mobile menu, closed, once the page is idle on a narrow screen', async () => {
    // jsdom has no matchMedia: answer as a phone would.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(max-width: 47.99em)' }),
    });
    try {
      render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
      const toggle = screen.getByRole('button', { name: 'Open menu' });

      await waitFor(() => expect(toggle).toHaveAttribute('aria-controls'), { timeout: 3000 });
      const id = toggle.getAttribute('aria-controls') ?? '';
      await waitFor(() => expect(document.getElementById(id)).not.toBeNull());
      expect(document.getElementById(id)).toHaveAttribute('role', 'dialog');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  describe('given the visitor is signed out', () => {
    it('shows Sign In going to /login and Get Started going to /signup', () => {
      render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    });

    it('shows neither Sign Out nor the Premium badge', () => {
      render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
      expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />,
      );

      // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
      // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

      expect(results.violations).toEqual([]);
    });
  });

  describe('given auth is still loading', () => {
    it('shows no auth button at all, so no wrong one flashes', () => {
      render(<Header {...CHROME} auth={{ status: 'loading' }} onSignOut={vi.fn()} />);

      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
      expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    });

    it('holds the space the buttons will take', () => {
      const { container } = render(
        <Header {...CHROME} auth={{ status: 'loading' }} onSignOut={vi.fn()} />,
      );

      const placeholder = container.querySelector('.harbor-auth-actions--bar');
      expect(placeholder).toHaveClass('harbor-auth-actions--loading');
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <Header {...CHROME} auth={{ status: 'loading' }} onSignOut={vi.fn()} />,
      );

      // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
      // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

      expect(results.violations).toEqual([]);
    });
  });

  describe('given a signed-in visitor without membership access', () => {
    it('shows Sign Out and no Premium badge', () => {
      render(
        <Header
          {...CHROME}
          auth={{ status: 'signed-in', hasMembershipAccess: false }}
          onSignOut={vi.fn()}
        />,
      );

      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(screen.queryByText('Premium')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    });

    it('calls onSignOut when Sign Out is pressed', async () => {
      const user = userEvent.setup();
      const onSignOut = vi.fn();
      render(
        <Header
          {...CHROME}
          auth={{ status: 'signed-in', hasMembershipAccess: false }}
          onSignOut={onSignOut}
        />,
      );

      await user.click(screen.getByRole('button', { name: 'Sign Out' }));

      expect(onSignOut).toHaveBeenCalledTimes(1);
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <Header
          {...CHROME}
          auth={{ status: 'signed-in', hasMembershipAccess: false }}
          onSignOut={vi.fn()}
        />,
      );

      // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
      // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

      expect(results.violations).toEqual([]);
    });
  });

  describe('given a signed-in member with access', () => {
    it('shows the Premium badge and Sign Out', () => {
      const { container } = render(
        <Header
          {...CHROME}
          auth={{ status: 'signed-in', hasMembershipAccess: true }}
          onSignOut={vi.fn()}
        />,
      );

      // The closed mobile menu holds a second (hidden) badge; look in the header bar.
      const bar = container.querySelector<HTMLElement>('.harbor-auth-actions--bar');
      expect(bar).not.toBeNull();
      expect(within(bar as HTMLElement).getByText('Premium')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <Header
          {...CHROME}
          auth={{ status: 'signed-in', hasMembershipAccess: true }}
          onSignOut={vi.fn()}
        />,
      );

      // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
      // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

      expect(results.violations).toEqual([]);
    });
  });
});
