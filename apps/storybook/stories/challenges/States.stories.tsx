import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  GuidedActivity,
  NO_FILTERS,
  ResourceCard,
  ResourceDirectory,
} from '@harbor-help/challenges';
import type { ActivityStorage, Resource, ResourceFilters } from '@harbor-help/challenges';
import { expect, within } from 'storybook/test';
import {
  expectControlsKeepTheirEdges,
  FORCED_COLORS_A11Y,
  expectNoSidewaysOverflow,
} from '../ui/story-checks';

const LONG_WORD = 'Rechtsschutzversicherungsgesellschaften';

/** Holds the filters the way the app keeps them in the URL. */
function Directory({ initial }: { initial: ResourceFilters }) {
  const [filters, setFilters] = useState(initial);
  return <ResourceDirectory filters={filters} onFiltersChange={(next) => setFilters(next)} />;
}

/** A Storage in the story's memory, with what it holds at the start. */
function memoryStorage(initial: Record<string, string> = {}): ActivityStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

// A made-up service with long words (555 numbers are fictional).
const longService: Resource = {
  id: 'example-long',
  name: `${LONG_WORD} Beratungsstelle`,
  offers: `Free advice about ${LONG_WORD}; write to unterstuetzungsanfrage.familienzusammenfuehrung@example.org.`,
  forWhom: 'Anyone going through a hard time.',
  hours: { kind: 'varies', note: `Sprechzeiten der ${LONG_WORD} wechseln.` },
  languages: ['en', 'de'],
  kinds: ['legal-aid'],
  challenges: ['immigration'],
  phone: { display: '1-800-555-0100', tel: '+18005550100' },
  url: 'https://example.org',
  crisis: false,
  source: { url: 'https://example.org/about', checked: '2026-11-25', quote: 'Call us.' },
};

type Piece = 'directory' | 'activity' | 'card';

function Piece({ piece, query = '' }: { piece: Piece; query?: string }) {
  return (
    <main style={{ padding: '1rem' }}>
      {piece === 'directory' ? (
        <>
          <h2>Find a service</h2>
          <Directory initial={{ ...NO_FILTERS, query }} />
        </>
      ) : null}
      {piece === 'activity' ? (
        <GuidedActivity slug="poverty-challenge" title="Facing poverty" storage={null} />
      ) : null}
      {piece === 'card' ? (
        <>
          <h2>Services</h2>
          <ResourceCard resource={longService} />
        </>
      ) : null}
    </main>
  );
}

/**
 * The data-driven pieces in the states a visitor meets: a phone at 320 px, text at 200%, long
 * words, right to left, forced colours, the later steps of a guided activity and answers kept
 * from last time. (A failed or slow load: the `States/Challenges offline` stories.)
 */
const meta = {
  title: 'States/Challenges',
  component: Piece,
  args: { piece: 'directory' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Piece>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone320 = { viewport: { value: 'reflow320', isRotated: false } };

/** The directory at 320 px with text at 200%. */
export const DirectoryAt320Text200: Story = {
  globals: { ...phone320, textSize: '200%' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /^Show \d+ more/ }, { timeout: 5000 });
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** A long word typed in the search box: nothing matches, the crisis lines are suggested. */
export const DirectoryLongSearch: Story = {
  args: { query: LONG_WORD },
  globals: phone320,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^No match for/, {}, { timeout: 5000 })).toBeVisible();
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** The directory right to left at 320 px. */
export const DirectoryRightToLeft: Story = {
  globals: { ...phone320, dir: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /^Show \d+ more/ }, { timeout: 5000 });
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** The directory in forced colours: its fields and buttons keep their edges. */
export const DirectoryForcedColors: Story = {
  globals: { forcedColors: 'active' },
  parameters: FORCED_COLORS_A11Y,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: /^Show \d+ more/ }, { timeout: 5000 });
    await expectControlsKeepTheirEdges(canvasElement);
  },
};

/** A service whose name and details have long words, at 320 px with text at 200%. */
export const CardLongWords: Story = {
  tags: ['visual'],
  args: { piece: 'card' },
  globals: { ...phone320, textSize: '200%' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/**
 * A guided activity through all its steps to the plan, at 320 px with text at 200%: each step
 * waits for its question, as a visitor does, and nothing runs off the screen on the way.
 */
export const ActivityStepByStep: Story = {
  args: { piece: 'activity' },
  globals: { ...phone320, textSize: '200%' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const questions = [
      'What worries you most right now?',
      'Which kinds of help would you like to look into?',
      'How soon do you need help?',
    ];
    for (const [index, question] of questions.entries()) {
      const heading = await canvas.findByRole('heading', { name: question }, { timeout: 5000 });
      // The first question does not take focus on arrival; each next one does, so it is heard.
      if (index > 0) await expect(heading).toHaveFocus();
      await expect(canvas.getByText(`Step ${index + 1} of`, { exact: false })).toBeVisible();
      const group = within(heading.closest('fieldset')!);
      const first = group.queryAllByRole('checkbox')[0] ?? group.getAllByRole('radio')[0]!;
      await userEvent.click(first);
      await expectNoSidewaysOverflow(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: /^(Next|See my plan)$/ }));
    }
    // The last question may come before the plan; answer whatever remains the same way.
    while (!canvas.queryByRole('heading', { name: 'Your action plan' })) {
      const heading = await canvas.findByRole('heading', { level: 2 });
      const group = within(heading.closest('fieldset')!);
      const first = group.queryAllByRole('checkbox')[0] ?? group.getAllByRole('radio')[0]!;
      await userEvent.click(first);
      await userEvent.click(canvas.getByRole('button', { name: /^(Next|See my plan)$/ }));
    }
    await expect(canvas.getByRole('heading', { name: 'Your action plan' })).toHaveFocus();
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** Answers kept from last time: the activity offers to continue at the step reached. */
export const ActivityRestored: Story = {
  tags: ['visual'],
  args: { piece: 'activity' },
  render: () => (
    <main style={{ padding: '1rem' }}>
      <GuidedActivity
        slug="poverty-challenge"
        title="Facing poverty"
        storage={memoryStorage({
          'harbor-activity:poverty-challenge': JSON.stringify({
            answers: { worries: { choices: ['food'], note: 'Since March' } },
            step: 1,
            finished: false,
          }),
        })}
      />
    </main>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Continue where you left off?' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/got to step 2 of/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', {
        name: 'Which kinds of help would you like to look into?',
      }),
    ).toHaveFocus();
  },
};
