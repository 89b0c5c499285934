import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from './new-password-form';

describe('NewPasswordForm', () => {
  it('has a labelled New password field with the new-password hint', () => {
    render(<NewPasswordForm onSubmit={vi.fn()} />);

    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('submits the password typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('New password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(onSubmit).toHaveBeenCalledWith({ password: 'a new passphrase' });
  });

  it('asks for a password without calling onSubmit when it is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a new password.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error from the service in an alert tied to the field, keeping the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<NewPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    rerender(<NewPasswordForm onSubmit={onSubmit} submitting />);
    rerender(
      <NewPasswordForm onSubmit={onSubmit} error="Password should be at least 6 characters" />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password should be at least 6 characters');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('New password')).toHaveValue('short');
  });

  it('disables the button and reads "Saving…" while submitting', () => {
    render(<NewPasswordForm onSubmit={vi.fn()} submitting />);

    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<NewPasswordForm onSubmit={vi.fn()} error="Something failed" />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
