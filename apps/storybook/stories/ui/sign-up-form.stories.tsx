import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpForm } from '@harbor-help/ui';
import { expect, fn } from 'storybook/test';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Forms/SignUpForm',
  component: SignUpForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), linkComponent: StoryLink },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.SignUpForm),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '28rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While the service answers: the button is disabled and reads "Creating account…". */
export const Submitting: Story = {
  args: { submitting: true },
};

/** The service said no: the message is an alert tied to the fields, and focus moves to it. */
export const Error: Story = {
  args: { error: 'User already registered' },
};

/** Sent without an email or password: caught here, without asking the service. */
export const MissingCredentials: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), 'Sam Rivera');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You must provide either an email or phone number and a password',
    );
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Sam Rivera');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** With "This is a shared or public computer" offered (Harbor's site). */
export const SharedComputerOption: Story = {
  args: { offerSharedComputer: true },
};
