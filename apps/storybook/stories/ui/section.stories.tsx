import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Content/Section',
  component: Section,
  tags: ['autodocs'],
  args: {
    title: 'What we offer',
    children: <p>Crisis lines, a directory of free services and short guided activities.</p>,
  },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.Section) },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of a page with its own heading (an h2), named by it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What we offer' })).toBeVisible();
  },
};

/** With an `id`, another page can link straight to it (`/about#our-values`). */
export const WithId: Story = {
  args: { id: 'our-values', title: 'Our values' },
};
