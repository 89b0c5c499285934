import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FormField,
  SubmissionForm,
  SuccessPanel,
  TextArea,
  draftParser,
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

function DemoForm({
  send,
  failureAt,
}: {
  send(values: Values): Promise<SubmissionResult>;
  failureAt?: 'start' | 'end';
}) {
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
    draft: {
      name: 'storybook-submission-form',
      parse: draftParser<Values>({ email: 254, message: 500 }),
    },
    trap: true,
  });
  if (form.status === 'succeeded') {
    return (
      <SuccessPanel
        title="Thank you. Your message is on its way."
        again={{ label: 'Send another message', onClick: form.startAgain }}
      >
        <p>A real person reads every message. We usually reply within two working days.</p>
      </SuccessPanel>
    );
  }
  return (
    <div style={{ maxWidth: '36rem' }}>
      <SubmissionForm
        form={form}
        action="Sending a message"
        failureAt={failureAt}
        submit={{ label: 'Send message', className: 'harbor-form__submit' }}
      >
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
      </SubmissionForm>
    </div>
  );
}

const FAILED: SubmissionResult = {
  ok: false,
  error: {
    message: "We couldn't reach Harbor, so nothing was sent. Everything you typed is still here.",
  },
};

/**
 * `SubmissionForm` is the frame of every form that sends, around its fields: the no-JavaScript and
 * offline notices, the restored-draft notice, the failure alert with Retry, the submit button (which
 * says "Sending…" while it waits), the robots-only trap and the draft hint.
 */
const meta = {
  title: 'Form kit/SubmissionForm',
  component: DemoForm,
  subcomponents: { SubmissionForm },
  tags: ['autodocs'],
  args: { send: fn(async (): Promise<SubmissionResult> => ({ ok: true, data: undefined })) },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.SubmissionForm),
    layout: 'padded',
  },
  beforeEach: () => {
    window.localStorage.removeItem('harbor:draft:storybook-submission-form');
  },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The empty form: the fields, the button, and where the draft is kept (in this tab only, unless
 * the visitor ticks "Keep this on this device").
 */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(canvas.getByText(/What you type is kept in this tab only/)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /Keep this on this device/ }),
    ).not.toBeChecked();
  },
};

/** The send fails: the alert above the fields takes focus, every field is kept, Retry sends again. */
export const FailedSend: Story = {
  args: { send: fn(async (): Promise<SubmissionResult> => FAILED) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Message'), 'Where are the worksheets?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledTimes(2);
    await expect(canvas.getByLabelText('Message')).toHaveValue('Where are the worksheets?');
  },
};

/** With `failureAt="end"` the alert sits just above the submit button, which sends again. */
export const FailureAtTheEnd: Story = {
  args: { send: fn(async (): Promise<SubmissionResult> => FAILED), failureAt: 'end' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Message'), 'Where are the worksheets?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Sent: a `SuccessPanel` replaces the form; its heading takes focus; "Send another" empties it. */
export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(canvas.getByLabelText('Message'), 'Where are the worksheets?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const heading = await canvas.findByRole('heading', {
      name: 'Thank you. Your message is on its way.',
    });
    await expect(heading).toHaveFocus();
    await expect(args.send).toHaveBeenCalledWith({
      email: 'sam@example.com',
      message: 'Where are the worksheets?',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};
