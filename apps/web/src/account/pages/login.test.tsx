import { isSharedComputerMode, setSharedComputerMode } from '@harbor-help/device-storage';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Location } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { fake } from '../../shared/test/mock-auth';
import { renderAuthPage } from '../../shared/test/render-auth-page';

// The page is tested against a fake useAuth: each test says what the auth service answers.
vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

function renderLoginAt(entry: string | Partial<Location>) {
  return renderAuthPage('/login', <LoginPage />, entry);
}

/** The service's answer to an email with a character it cannot store (a null character). */
function invalidEmailFormat() {
  return {
    error: new AuthApiError(
      'Unable to validate email address: invalid format',
      400,
      'validation_failed',
    ),
  };
}

async function signIn(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('the sign-in page', () => {
  it('has a heading, a paragraph and a page title', async () => {
    renderLoginAt('/login');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to Harbor' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sign in to pick up where you left off/)).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Sign in — Harbor'));
  });

  it('labels its fields and tells the browser what they hold', () => {
    renderLoginAt('/login');

    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  describe('given an empty email or password', () => {
    it('shows the spec message and does not call the service', async () => {
      const user = userEvent.setup();
      renderLoginAt('/login');

      await user.type(screen.getByLabelText('Email'), 'ada@harbor.test');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You must provide either an email or phone number and a password',
      );
      expect(fake.auth.signIn).not.toHaveBeenCalled();
    });
  });

  describe('given "This is a shared or public computer"', () => {
    it('turns the mode on for this tab and keeps the session in the tab only', async () => {
      const user = userEvent.setup();
      renderLoginAt('/login');

      const box = screen.getByRole('checkbox', { name: 'This is a shared or public computer' });
      expect(box).not.toBeChecked();
      await user.type(screen.getByLabelText('Email'), 'ada@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'a-long-password');
      await user.click(box);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(fake.auth.signIn).toHaveBeenCalledWith('ada@harbor.test', 'a-long-password', {
        persistence: 'tab',
      });
      expect(isSharedComputerMode()).toBe(true);
      expect(sessionStorage.getItem('harbor:shared-computer')).toBe('on');
    });

    it('is already ticked in a tab that is in the mode', () => {
      setSharedComputerMode(true);
      renderLoginAt('/login');

      expect(
        screen.getByRole('checkbox', { name: 'This is a shared or public computer' }),
      ).toBeChecked();
    });
  });

  describe('given a wrong password', () => {
    it("shows the service's message and keeps what was typed", async () => {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({
        signIn: vi.fn().mockResolvedValue({
          error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
        }),
      });
      const router = renderLoginAt('/login');

      await signIn(user, 'ada@harbor.test', 'wrong-password');

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
      expect(fake.auth.signIn).toHaveBeenCalledWith('ada@harbor.test', 'wrong-password', {
        persistence: 'local',
      });
      expect(screen.getByLabelText('Email')).toHaveValue('ada@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(router.location.pathname).toBe('/login');
    });
  });

  describe('given the service cannot be reached', () => {
    it('says so and keeps what was typed', async () => {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({
        signIn: vi
          .fn()
          .mockResolvedValue({ error: new AuthRetryableFetchError('Failed to fetch', 0) }),
      });
      renderLoginAt('/login');

      await signIn(user, 'ada@harbor.test', 'harbor-demo-password');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        "We can't reach the service right now. Please check your connection and try again.",
      );
      expect(screen.getByLabelText('Email')).toHaveValue('ada@harbor.test');
    });
  });

  describe('given an email with a character the service cannot store (a null character)', () => {
    it('asks for an address like name@example.com and keeps what was typed', async () => {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({
        signIn: vi.fn().mockResolvedValue(invalidEmailFormat()),
      });
      renderLoginAt('/login');

      await user.click(screen.getByLabelText('Email'));
      await user.paste('ada\u0000@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'harbor-demo-password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Enter an email address like name@example.com.',
      );
      expect(screen.getByLabelText('Email')).toHaveValue('ada\u0000@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('harbor-demo-password');
    });
  });

  describe('given the right password', () => {
    it('goes to the page of ?redirectTo=', async () => {
      const user = userEvent.setup();
      const router = renderLoginAt('/login?redirectTo=%2Flibrary');

      await signIn(user, 'ada@harbor.test', 'harbor-demo-password');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Library page' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/library');
    });

    it('goes to the page in router state from', async () => {
      const user = userEvent.setup();
      const router = renderLoginAt({
        pathname: '/login',
        state: { from: { pathname: '/library' } },
      });

      await signIn(user, 'ada@harbor.test', 'harbor-demo-password');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Library page' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/library');
    });

    it('goes to / when ?redirectTo= points to another site', async () => {
      const user = userEvent.setup();
      const router = renderLoginAt('/login?redirectTo=%2F%2Fevil.com');

      await signIn(user, 'ada@harbor.test', 'harbor-demo-password');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Home page' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/');
    });
  });

  describe('its link to the sign-up page', () => {
    it('passes on where signing in would have sent the visitor', async () => {
      const user = userEvent.setup();
      const router = renderLoginAt('/login?redirectTo=%2Flibrary');

      await user.click(screen.getByRole('link', { name: 'Get Started' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign-up page' }),
      ).toBeInTheDocument();
      expect(router.location.state).toEqual({ from: '/library' });
    });

    it('never passes on a ?redirectTo= to another site', async () => {
      const user = userEvent.setup();
      const router = renderLoginAt('/login?redirectTo=%2F%2Fevil.com');

      await user.click(screen.getByRole('link', { name: 'Get Started' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign-up page' }),
      ).toBeInTheDocument();
      expect(router.location.state).toBeNull();
    });
  });

  describe('given a visitor who is already signed in', () => {
    it('sends them on to /', async () => {
      fake.auth = signedOutAuth({ status: 'signed-in' });
      const router = renderLoginAt('/login');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Home page' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/');
    });
  });
});

describe('the password reset request (?mode=reset)', () => {
  it('sends a link that lands on /login?mode=update and confirms it', async () => {
    const user = userEvent.setup();
    renderLoginAt('/login?mode=reset');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@harbor.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(/a link to reset your password is on its way/),
    ).toBeInTheDocument();
    expect(fake.auth.requestPasswordReset).toHaveBeenCalledWith(
      'ada@harbor.test',
      `${window.location.origin}/login?mode=update`,
    );
  });

  it("shows the service's message when it refuses", async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({
      requestPasswordReset: vi.fn().mockResolvedValue({
        error: new AuthApiError(
          'For security purposes, you can only request this once every 60 seconds',
          429,
          'over_email_send_rate_limit',
        ),
      }),
    });
    renderLoginAt('/login?mode=reset');

    await user.type(screen.getByLabelText('Email'), 'ada@harbor.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'you can only request this once every 60 seconds',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@harbor.test');
  });

  it('asks for an address like name@example.com when it has a null character, keeping it', async () => {
    const user = userEvent.setup();
    fake.auth = signedOutAuth({
      requestPasswordReset: vi.fn().mockResolvedValue(invalidEmailFormat()),
    });
    renderLoginAt('/login?mode=reset');

    await user.click(screen.getByLabelText('Email'));
    await user.paste('ada\u0000@harbor.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada\u0000@harbor.test');
  });

  it('is reached from "Forgot your password?"', async () => {
    const user = userEvent.setup();
    const router = renderLoginAt('/login');

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(router.location.search).toBe('?mode=reset');
  });
});

