import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LinkProps } from './link';
import { SignUpForm } from './sign-up-form';

describe('SignUpForm', () => {
  it('has labelled Full name, Email and Password fields with autocomplete hints', () => {
    render(<SignUpForm onSubmit={vi.fn()} />);

    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('leaves validation to itself, not the browser (noValidate)', () => {
    const { container } = render(<SignUpForm onSubmit={vi.fn()} />);

    expect(container.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('submits the full name, email and password typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Full name'), ' Sam Rivera ');
    await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'Sam Rivera',
      email: 'sam@harbor.test',
      password: 'a long passphrase',
      sharedComputer: false,
    });
  });

  describe('given an empty email or password', () => {
    it('shows the missing-credentials message without calling onSubmit', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignUpForm onSubmit={onSubmit} />);

      await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(screen.getByRole('alert')).toHaveTextContent(
        /^You must provide either an email or phone number and a password$/,
      );
      expect(screen.getByRole('alert')).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('catches a missing email when a password is given', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignUpForm onSubmit={onSubmit} />);

      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(screen.getByRole('alert')).toHaveTextContent(
        'You must provide either an email or phone number and a password',
      );
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('given an error from the service', () => {
    it('shows it in an alert tied to the fields and moves focus to it', () => {
      render(<SignUpForm onSubmit={vi.fn()} error="User already registered" />);

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('User already registered');
      expect(alert).toHaveFocus();
      expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-describedby', alert.id);
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
      expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', alert.id);
    });

    it('keeps what was typed', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const { rerender } = render(<SignUpForm onSubmit={onSubmit} />);
      await user.type(screen.getByLabelText('Full name'), 'Sam Rivera');
      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      rerender(<SignUpForm onSubmit={onSubmit} submitting />);
      rerender(<SignUpForm onSubmit={onSubmit} error="Password should be at least 6 characters" />);

      expect(screen.getByRole('alert')).toHaveFocus();
      expect(screen.getByLabelText('Full name')).toHaveValue('Sam Rivera');
      expect(screen.getByLabelText('Email')).toHaveValue('sam@harbor.test');
      expect(screen.getByLabelText('Password')).toHaveValue('short');
    });

    it('has no axe violations', async () => {
      const { container } = render(
        <SignUpForm onSubmit={vi.fn()} error="User already registered" />,
      );

      // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
      // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

      expect(results.violations).toEqual([]);
    });
  });

  it('disables the button and reads "Creating account…" while submitting', () => {
    render(<SignUpForm onSubmit={vi.fn()} submitting />);

    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('links to sign-in through the given link component', () => {
    function RouterLink({ href, className, children }: LinkProps) {
      return (
        <a href={href} className={className} data-router>
          {children}
        </a>
      );
    }

    render(<SignUpForm onSubmit={vi.fn()} linkComponent={RouterLink} />);

    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('data-router');
    expect(link.parentElement).toHaveTextContent('Already have an account? Sign In');
  });

  describe('given offerSharedComputer', () => {
    it('offers "This is a shared or public computer", off by default, and submits the choice', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SignUpForm onSubmit={onSubmit} offerSharedComputer />);
      const box = screen.getByRole('checkbox', { name: 'This is a shared or public computer' });
      expect(box).not.toBeChecked();

      await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
      await user.type(screen.getByLabelText('Password'), 'a long passphrase');
      await user.click(box);
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sharedComputer: true }));
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<SignUpForm onSubmit={vi.fn()} offerSharedComputer />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
