import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DraftNotice,
  DraftSavedHint,
  FormField,
  SubmissionForm,
  draftKey,
  draftParser,
  useFormSubmission,
  type SubmissionResult,
} from '@harbor-help/ui';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/**
 * A form's draft: `DraftNotice` says what was typed last time was put back (with a way to start
 * over), `DraftSavedHint` says under the form where the draft is kept. `SubmissionForm` shows both
 * for a form with `draft`.
 */
const meta = {
  title: 'Form kit/DraftNotice',
  component: DraftNotice,
  subcomponents: { DraftSavedHint },
  tags: ['autodocs'],
  args: { onStartOver: fn() },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.DraftNotice) },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '36rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DraftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The draft came back from this device's storage (the visitor chose to keep it there). */
export const OnThisDevice: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We kept what you typed last time on this device.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start over with an empty form' }));
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};

/** The draft came back from this tab's storage (the default). */
export const InThisTab: Story = {
  args: { inThisTab: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We kept what you typed earlier in this tab.',
    );
  },
};

/** `DraftSavedHint` without a choice: the draft is saved as it is typed. */
export const SavedHint: Story = {
  render: () => <DraftSavedHint />,
};

/** `DraftSavedHint` with the visitor's choice: this tab only, or "Keep this on this device". */
export const SavedHintWithChoice: Story = {
  render: function Render() {
    const [kept, setKept] = useState(false);
    return <DraftSavedHint keeping={{ kept, keep: setKept }} />;
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep this on this device' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

const DRAFT_NAME = 'storybook-restored-draft';

function RestoredForm() {
  const form = useFormSubmission<{ message: string }>({
    initialValues: { message: '' },
    validate: () => ({}),
    fieldOrder: ['message'],
    submit: async (): Promise<SubmissionResult> => ({ ok: true, data: undefined }),
    draft: { name: DRAFT_NAME, parse: draftParser<{ message: string }>({ message: 500 }) },
  });
  return (
    <SubmissionForm form={form} action="Sending a message" submit={{ label: 'Send message' }}>
      <FormField
        id="message"
        name="message"
        label="Message"
        value={form.values.message}
        onChange={(value) => form.setValue('message', value)}
        error={form.errors.message}
      />
    </SubmissionForm>
  );
}

/** A form opened again in the same tab: what was typed is back, with the notice above it. */
export const RestoredInAForm: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      draftKey(DRAFT_NAME),
      JSON.stringify({ message: 'I lost my job last month and' }),
    );
  },
  render: () => <RestoredForm />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/We kept what you typed/)).toBeVisible();
    await expect(canvas.getByLabelText('Message')).toHaveValue('I lost my job last month and');
    await userEvent.click(canvas.getByRole('button', { name: 'Start over with an empty form' }));
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
  },
};