describe('setting a new password (?mode=update)', () => {
  describe('given a password-recovery session', () => {
    it('saves the new password, then goes to / and says it was updated', async () => {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({ status: 'signed-in', isPasswordRecovery: true });
      const router = renderLoginAt('/login?mode=update');

      expect(
        screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeInTheDocument();
      await user.type(screen.getByLabelText('New password'), 'a-brand-new-password');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Home page' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your password has been updated.',
      );
      expect(fake.auth.updatePassword).toHaveBeenCalledWith('a-brand-new-password');
      expect(router.location.pathname).toBe('/');
    });

    it("shows the service's message when it refuses the password", async () => {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({
        status: 'signed-in',
        isPasswordRecovery: true,
        updatePassword: vi.fn().mockResolvedValue({
          error: new AuthApiError(
            'Password should be at least 6 characters.',
            422,
            'weak_password',
          ),
        }),
      });
      renderLoginAt('/login?mode=update');

      await user.type(screen.getByLabelText('New password'), 'abc');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Password should be at least 6 characters.',
      );
      expect(screen.getByLabelText('New password')).toHaveValue('abc');
    });
  });

  describe('given a recovery event on the plain sign-in page', () => {
    it('asks for the new password there too', () => {
      fake.auth = signedOutAuth({ status: 'signed-in', isPasswordRecovery: true });
      renderLoginAt('/login');

      expect(
        screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toBeInTheDocument();
    });
  });

  describe('given no session (an expired or used link)', () => {
    it('explains and offers a fresh link', () => {
      renderLoginAt('/login?mode=update');

      expect(
        screen.getByRole('heading', { level: 1, name: 'This reset link has expired' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    });
  });

  describe('while the session is still being read', () => {
    it('shows the loading screen', () => {
      fake.auth = signedOutAuth({ status: 'loading' });
      renderLoginAt('/login?mode=update');

      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    });
  });
});
