import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormNeedsJavaScript } from './form-needs-javascript';
import { HelpBar } from './help-bar';
import { Layout } from './layout';
import { NoScriptHelpProvider } from './no-script-help';
import type { QuickExitShortcut } from './quick-exit';
import { SignInForm } from './sign-in-form';
import { StandaloneLayout } from './standalone-layout';

function stubLocation() {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
  return replace;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.hidden = false;
});

describe('the layouts hold nothing of one site', () => {
  it('shows the brand, navigation, auth and footer links it is given, and no others', () => {
    render(
      <Layout
        brand="Shelter"
        brandHref="/home"
        navItems={[{ label: 'Rooms', href: '/rooms' }]}
        auth={{ status: 'signed-out' }}
        signInLink={{ label: 'Log in', href: '/account/in' }}
        getHelpLink={{ label: 'Urgent help', href: '/urgent' }}
        footerLinks={[{ label: 'Terms', href: '/terms' }]}
      >
        <p>Page</p>
      </Layout>,
    );

    expect(screen.getByRole('link', { name: 'Shelter' })).toHaveAttribute('href', '/home');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rooms']);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/in');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Urgent help' })).toHaveAttribute('href', '/urgent');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms']);
    expect(document.body.textContent).not.toMatch(/Harbor|Get help now|Privacy/);
  });

  it('has no footer navigation, help link or auth buttons unless given', () => {
    render(
      <StandaloneLayout brand="Shelter">
        <p>Page</p>
      </StandaloneLayout>,
    );

    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Skip to main content',
      'Shelter',
    ]);
    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeInTheDocument();
  });
});

describe('Quick exit, configured by props', () => {
  it('is left out, button and shortcut, with quickExit={false}', async () => {
    const user = userEvent.setup();
    const replace = stubLocation();
    render(
      <Layout brand="Shelter" quickExit={false}>
        <p>Page</p>
      </Layout>,
    );

    expect(screen.queryByRole('button', { name: 'Quick exit' })).not.toBeInTheDocument();
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).not.toHaveBeenCalled();
  });

  it('keeps the button but drops the shortcut and its hint with shortcut: false', async () => {
    const user = userEvent.setup();
    const replace = stubLocation();
    render(<HelpBar quickExit={{ url: 'https://example.org/', shortcut: false }} />);

    const button = screen.getByRole('button', { name: 'Quick exit' });
    expect(button).toHaveAccessibleDescription('Leaves this site at once.');
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).not.toHaveBeenCalled();
    await user.click(button);
    expect(replace).toHaveBeenCalledWith('https://example.org/');
  });

  it('takes a shortcut of its own, with its hint and progress words', async () => {
    const user = userEvent.setup();
    const replace = stubLocation();
    const doubleEnd: QuickExitShortcut = {
      listen: (target, { onExit, onProgress }) => {
        let presses = 0;
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'End') return;
          presses += 1;
          onProgress?.(2 - presses);
          if (presses === 2) onExit();
        };
        target.addEventListener('keydown', onKeyDown);
        return () => target.removeEventListener('keydown', onKeyDown);
      },
      hint: 'Or press End twice.',
      progressText: (left) => (left ? `End: ${left} more.` : ''),
    };
    render(<HelpBar quickExit={{ shortcut: doubleEnd, description: 'Leaves for the news.' }} />);

    expect(screen.getByRole('button', { name: 'Quick exit' })).toHaveAccessibleDescription(
      'Leaves for the news. Or press End twice.',
    );
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(screen.getByText('End: 1 more.')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(replace).toHaveBeenCalledWith('https://www.google.com/search?q=weather');
  });

  it('is the weather search and Shift three times by default', async () => {
    const user = userEvent.setup();
    const replace = stubLocation();
    render(<HelpBar />);

    expect(screen.getByRole('button', { name: 'Quick exit' })).toHaveAccessibleDescription(
      'Leaves this site at once. Or press Shift three times.',
    );
    await user.keyboard('{Shift}{Shift}{Shift}');
    expect(replace).toHaveBeenCalledWith('https://www.google.com/search?q=weather');
  });
});

describe('the help a form gives when JavaScript is off', () => {
  const noscriptText = (html: string) =>
    new DOMParser().parseFromString(html, 'text/html').querySelector('noscript')?.textContent;

  it('names no phone number of its own', () => {
    const text = noscriptText(renderToString(<SignInForm onSubmit={vi.fn()} />));

    expect(text).toBe(
      'Signing in needs JavaScript, which is off or blocked in this browser. Every page of this site can still be read.',
    );
  });

  it('comes from the nearest NoScriptHelpProvider, or the form’s own noScriptHelp', () => {
    const provided = renderToString(
      <NoScriptHelpProvider value="Call 999 in an emergency.">
        <SignInForm onSubmit={vi.fn()} />
      </NoScriptHelpProvider>,
    );
    const own = renderToString(
      <NoScriptHelpProvider value="Call 999 in an emergency.">
        <FormNeedsJavaScript action="Sending" help={<a href="tel:112">Call 112</a>} />
      </NoScriptHelpProvider>,
    );

    expect(noscriptText(provided)).toContain(
      'needs JavaScript, which is off or blocked in this browser. Call 999 in an emergency.',
    );
    expect(own).toContain('<a href="tel:112">Call 112</a>');
    expect(own).not.toContain('999');
  });
});
