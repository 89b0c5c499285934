import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewPasswordForm } from '@harbor-help/ui';
import { fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Forms/NewPasswordForm',
  component: NewPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.NewPasswordForm),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '28rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = {
  args: { submitting: true },
};

export const Error: Story = {
  args: { error: 'Password should be at least 6 characters.' },
};
