import { isSharedComputerMode } from '@harbor-help/device-storage';
import type { AuthContextValue } from '@harbor-help/auth';
import { AuthApiError } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SignupPage from './signup';
import { signedOutAuth } from '../../shared/test/fake-auth';
import { fake } from '../../shared/test/mock-auth';
import { renderAuthPage } from '../../shared/test/render-auth-page';

vi.mock('@harbor-help/auth', () => import('../../shared/test/mock-auth'));

function renderSignupAt(entry: string) {
  return renderAuthPage('/signup', <SignupPage />, entry);
}

/** Fills in the form as a visitor types it. */
async function fillIn(user: UserEvent, email: string, password = 'a-long-password') {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  fake.auth = signedOutAuth();
});

describe('the sign-up page', () => {
  it('asks for a full name, an email and a new password', () => {
    renderSignupAt('/signup');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your free account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  describe('given an empty email or password', () => {
    it('shows the spec message and does not call the service', async () => {
      const user = userEvent.setup();
      renderSignupAt('/signup');

      await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You must provide either an email or phone number and a password',
      );
      expect(fake.auth.signUp).not.toHaveBeenCalled();
    });
  });

  describe('given the service refuses', () => {
    it("shows the service's message and keeps what was typed", async () => {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({
        signUp: vi.fn().mockResolvedValue({
          error: new AuthApiError('User already registered', 422, 'user_already_exists'),
        }),
      });
      renderSignupAt('/signup');

      await fillIn(user, 'ada@harbor.test');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
      expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
      expect(screen.getByLabelText('Email')).toHaveValue('ada@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
    });
  });

  describe('given a name with a character the service cannot store (half of an emoji)', () => {
    it("shows the service's sentence and keeps what was typed", async () => {
      const user = userEvent.setup();
      const message =
        'Full name contains a character that cannot be used (a null character or half of an emoji). Please remove it and try again.';
      fake.auth = signedOutAuth({
        signUp: vi.fn().mockResolvedValue({
          error: new AuthApiError(message, 400, 'validation_failed'),
        }),
      });
      renderSignupAt('/signup');

      await user.click(screen.getByLabelText('Full name'));
      await user.paste('Ada \ud83d');
      await user.type(screen.getByLabelText('Email'), 'ada@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'a-long-password');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(fake.auth.signUp).toHaveBeenCalledWith(
        'ada@harbor.test',
        'a-long-password',
        'Ada \ud83d',
        expect.anything(),
      );
      expect(screen.getByLabelText('Full name')).toHaveValue('Ada \ud83d');
      expect(screen.getByLabelText('Email')).toHaveValue('ada@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
    });
  });

  describe('given the account is created', () => {
    it('sends the full name along and welcomes the visitor on /', async () => {
      const user = userEvent.setup();
      const router = renderSignupAt('/signup');

      await fillIn(user, 'ada@harbor.test');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Home page' }),
      ).toBeInTheDocument();
      expect(fake.auth.signUp).toHaveBeenCalledWith(
        'ada@harbor.test',
        'a-long-password',
        'Ada Lovelace',
        { emailRedirectTo: `${window.location.origin}/`, persistence: 'local' },
      );
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Welcome to Harbor! Your account has been created.',
      );
      expect(router.location.pathname).toBe('/');
    });

    it('goes to the page of ?redirectTo= instead', async () => {
      const user = userEvent.setup();
      const router = renderSignupAt('/signup?redirectTo=%2Flibrary');

      await fillIn(user, 'ada@harbor.test');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Library page' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/library');
    });
  });

  describe('given the project asks for the email to be confirmed first', () => {
    async function signUpNeedingConfirmation(
      entry: string,
      overrides: Partial<AuthContextValue> = {},
    ) {
      const user = userEvent.setup();
      fake.auth = signedOutAuth({
        signUp: vi.fn().mockResolvedValue({ error: null, confirmationRequired: true }),
        ...overrides,
      });
      const router = renderSignupAt(entry);
      await fillIn(user, ' ada@harbor.test ');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      return { user, router };
    }

    it('says to check that inbox, moves focus there and stays on the page', async () => {
      const { router } = await signUpNeedingConfirmation('/signup?redirectTo=%2Flibrary');

      const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByText('ada@harbor.test')).toBeInTheDocument();
      expect(document.title).toMatch(/^Check your email/);
      expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Your account has been created/)).not.toBeInTheDocument();
      expect(router.location.pathname).toBe('/signup');
      // The link in the email brings them back to where they were going.
      expect(fake.auth.signUp).toHaveBeenCalledWith(
        'ada@harbor.test',
        'a-long-password',
        'Ada Lovelace',
        { emailRedirectTo: `${window.location.origin}/library`, persistence: 'local' },
      );
      // The page alone, without the site's layout and its landmarks (checked in the browser tests).
      const page = document.body.firstElementChild as HTMLElement;
      const results = await axe.run(page, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });

    it('sends the link again and says so', async () => {
      const { user } = await signUpNeedingConfirmation('/signup');

      await user.click(await screen.findByRole('button', { name: 'Send the link again' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'We sent a new link to ada@harbor.test. Only the newest link works.',
      );
      expect(fake.auth.resendConfirmationEmail).toHaveBeenCalledWith('ada@harbor.test', {
        emailRedirectTo: `${window.location.origin}/`,
      });
    });

    it('says why the link could not be sent again, and the button works again', async () => {
      const { user } = await signUpNeedingConfirmation('/signup', {
        resendConfirmationEmail: vi.fn().mockResolvedValue({
          error: new AuthApiError(
            'For security purposes, you can only request this after 42 seconds.',
            429,
            'over_email_send_rate_limit',
          ),
        }),
      });

      await user.click(await screen.findByRole('button', { name: 'Send the link again' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'For security purposes, you can only request this after 42 seconds.',
      );
      expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('goes back to the form with everything still typed to use another address', async () => {
      const { user } = await signUpNeedingConfirmation('/signup');

      await user.click(
        await screen.findByRole('button', { name: 'Use a different email address' }),
      );

      expect(
        screen.getByRole('heading', { level: 1, name: 'Create your free account' }),
      ).toHaveFocus();
      expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
      expect(screen.getByLabelText('Email')).toHaveValue('ada@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
      expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    });
  });

  describe('given "This is a shared or public computer"', () => {
    it('keeps the session in the tab only, and a confirmation link opens in the mode too', async () => {
      const user = userEvent.setup();
      renderSignupAt('/signup');

      await fillIn(user, 'ada@harbor.test');
      await user.click(
        screen.getByRole('checkbox', { name: 'This is a shared or public computer' }),
      );
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(fake.auth.signUp).toHaveBeenCalledWith(
        'ada@harbor.test',
        'a-long-password',
        'Ada Lovelace',
        {
          emailRedirectTo: `${window.location.origin}/?shared-computer=on`,
          persistence: 'tab',
        },
      );
      expect(isSharedComputerMode()).toBe(true);
    });
  });

  describe('given a visitor who is already signed in', () => {
    it('sends them on to /', async () => {
      fake.auth = signedOutAuth({ status: 'signed-in' });
      const router = renderSignupAt('/signup');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Home page' }),
      ).toBeInTheDocument();
      expect(router.location.pathname).toBe('/');
    });
  });
});
