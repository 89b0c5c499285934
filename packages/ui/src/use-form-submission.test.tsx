import { setSharedComputerMode } from '@harbor-help/device-storage';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './error-summary';
import { FormField } from './form-field';
import { DraftNotice, SubmissionFailure } from './form-status';
import { draftKey } from './use-form-draft';
import {
  UNEXPECTED_FAILURE_MESSAGE,
  useFormSubmission,
  type FieldErrors,
  type SubmissionResult,
} from './use-form-submission';

interface Values {
  name: string;
  email: string;
}

const EMPTY: Values = { name: '', email: '' };
const KEY = draftKey('kit-test');

function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (values.name.trim() === '') errors.name = 'Enter your name.';
  if (!values.email.includes('@')) errors.email = 'Enter an email address like name@example.com.';
  return errors;
}

function parse(stored: unknown): Values | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  return {
    name: typeof record.name === 'string' ? record.name : '',
    email: typeof record.email === 'string' ? record.email : '',
  };
}

function Form({
  submit,
  summary = false,
  errorMessage,
}: {
  submit(values: Values): Promise<SubmissionResult<{ id: number }>>;
  summary?: boolean;
  errorMessage?: (thrown: unknown) => string;
}) {
  const form = useFormSubmission<Values, { id: number }>({
    initialValues: EMPTY,
    validate,
    fieldOrder: ['name', 'email'],
    submit,
    errorMessage,
    draft: { name: 'kit-test', parse },
    focusOnInvalid: summary ? 'summary' : 'field',
  });
  if (form.status === 'succeeded') {
    return (
      <p role="status">
        Sent as number {form.result?.data.id} for {form.result?.values.name}.
      </p>
    );
  }
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
      {summary ? (
        <ErrorSummary
          focusKey={form.failedChecks}
          errors={(['name', 'email'] as const).flatMap((field) => {
            const message = form.errors[field];
            return message ? [{ fieldId: field, message }] : [];
          })}
        />
      ) : null}
      {form.restored ? (
        <DraftNotice onStartOver={form.startOver} inThisTab={!form.draftKeeping?.kept} />
      ) : null}
      {form.failure ? (
        <SubmissionFailure
          key={form.failures}
          message={form.failure}
          onRetry={() => void form.retry()}
        />
      ) : null}
      <FormField
        id="name"
        name="name"
        label="Your name"
        value={form.values.name}
        onChange={(value) => form.setValue('name', value)}
        error={form.errors.name}
      />
      <FormField
        id="email"
        name="email"
        label="Email"
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        error={form.errors.email}
      />
      <button type="submit" disabled={form.pending}>
        {form.pending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('useFormSubmission', () => {
  it('checks the fields first: a message on each, focus on the first, nothing sent', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<Form submit={submit} />);
    await user.type(screen.getByLabelText('Email'), 'sam');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Error: Enter your name.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).not.toHaveBeenCalled();

    // A message goes as soon as its field is fixed; the others stay.
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('with an error summary, focuses the summary, which links to each field', async () => {
    const user = userEvent.setup();
    const { container } = render(<Form submit={vi.fn()} summary />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Enter your name.');
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations).toEqual([]);
  });

  it('is pending while the data call runs, then reports what it returned and forgets the draft', async () => {
    const user = userEvent.setup();
    let answer: (result: SubmissionResult<{ id: number }>) => void = () => {};
    const submit = vi.fn(
      () => new Promise<SubmissionResult<{ id: number }>>((resolve) => (answer = resolve)),
    );
    render(<Form submit={submit} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({ name: 'Sam', email: 'sam@example.com' });

    await act(async () => answer({ ok: true, data: { id: 7 } }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent as number 7 for Sam.');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('shows a refused submit’s message, keeps every field, and Retry sends the same again', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<(values: Values) => Promise<SubmissionResult<{ id: number }>>>()
      .mockResolvedValueOnce({
        ok: false,
        error: { message: 'Harbor is busy. Press Retry in a minute.' },
      })
      .mockResolvedValueOnce({ ok: true, data: { id: 8 } });
    render(<Form submit={submit} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Harbor is busy. Press Retry in a minute.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent as number 8 for Sam.');
    expect(submit.mock.calls[1]).toEqual(submit.mock.calls[0]);
  });

  it('maps a thrown error to a message (the form’s own, else a general one)', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { unmount } = render(<Form submit={submit} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_FAILURE_MESSAGE);
    unmount();

    render(
      <Form
        submit={submit}
        errorMessage={(thrown) =>
          thrown instanceof TypeError ? "We couldn't reach Harbor." : 'Other'
        }
      />,
    );
    // The draft kept the fields.
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Sam'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach Harbor.");
  });

  it('keeps a draft in the registry’s key, in this tab only, and puts it back, with a way to start over', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Form submit={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    unmount();
    expect(JSON.parse(window.sessionStorage.getItem('harbor:draft:kit-test') ?? 'null')).toEqual({
      name: 'Sam',
      email: '',
    });
    // Nothing is left on the device for the next person who opens the browser.
    expect(window.localStorage.getItem(KEY)).toBeNull();

    render(<Form submit={vi.fn()} />);
    expect(await screen.findByText(/We kept what you typed earlier in this tab/)).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');

    await user.click(screen.getByRole('button', { name: 'Start over with an empty form' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    // The notice went with its button: focus is on the first field, not lost on the page.
    expect(screen.queryByText(/We kept what you typed/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });

  it('keeps the draft in this page’s memory only in shared-computer mode', async () => {
    setSharedComputerMode(true);
    const user = userEvent.setup();
    const { unmount } = render(<Form submit={vi.fn()} />);
    await user.type(screen.getByLabelText('Your name'), 'Sam');
    unmount();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();

    render(<Form submit={vi.fn()} />);
    expect(await screen.findByText(/We kept what you typed earlier in this tab/)).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveValue('Sam');
  });
});
