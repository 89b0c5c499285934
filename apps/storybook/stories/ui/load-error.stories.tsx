import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadError } from '@harbor-help/ui';
import { fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  tags: ['autodocs'],
  parameters: { docs: guidedDocs(UI_GUIDANCE.LoadError) },
  args: {
    message: "We couldn't load the membership plans. Please check your connection and try again.",
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <main style={{ padding: '1rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of the page that could not load: what happened, and "Try again". */
export const Default: Story = {};

/** The words change with what could not load; the look and the way out stay the same. */
export const ServicesDidNotLoad: Story = {
  args: { message: 'We could not load the services. Please check your connection and try again.' },
};
