import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LinkProps } from './link';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('has labelled Email and Password fields with autocomplete hints', () => {
    render(<SignInForm onSubmit={vi.fn()} />);

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('leaves validation to itself, not the browser (noValidate)', () => {
    const { container } = render(<SignInForm onSubmit={vi.fn()} />);

    expect(container.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('submits the email and password typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(onSubmit).toHaveBeenCalledWith({
      email: 'sam@harbor.test',
      password: 'a long passphrase',
      sharedComputer: false,
    });
  });

  it('trims spaces around the email but not the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Email'), '  sam@harbor.test ');
    await user.type(screen.getByLabelText('Password'), ' secret ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(onSubmit).toHaveBeenCalledWith({
      email: 'sam@harbor.test',
      password: ' secret ',
      sharedComputer: false,
    });
  });

  describe('given an empty email or password', () => {
    it('shows the missing-credentials message without calling onSubmit', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignInForm onSubmit={onSubmit} />);

      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(screen.getByRole('alert')).toHaveTextContent(
        /^You must provide either an email or phone number and a password$/,
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('catches a missing password too', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignInForm onSubmit={onSubmit} />);

      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(screen.getByRole('alert')).toHaveTextContent(
        'You must provide either an email or phone number and a password',
      );
      expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('counts an email of only spaces as missing', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignInForm onSubmit={onSubmit} />);

      await user.type(screen.getByLabelText('Email'), '   ');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('moves focus to the message, again on every attempt', async () => {
      const user = userEvent.setup();
      render(<SignInForm onSubmit={vi.fn()} />);

      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(screen.getByRole('alert')).toHaveFocus();

      await user.click(screen.getByLabelText('Email'));
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(screen.getByRole('alert')).toHaveFocus();
    });

    it('clears the message once a complete form is sent', async () => {
      const user = userEvent.setup();
      render(<SignInForm onSubmit={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('given an error from the service', () => {
    it('shows it in an alert tied to the fields', () => {
      render(<SignInForm onSubmit={vi.fn()} error="Invalid login credentials" />);

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Invalid login credentials');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
      expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', alert.id);
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Invalid login credentials',
      );
    });

    it('moves focus to the alert when the submission ends with an error', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<SignInForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'wrong password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      rerender(<SignInForm onSubmit={onSubmit} submitting />);
      rerender(<SignInForm onSubmit={onSubmit} error="Invalid login credentials" />);

      expect(screen.getByRole('alert')).toHaveFocus();
    });

    it('moves focus to the alert again when the same error comes back', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(
        <SignInForm onSubmit={onSubmit} error="Invalid login credentials" />,
      );
      await user.click(screen.getByLabelText('Password'));

      rerender(<SignInForm onSubmit={onSubmit} submitting error="Invalid login credentials" />);
      rerender(<SignInForm onSubmit={onSubmit} error="Invalid login credentials" />);

      expect(screen.getByRole('alert')).toHaveFocus();
    });

    it('keeps what was typed', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<SignInForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'wrong password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      rerender(<SignInForm onSubmit={onSubmit} submitting />);
      rerender(<SignInForm onSubmit={onSubmit} error="Invalid login credentials" />);

      expect(screen.getByLabelText('Email')).toHaveValue('sam@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <SignInForm
          onSubmit={vi.fn()}
          error="Invalid login credentials"
          onForgotPassword={vi.fn()}
        />,
      );

      // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
      // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

      expect(results.violations).toEqual([]);
    });
  });

  describe('while submitting', () => {
    it('disables the button and reads "Signing in…"', () => {
      render(<SignInForm onSubmit={vi.fn()} submitting />);

      expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('does not submit twice when Enter is pressed in a field', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<SignInForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);

      rerender(<SignInForm onSubmit={onSubmit} submitting />);
      await user.type(screen.getByLabelText('Password'), '{Enter}');

      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it('offers "Forgot your password?" only when onForgotPassword is given', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    const { rerender } = render(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).not.toBeInTheDocument();

    rerender(<SignInForm onSubmit={vi.fn()} onForgotPassword={onForgotPassword} />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));

    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });

  it('links to sign-up through the given link component', () => {
    function RouterLink({ href, className, children }: LinkProps) {
      return (
        <a href={href} className={className} data-router>
          {children}
        </a>
      );
    }

    render(<SignInForm onSubmit={vi.fn()} linkComponent={RouterLink} />);

    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('data-router');
    expect(link.parentElement).toHaveTextContent("Don't have an account? Get Started");
  });

  describe('given offerSharedComputer', () => {
    it('offers "This is a shared or public computer", off by default, with one line explaining it', () => {
      render(<SignInForm onSubmit={vi.fn()} offerSharedComputer />);

      const box = screen.getByRole('checkbox', { name: 'This is a shared or public computer' });
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(
        "You'll be signed out when you close this tab or after 15 minutes without activity, and nothing personal is saved on this computer.",
      );
    });

    it('submits the choice', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignInForm onSubmit={onSubmit} offerSharedComputer />);

      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'a long passphrase');
      await user.click(
        screen.getByRole('checkbox', { name: 'This is a shared or public computer' }),
      );
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sharedComputer: true }));
    });

    it('starts checked when told the tab is already a shared computer, even once rendered', () => {
      const { rerender } = render(<SignInForm onSubmit={vi.fn()} offerSharedComputer />);
      rerender(<SignInForm onSubmit={vi.fn()} offerSharedComputer sharedComputerChecked />);

      expect(
        screen.getByRole('checkbox', { name: 'This is a shared or public computer' }),
      ).toBeChecked();
    });
  });

  it('does not offer the shared-computer choice unless asked', () => {
    render(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SignInForm onSubmit={vi.fn()} onForgotPassword={vi.fn()} offerSharedComputer />,
    );

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
