import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm, useAccountForm } from './account-form';
import { FormField } from './form-field';

/** A form on the shared flow: a name (never marked), a code (marked when empty), a note (always). */
function CodeForm({
  send,
  submitting = false,
  error = null,
}: {
  send(values: { fullName: string; code: string; note: string }): void;
  submitting?: boolean;
  error?: string | null;
}) {
  const form = useAccountForm(
    { fullName: '', code: '', note: '' },
    {
      error,
      submitting,
      check: ({ code }) => (code === '' ? 'Please enter the code.' : null),
      send,
    },
  );
  return (
    <AccountForm
      form={form}
      action="Checking a code"
      submit={{ label: 'Check', pendingLabel: 'Checking…' }}
    >
      <FormField label="Full name" name="fullName" {...form.field('fullName')} />
      <FormField label="Code" name="code" {...form.field('code', (code) => code === '')} />
      <FormField label="Note" name="note" {...form.field('note', true)} />
    </AccountForm>
  );
}

describe('useAccountForm with AccountForm', () => {
  it('gives each field an id of its own, from its name in kebab case', () => {
    render(<CodeForm send={vi.fn()} />);

    expect(screen.getByLabelText('Full name').id).toMatch(/-full-name$/);
    expect(screen.getByLabelText('Code').id).toMatch(/-code$/);
    expect(screen.getByLabelText('Code').id.replace(/-code$/, '')).toBe(
      screen.getByLabelText('Full name').id.replace(/-full-name$/, ''),
    );
  });

  it('on a failed check: shows the message, focuses it, marks the fields asked for, sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<CodeForm send={send} />);

    await user.type(screen.getByLabelText('Note'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter the code.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-describedby', alert.id);
    expect(send).not.toHaveBeenCalled();
  });

  it('once the check passes: clears the message and sends what was typed', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<CodeForm send={send} />);

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.type(screen.getByLabelText('Full name'), 'Sam');
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ fullName: 'Sam', code: '1234', note: '' });
  });

  it('while submitting: the button is disabled and says so, and a submit sends nothing', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<CodeForm send={send} submitting />);

    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    await user.type(screen.getByLabelText('Code'), '1234');
    screen.getByLabelText('Code').closest('form')?.requestSubmit();

    expect(send).not.toHaveBeenCalled();
  });
});
