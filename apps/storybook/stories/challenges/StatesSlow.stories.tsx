import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuidedActivity, NO_FILTERS, ResourceDirectory } from '@harbor-help/challenges';
import { expect, fn } from 'storybook/test';
import { inServicesPage, DATA_FILES } from './services-page';

/**
 * The data-driven pieces while their data is on its way (a slow connection): in the story tests
 * the file never arrives (`parameters.network`, see .storybook/vitest.setup.ts and
 * StatesOffline.stories.tsx). For the tests only ('!dev').
 */
const meta = {
  title: 'States/Challenges slow',
  component: ResourceDirectory,
  tags: ['!dev', '!autodocs'],
  args: { filters: NO_FILTERS, onFiltersChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [inServicesPage],
} satisfies Meta<typeof ResourceDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the search is already usable, and the list says it is on its way. */
export const DirectoryLoading: Story = {
  parameters: { network: { hold: DATA_FILES.resources } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading services…')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toBeEnabled();
  },
};

/** The check-in's questions on their way: a polite status. */
export const ActivityLoading: Story = {
  parameters: { network: { hold: DATA_FILES.povertyCheckIn } },
  render: () => <GuidedActivity slug="poverty-challenge" title="Facing poverty" storage={null} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the check-in…');
  },
};
