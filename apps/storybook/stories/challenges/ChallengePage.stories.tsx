import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChallengePage, challenges } from '@harbor-help/challenges';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

const meta = {
  title: 'Challenges/ChallengePage',
  component: ChallengePage,
  tags: ['autodocs'],
  parameters: {
    docs: guidedDocs(CHALLENGES_GUIDANCE.ChallengePage),
    layout: 'padded',
  },
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

/** A hub where the reader may be in danger: the safety note comes first, then the sections. */
export const MentalHealth: Story = {};

/** The overview of a topic that also has a day-to-day page. */
export const Poverty: Story = {
  args: { challenge: challenges.poverty },
};

/** The guided check-in for the same topic: a few questions that end in an action plan. */
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

/**
 * The immigration hub in Spanish (the Language toolbar's "Español"): the package's Spanish words
 * over the same sources and services (a fact whose owner says it in Spanish cites that page: the
 * schools right, NILC's Spanish fact sheet), the rights first, English names marked `lang="en"`, and a
 * site's own paths: its Spanish pages where it has them, else the English page, marked
 * "(en inglés)".
 */
export const ImmigrationInSpanish: Story = {
  args: {
    challenge: challenges.immigration,
    paths: {
      inLanguage: (path) => (path === '/resources' ? '/es/recursos' : undefined),
      contact: '/es/contacto',
    },
  },
  globals: { locale: 'es' },
};
