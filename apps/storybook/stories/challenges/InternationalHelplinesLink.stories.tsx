import type { Meta, StoryObj } from '@storybook/react-vite';
import { InternationalHelplinesLink } from '@harbor-help/challenges';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

/** Under a country's lines: for anywhere Harbor has no checked lines, a directory by country. */
const meta = {
  title: 'Challenges/InternationalHelplinesLink',
  component: InternationalHelplinesLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: guidedDocs(CHALLENGES_GUIDANCE.InternationalHelplinesLink),
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof InternationalHelplinesLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sentence and the directory's link (https only). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Somewhere else\?/)).toBeVisible();
    await expect(canvas.getByRole('link').getAttribute('href')).toMatch(/^https:\/\//);
  },
};
