import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DraftSavedHint,
  FormField,
  SubmissionFailure,
  SuccessHeading,
  TextArea,
  useFormSubmission,
  type SubmissionResult,
} from '@harbor-help/ui';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

interface Values {
  email: string;
  message: string;
}

function DemoForm({ send }: { send(values: Values): Promise<SubmissionResult> }) {
  const form = useFormSubmission<Values>({
    initialValues: { email: '', message: '' },
    validate: (values) => ({
      ...(values.email.includes('@')
        ? {}
        : { email: 'Enter an email address like name@example.com.' }),
      ...(values.message.trim().length >= 10
        ? {}
        : { message: 'Write a little more: at least 10 characters.' }),
    }),
    fieldOrder: ['email', 'message'],
    submit: (values) => send(values),
  });
  if (form.status === 'succeeded') {
    return <SuccessHeading id="sent">Thank you. Your message is on its way.</SuccessHeading>;
  }
  return (
    <form
      ref={form.formRef}
      className="harbor-form"
      style={{ maxWidth: '36rem' }}
      noValidate
      onSubmit={form.handleSubmit}
    >
      {form.failure ? (
        <SubmissionFailure
          key={form.failures}
          message={form.failure}
          onRetry={() => void form.retry()}
        />
      ) : null}
      <FormField
        id="email"
        name="email"
        type="email"
        label="Email"
        required
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        error={form.errors.email}
      />
      <TextArea
        id="message"
        name="message"
        label="Message"
        required
        maxLength={500}
        characterCount
        value={form.values.message}
        onChange={(value) => form.setValue('message', value)}
        error={form.errors.message}
      />
      <button
        type="submit"
        className="harbor-button harbor-button--primary"
        disabled={form.pending}
      >
        {form.pending ? 'Sending…' : 'Send message'}
      </button>
      <DraftSavedHint />
    </form>
  );
}

/** `useFormSubmission` drives a form: checks, pending, a failure that keeps every field, Retry. */
const meta = {
  title: 'Form kit/useFormSubmission',
  component: DemoForm,
  tags: ['autodocs'],
  args: { send: fn(async (): Promise<SubmissionResult> => ({ ok: true, data: undefined })) },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.useFormSubmission),
    layout: 'padded',
  },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: a message on each field, focus on the first, nothing sent. */
export const FailedChecks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** The service cannot be reached: the message, every field kept, Retry. */
export const FailedSend: Story = {
  args: {
    send: fn(async (): Promise<SubmissionResult> => ({
      ok: false,
      error: {
        message:
          "We couldn't reach Harbor, so nothing was sent. Everything you typed is still here.",
      },
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Message'), 'Where are the worksheets?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText('Message')).toHaveValue('Where are the worksheets?');
  },
};
