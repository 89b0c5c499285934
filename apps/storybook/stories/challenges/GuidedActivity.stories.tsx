import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuidedActivity } from '@harbor-help/challenges';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

const meta = {
  title: 'Challenges/GuidedActivity',
  component: GuidedActivity,
  tags: ['autodocs'],
  parameters: {
    docs: guidedDocs(CHALLENGES_GUIDANCE.GuidedActivity),
    layout: 'padded',
  },
  // `storage: null`: answers live only while the story is open, so stories start fresh.
  args: { slug: 'poverty-challenge', title: 'Facing poverty', storage: null },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof GuidedActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps about money worries, ending in an action plan with matching services. */
export const Poverty: Story = {};

export const Health: Story = {
  args: { slug: 'health-challenge', title: 'Living with a health condition' },
};

export const Immigration: Story = {
  args: { slug: 'immigration-challenge', title: 'Settling in a new country' },
};

export const Discrimination: Story = {
  args: { slug: 'discrimination-challenge', title: 'Coping with discrimination day to day' },
};
