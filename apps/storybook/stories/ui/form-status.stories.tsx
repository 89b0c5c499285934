import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert, FormSuccess, SubmissionFailure, SuccessHeading } from '@harbor-help/ui';
import { useRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/**
 * What a form says after it is sent: `SubmissionFailure` (the alert after a failed send, with
 * Retry), `FormAlert` (a form's own error, focusable), `FormSuccess` and `SuccessHeading` (a
 * success that replaces the form). All but `FormAlert` take focus when they appear, so they are
 * heard; `FormAlert` is announced, and takes focus through `alertRef`.
 */
const meta = {
  title: 'Form kit/SubmissionFailure',
  component: SubmissionFailure,
  subcomponents: { FormAlert, FormSuccess, SuccessHeading },
  tags: ['autodocs'],
  args: {
    message: "We couldn't reach Harbor, so nothing was sent. Everything you typed is still here.",
    onRetry: fn(),
  },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.SubmissionFailure) },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '36rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SubmissionFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed send: the alert takes focus, and Retry sends the same fields again. */
export const WithRetry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without `onRetry` (nothing to send again): the message only. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'That link has expired. Ask for a new one below.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function AlertDemo({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  return <FormAlert id="form-alert" message={message} alertRef={ref} />;
}

/** `FormAlert`: a form's own error, announced; renders nothing without a message. */
export const Alert: Story = {
  render: () => <AlertDemo message="Please enter your email and your password." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please enter your email and your password.',
    );
  },
};

/** `FormSuccess`: a short success that replaces the form, a status that takes focus. */
export const Success: Story = {
  render: () => (
    <FormSuccess>
      <p>Check your email: we sent a link to reset your password.</p>
    </FormSuccess>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
  },
};

/** `SuccessHeading`: the heading of a longer success panel, focused when it appears. */
export const Heading: Story = {
  render: () => (
    <section aria-labelledby="thanks">
      <SuccessHeading id="thanks">Thank you. Your message is on its way.</SuccessHeading>
      <p>A real person reads every message.</p>
    </section>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: /Your message is on its way/ })).toHaveFocus(),
    );
  },
};
