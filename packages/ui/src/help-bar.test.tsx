import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { CHROME } from './test-chrome';
import { HelpBar } from './help-bar';
import { Layout } from './layout';
import { StandaloneLayout } from './standalone-layout';

/** Opens the mobile menu and waits until it is ready: it loads on demand, then takes focus. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
}

/** Stands in for window.location (jsdom cannot navigate), recording replace() calls. */
function stubLocation() {
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    replace,
    href: 'http://localhost/',
  } as unknown as Location);
  return replace;
}

/** The browser bringing the page back from its back/forward cache. */
function restoreFromBackForwardCache() {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

afterEach(() => {
  // Each exit in a test leaves its on-the-way-out listeners (jsdom never navigates away).
  restoreFromBackForwardCache();
  document.body.hidden = false;
});

describe('HelpBar', () => {
  it('links Get help now to the crisis lines', () => {
    render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help');
  });

  it('describes Quick exit and its Shift shortcut', () => {
    render(<HelpBar getHelpLink={CHROME.getHelpLink} quickExit={CHROME.quickExit} />);

    expect(screen.getByRole('button', { name: 'Quick exit' })).toHaveAccessibleDescription(
      'Leaves this site at once for a weather search. Or press Shift three times.',
    );
  });

  describe('when Quick exit is pressed', () => {
    it('replaces the page with the neutral site, so Back does not return', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      await user.click(screen.getByRole('button', { name: 'Quick exit' }));

      expect(replace).toHaveBeenCalledWith('https://www.google.com/search?q=weather');
    });

    it('blanks the page at once', async () => {
      const user = userEvent.setup();
      stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      await user.click(screen.getByRole('button', { name: 'Quick exit' }));

      expect(document.body.hidden).toBe(true);
    });

    it('shows the page again if the browser brings it back from its back/forward cache', async () => {
      const user = userEvent.setup();
      stubLocation();
      document.title = 'About — Harbor';
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);
      await user.click(screen.getByRole('button', { name: 'Quick exit' }));
      expect(document.title).toBe('');

      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

      expect(document.body.hidden).toBe(false);
      expect(document.title).toBe('About — Harbor');
    });

    it('goes where it is told to', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(
        <HelpBar getHelpLink={CHROME.getHelpLink} quickExit={{ url: 'https://example.org/' }} />,
      );

      await user.click(screen.getByRole('button', { name: 'Quick exit' }));

      expect(replace).toHaveBeenCalledWith('https://example.org/');
    });

    it('works from the keyboard', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Quick exit' })).toHaveFocus();
      await user.keyboard('{Enter}');

      expect(replace).toHaveBeenCalledTimes(1);
    });
  });

  describe('given something to do on the way out (beforeQuickExit)', () => {
    it('blanks the page, runs it, and leaves once it is done', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      let finish: () => void = () => undefined;
      const beforeQuickExit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      render(
        <HelpBar getHelpLink={CHROME.getHelpLink} quickExit={{ beforeExit: beforeQuickExit }} />,
      );

      await user.click(screen.getByRole('button', { name: 'Quick exit' }));

      expect(document.body.hidden).toBe(true);
      expect(beforeQuickExit).toHaveBeenCalledTimes(1);
      expect(replace).not.toHaveBeenCalled();
      finish();
      await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    });

    it('never waits longer than QUICK_EXIT_MAX_WAIT_MS, and leaves even if it throws', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      const first = render(
        <HelpBar
          getHelpLink={CHROME.getHelpLink}
          quickExit={{ beforeExit: () => new Promise(() => undefined) }}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Quick exit' }));
      await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1), { timeout: 2000 });
      first.unmount();

      replace.mockClear();
      document.body.hidden = false;
      const { unmount } = render(
        <HelpBar
          getHelpLink={CHROME.getHelpLink}
          quickExit={{
            beforeExit: () => {
              throw new Error('storage went away');
            },
          }}
        />,
      );
      await user.keyboard('{Shift}{Shift}{Shift}');
      expect(replace).toHaveBeenCalledTimes(1);
      unmount();
    });
  });

  describe('when Shift is pressed three times', () => {
    it('replaces the page with the neutral site', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      await user.keyboard('{Shift}{Shift}{Shift}');

      expect(replace).toHaveBeenCalledWith('https://www.google.com/search?q=weather');
    });

    it('shows and announces how many presses are left, then that it is leaving', async () => {
      const user = userEvent.setup();
      stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);
      const progress = document.querySelector('.harbor-quick-exit__progress') as HTMLElement;
      expect(progress).toHaveAttribute('aria-live', 'polite');
      expect(progress).toHaveTextContent('');

      await user.keyboard('{Shift}');
      expect(progress).toHaveTextContent('Shift: press 2 more times to leave this site.');
      await user.keyboard('{Shift}');
      expect(progress).toHaveTextContent('Shift: press 1 more time to leave this site.');
      await user.keyboard('{Shift}');
      expect(progress).toHaveTextContent('Leaving this site.');
    });

    it('leaves even if Escape is pressed on the way out', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      await user.keyboard('{Shift}{Shift}{Shift}{Escape}');

      // Once, then again after the Escape that might have stopped the browser loading.
      await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(2));
      expect(replace).toHaveBeenLastCalledWith('https://www.google.com/search?q=weather');
    });
  });

  describe('when the page comes back from the back/forward cache after an exit', () => {
    it('shows the page again, and Escape no longer leaves', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);
      await user.keyboard('{Shift}{Shift}{Shift}');
      expect(document.body.hidden).toBe(true);

      restoreFromBackForwardCache();
      replace.mockClear();
      await user.keyboard('{Escape}');

      expect(document.body.hidden).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(replace).not.toHaveBeenCalled();
    });
  });

  describe('when capital letters are typed', () => {
    it('stays: a Shift that goes with another key starts the count again', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      // "I Am Bob": three Shift presses, each followed by a letter.
      await user.keyboard('{Shift}I {Shift}Am {Shift}Bob');

      expect(replace).not.toHaveBeenCalled();
      expect(document.querySelector('.harbor-quick-exit__progress')).toHaveTextContent('');
    });
  });

  describe('when Escape is pressed twice', () => {
    it('stays: Escape is not the shortcut', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<HelpBar getHelpLink={CHROME.getHelpLink} />);

      await user.keyboard('{Escape}{Escape}');

      expect(replace).not.toHaveBeenCalled();
    });
  });

  it('stops listening for Shift when it is removed', async () => {
    const user = userEvent.setup();
    const replace = stubLocation();
    const { unmount } = render(<HelpBar getHelpLink={CHROME.getHelpLink} />);
    unmount();

    await user.keyboard('{Shift}{Shift}{Shift}');

    expect(replace).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<HelpBar getHelpLink={CHROME.getHelpLink} />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('Quick exit in the Header', () => {
  it('comes before the name Harbor, right after the skip link, with Get help now', async () => {
    const user = userEvent.setup();
    render(
      <Layout {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()}>
        <p>Page</p>
      </Layout>,
    );

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('link', { name: 'Get help now' })[0]).toHaveFocus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Quick exit' })[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Harbor' })).toHaveFocus();
  });

  it('is not one of the seven nav items', () => {
    render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).queryByRole('link', { name: 'Get help now' })).not.toBeInTheDocument();
  });

  describe('given the mobile menu is open', () => {
    it('closes the menu on Escape and does not leave', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
      await openMenu(user);

      await user.keyboard('{Escape}{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(replace).not.toHaveBeenCalled();
    });

    it('leaves on Shift pressed three times', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
      await openMenu(user);

      await user.keyboard('{Shift}{Shift}{Shift}');

      expect(replace).toHaveBeenCalledTimes(1);
    });

    it('leaves from the menu’s own Quick exit', async () => {
      const user = userEvent.setup();
      const replace = stubLocation();
      render(<Header {...CHROME} auth={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
      await openMenu(user);

      await user.click(
        within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', {
          name: 'Quick exit',
        }),
      );

      expect(replace).toHaveBeenCalledWith('https://www.google.com/search?q=weather');
    });
  });
});

describe('Quick exit in the StandaloneLayout', () => {
  it('is there, with Get help now, and Shift three times leaves', async () => {
    const user = userEvent.setup();
    const replace = stubLocation();
    render(
      <StandaloneLayout {...CHROME}>
        <p>Page</p>
      </StandaloneLayout>,
    );

    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get help now' })).toBeInTheDocument();
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
