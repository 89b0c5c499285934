import type { Meta, StoryObj } from '@storybook/react-vite';
import { CharacterCount } from '@harbor-help/ui';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Form kit/CharacterCount',
  component: CharacterCount,
  tags: ['autodocs'],
  args: { fieldId: 'story', value: 'Something happened last winter.', limit: 10_000 },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.CharacterCount),
    layout: 'padded',
  },
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counting down to the limit. */
export const Remaining: Story = {};

/** Over the limit (pasted text in a field without `maxLength`). */
export const TooMany: Story = {
  args: { value: 'x'.repeat(12), limit: 10 },
};
