import type { Meta, StoryObj } from '@storybook/react-vite';
import { JourneyProvider, VISITED_KEY, useJourney } from '@harbor-help/journey';
import type { VisitStorage } from '@harbor-help/journey';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { PACKAGE_GUIDANCE } from '../guidance/packages';

/** A Storage kept in the story's memory, with what it holds at the start. */
function memoryStorage(initial: Record<string, string> = {}): VisitStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** What a page might do with the journey: greet a returning visitor, note a finished activity. */
function Welcome() {
  const journey = useJourney();
  return (
    <section aria-labelledby="welcome">
      <h2 id="welcome">{journey.isReturningUser ? 'Welcome back' : 'Welcome to Harbor'}</h2>
      <p>
        {journey.hasCompletedActivity
          ? 'You finished a guided activity: your plan is on the activity page.'
          : 'A guided activity takes about ten minutes and ends with a plan you can keep.'}
      </p>
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        onClick={journey.completeActivity}
      >
        Finish the activity
      </button>
    </section>
  );
}

/**
 * `JourneyProvider` keeps the visitor's journey (first visit or returning, a finished activity)
 * for `useJourney()` below it. It renders only its children: these stories show a page that
 * reads it. Storage is read after mount, so the first render is always a first visit.
 */
const meta = {
  title: 'Packages/Journey/JourneyProvider',
  component: JourneyProvider,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: guidedDocs(PACKAGE_GUIDANCE.JourneyProvider) },
  args: { children: <Welcome />, storage: memoryStorage() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof JourneyProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: nothing stored yet. */
export const FirstVisit: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish the activity' }));
    await expect(await canvas.findByText(/You finished a guided activity/)).toBeVisible();
  },
};

/** A returning visitor: the device remembers an earlier visit. */
export const ReturningVisitor: Story = {
  args: { storage: memoryStorage({ [VISITED_KEY]: 'true' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
  },
};

/** `storage={null}`: nothing is kept (a shared computer), so every visit is a first one. */
export const NothingKept: Story = {
  args: { storage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to Harbor' })).toBeVisible();
  },
};
