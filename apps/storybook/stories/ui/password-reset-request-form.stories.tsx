import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordResetRequestForm } from '@harbor-help/ui';
import { fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Forms/PasswordResetRequestForm',
  component: PasswordResetRequestForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.PasswordResetRequestForm),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '28rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PasswordResetRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = {
  args: { submitting: true },
};

export const Error: Story = {
  args: { error: 'For security purposes, you can only request this after 60 seconds.' },
};

/** The link is on its way. */
export const Sent: Story = {
  args: { sent: true },
};
