import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrisisLines } from '@harbor-help/challenges';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

const meta = {
  title: 'Challenges/CrisisLines',
  component: CrisisLines,
  tags: ['autodocs'],
  parameters: {
    docs: guidedDocs(CHALLENGES_GUIDANCE.CrisisLines),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CrisisLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The target of "Get help now": each line callable or textable in one tap, with its TTY, ASL,
 * videophone, chat and Spanish ways in listed under it.
 */
export const Default: Story = {};

/** On a small phone the lines stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
