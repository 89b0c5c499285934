import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuidedActivity, NO_FILTERS, ResourceDirectory } from '@harbor-help/challenges';
import { expect, fn } from 'storybook/test';
import { inServicesPage, DATA_FILES } from './services-page';

/**
 * The data-driven pieces when their data does not arrive: the directory's services and a guided
 * activity's questions are files loaded on demand. In the story tests the file fails to load (a
 * dropped connection) or never arrives (a slow one): `parameters.network`, see
 * .storybook/vitest.setup.ts. A browser cannot do that to itself, so these stories are for the
 * tests only ('!dev'); to see them in Storybook, block `resources/resources.ts` or
 * `activities/poverty-challenge.ts` (Storybook loads the packages' sources) in DevTools' Network panel and open the directory or activity stories.
 *
 * Each file loads its data once per page and Chromium remembers a failed load until the page
 * reloads, so the failing and the slow loads are in two files (each runs in a page of its own).
 */
const meta = {
  title: 'States/Challenges offline',
  component: ResourceDirectory,
  tags: ['!dev', '!autodocs'],
  args: { filters: NO_FILTERS, onFiltersChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [inServicesPage],
} satisfies Meta<typeof ResourceDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services did not load: the kit's LoadError, with "Try again", and the search still there. */
export const DirectoryFailed: Story = {
  parameters: { network: { fail: DATA_FILES.resources } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /could not load/i,
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The check-in's questions did not load: the same LoadError. */
export const ActivityFailed: Story = {
  parameters: { network: { fail: DATA_FILES.povertyCheckIn } },
  render: () => <GuidedActivity slug="poverty-challenge" title="Facing poverty" storage={null} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not load this check-in. Please check your connection and try again.',
    );
  },
};
