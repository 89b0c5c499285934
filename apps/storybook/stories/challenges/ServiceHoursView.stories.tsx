import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceHoursView } from '@harbor-help/challenges';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

// The badge waits for the browser to be idle after the page loads (at most a second), so the
// stories below wait up to 5 s for it on a busy machine.

/**
 * A service's hours in plain words; in the browser, after the page has loaded, also the
 * visitor's own time and an "Open now" / "Closed now" badge.
 */
const meta = {
  title: 'Challenges/ServiceHoursView',
  component: ServiceHoursView,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: guidedDocs(CHALLENGES_GUIDANCE.ServiceHoursView) },
  args: { hours: { kind: 'always' } },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '22rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ServiceHoursView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open day and night. */
export const Always: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Open now, 24/7', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Weekly hours in New York time: the visitor's own time and the badge follow once it runs. */
export const Weekly: Story = {
  args: {
    hours: {
      kind: 'weekly',
      timeZone: 'America/New_York',
      periods: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], opens: '10:00', closes: '22:00' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^(Open now|Closed now)/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The owner says hours vary: their words, as they are. */
export const Varies: Story = {
  args: { hours: { kind: 'varies', note: 'Hours differ by office; call to check.' } },
};

/** No hours listed: it says so, and to check with them. */
export const NotListed: Story = {
  args: { hours: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hours not listed: check with them.')).toBeVisible();
  },
};
