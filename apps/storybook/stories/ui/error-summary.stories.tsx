import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummary, FormField } from '@harbor-help/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Form kit/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    errors: [
      { fieldId: 'name', message: 'Enter your name.' },
      { fieldId: 'email', message: 'Enter an email address like name@example.com.' },
    ],
  },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.ErrorSummary),
    layout: 'padded',
  },
  render: (args) => (
    <form className="harbor-form" style={{ maxWidth: '28rem' }} noValidate>
      <ErrorSummary {...args} />
      <FormField
        id="name"
        name="name"
        label="Your name"
        value=""
        onChange={fn()}
        error="Enter your name."
      />
      <FormField
        id="email"
        name="email"
        type="email"
        label="Email"
        value="sam@example"
        onChange={fn()}
        error="Enter an email address like name@example.com."
      />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a failed submit: focused, titled "There is a problem", a link to each field. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    // The summary takes focus once it is shown.
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your name.' }));
    await waitFor(() => expect(canvas.getByLabelText('Your name')).toHaveFocus());
  },
};

/** The service's answer with its own title, and what happened to what was typed. */
export const ServiceAnswer: Story = {
  args: {
    title: 'We couldn’t give you hardship access',
    errors: [],
    description: <p>Please confirm your email address first, then ask again.</p>,
    children: <p>What you wrote is still here.</p>,
    headingLevel: 3,
  },
};
