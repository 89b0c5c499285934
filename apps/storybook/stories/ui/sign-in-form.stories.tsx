import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInForm } from '@harbor-help/ui';
import { expect, fn } from 'storybook/test';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onForgotPassword: fn(), linkComponent: StoryLink },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.SignInForm),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '28rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** While the service answers: the button is disabled and reads "Signing in…". */
export const Submitting: Story = {
  args: { submitting: true },
};

/** The service said no: the message is an alert tied to the fields, and focus moves to it. */
export const Error: Story = {
  args: { error: 'Invalid login credentials' },
};

/** The service cannot be reached. */
export const NetworkError: Story = {
  args: {
    error: "We can't reach the service right now. Please check your connection and try again.",
  },
};

/** Sent empty: caught here, without asking the service. */
export const MissingCredentials: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You must provide either an email or phone number and a password',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without `onForgotPassword` there is no "Forgot your password?" button. */
export const WithoutPasswordReset: Story = {
  args: { onForgotPassword: undefined },
};

/** With "This is a shared or public computer" offered (Harbor's site), off by default. */
export const SharedComputerOption: Story = {
  args: { offerSharedComputer: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'sam@harbor.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'This is a shared or public computer' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sharedComputer: true }),
    );
  },
};
