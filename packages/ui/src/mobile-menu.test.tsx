import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { CHROME, MENU_CHROME } from './test-chrome';
import type { LinkProps } from './link';
import { MobileMenu } from './mobile-menu';

/** Opens the mobile menu and waits until it is ready: it loads on demand, then takes focus. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
}

// Stands in for a router's link: handles the click itself instead of loading a page.
function RouterLink({ href, className, children, onClick, 'aria-current': current }: LinkProps) {
  return (
    <a
      href={href}
      className={className}
      aria-current={current}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

describe('MobileMenu in the Header', () => {
  it('opens with Enter on the toggle, sets aria-expanded and moves focus to Close menu', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();

    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus(),
    );
  });

  it('opens with Space on the toggle', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    screen.getByRole('button', { name: 'Open menu' }).focus();

    await user.keyboard(' ');

    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology while closed', () => {
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the same seven nav items and the signed-out actions', async () => {
    const user = userEvent.setup();
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
        currentPath="/advisories"
      />,
    );

    await openMenu(user);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Resources', 'Products', 'Share', 'Advisories', 'About', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Advisories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows the Premium badge and Sign Out to a member', async () => {
    const user = userEvent.setup();
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-in', hasMembershipAccess: true }}
        onSignOut={vi.fn()}
      />,
    );

    await openMenu(user);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('keeps focus inside: Tab from the last item wraps to the first, Quick exit', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });

    // From Close menu: Get help now, seven items, Sign In, Get Started.
    for (let step = 0; step < 10; step += 1) await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveFocus();

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Quick exit' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('keeps focus inside: Shift+Tab from the first item wraps to the last item', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Quick exit' })).toHaveFocus();
    await user.tab({ shift: true });

    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveFocus();
  });

  it('offers Quick exit and Get help now, outside the navigation', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    await openMenu(user);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Quick exit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get help now' })).toHaveAttribute(
      'href',
      '/get-help',
    );
    expect(
      within(within(dialog).getByRole('navigation')).queryByRole('link', { name: 'Get help now' }),
    ).not.toBeInTheDocument();
  });

  it('closes when Get help now is chosen', async () => {
    const user = userEvent.setup();
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
        linkComponent={RouterLink}
      />,
    );
    await openMenu(user);

    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Get help now',
      }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with the close button and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');

    await user.keyboard('{Enter}'); // focus is on Close menu

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when an item is chosen by keyboard and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
        linkComponent={RouterLink}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });

    // From Close menu: Get help now, Home, Resources.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />,
    );
    await openMenu(user);

    const backdrop = container.querySelector('.harbor-mobile-menu__backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('does not close on a click inside the panel', async () => {
    const user = userEvent.setup();
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    await openMenu(user);

    await user.click(screen.getByRole('dialog', { name: 'Menu' }));

    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('signs out and closes when Sign Out is chosen', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-in', hasMembershipAccess: false }}
        onSignOut={onSignOut}
      />,
    );
    await openMenu(user);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));

    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers "Clear this device" to a signed-in person, and closes when it is chosen', async () => {
    const user = userEvent.setup();
    render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-in', hasMembershipAccess: false }}
        onSignOut={vi.fn()}
      />,
    );
    await openMenu(user);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const link = within(dialog).getByRole('link', { name: 'Clear this device' });
    expect(link).toHaveAttribute('href', '/clear-device');
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page behind from scrolling while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    await openMenu(user);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('restores page scrolling when unmounted while open', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />,
    );
    await openMenu(user);

    unmount();

    expect(document.body.style.overflow).toBe('');
  });

  it('has no axe violations while open', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Header
        {...CHROME}
        auth={{ status: 'signed-in', hasMembershipAccess: true }}
        onSignOut={vi.fn()}
      />,
    );
    await openMenu(user);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});

describe('MobileMenu on its own', () => {
  it('leaves focus where it is when its parent re-renders while open', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <MobileMenu
        {...MENU_CHROME}
        open
        onClose={vi.fn()}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );
    await user.tab();
    await user.tab();
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveFocus();

    rerender(
      <MobileMenu
        {...MENU_CHROME}
        open
        onClose={vi.fn()}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );

    expect(home).toHaveFocus();
  });

  it('calls the latest onClose on Escape', async () => {
    const user = userEvent.setup();
    const firstOnClose = vi.fn();
    const latestOnClose = vi.fn();
    const { rerender } = render(
      <MobileMenu
        {...MENU_CHROME}
        open
        onClose={firstOnClose}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );
    rerender(
      <MobileMenu
        {...MENU_CHROME}
        open
        onClose={latestOnClose}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );

    await user.keyboard('{Escape}');

    expect(firstOnClose).not.toHaveBeenCalled();
    expect(latestOnClose).toHaveBeenCalledTimes(1);
  });

  it('does not listen for Escape while closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <MobileMenu
        {...MENU_CHROME}
        open={false}
        onClose={onClose}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );

    await user.keyboard('{Escape}');

    expect(onClose).not.toHaveBeenCalled();
  });

  it('is inert while closed so nothing in it can be reached', () => {
    const { container } = render(
      <MobileMenu
        {...MENU_CHROME}
        open={false}
        onClose={vi.fn()}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );

    const root = container.querySelector('.harbor-mobile-menu');
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveAttribute('data-state', 'closed');
  });

  it('has no axe violations while closed', async () => {
    const { container } = render(
      <MobileMenu
        {...MENU_CHROME}
        open={false}
        onClose={vi.fn()}
        auth={{ status: 'signed-out' }}
        onSignOut={vi.fn()}
      />,
    );

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
