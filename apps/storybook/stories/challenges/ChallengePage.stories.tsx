import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChallengePage, challenges } from '@harbor/challenges';

const meta = {
  title: 'Challenges/ChallengePage',
  component: ChallengePage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { challenge: challenges['mental-health'] },
  // The app's layout puts every page inside <main>; do the same so landmark checks see it there.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ChallengePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page where the reader may be in danger: it shows the safety note above the first steps. */
export const MentalHealth: Story = {};

/** The overview of a topic that also has a day-to-day page. */
export const Poverty: Story = {
  args: { challenge: challenges.poverty },
};

/** The day-to-day angle of the same topic: what to do right now. */
export const FacingPoverty: Story = {
  args: { challenge: challenges['poverty-challenge'] },
};

/** A page without a safety note. */
export const Legal: Story = {
  args: { challenge: challenges.legal },
};

/** A hand-built challenge with no related challenges: only the way back to all resources. */
export const WithoutRelatedChallenges: Story = {
  args: { challenge: { ...challenges.financial, relatedSlugs: [] } },
};
