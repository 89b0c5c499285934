import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PasswordResetRequestForm } from './password-reset-request-form';

describe('PasswordResetRequestForm', () => {
  it('has a labelled Email field with its autocomplete hint', () => {
    render(<PasswordResetRequestForm onSubmit={vi.fn()} />);

    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('submits the email typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordResetRequestForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Email'), ' sam@harbor.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@harbor.test' });
  });

  it('asks for the email without calling onSubmit when it is empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordResetRequestForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter the email address you signed up with.',
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error from the service in an alert tied to the field, keeping the email', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<PasswordResetRequestForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'sam@harbor.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    rerender(<PasswordResetRequestForm onSubmit={onSubmit} submitting />);
    rerender(<PasswordResetRequestForm onSubmit={onSubmit} error="Too many requests" />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Email')).toHaveValue('sam@harbor.test');
  });

  it('disables the button and reads "Sending…" while submitting', () => {
    render(<PasswordResetRequestForm onSubmit={vi.fn()} submitting />);

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('confirms in a status region once the link is sent', () => {
    render(<PasswordResetRequestForm onSubmit={vi.fn()} sent />);

    expect(screen.getByRole('status')).toHaveTextContent(
      /link to reset your password is on its way/,
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<PasswordResetRequestForm onSubmit={vi.fn()} sent />);

    // color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute
    // colours; contrast of the tokens is checked by calculation in contrast.test.ts instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
