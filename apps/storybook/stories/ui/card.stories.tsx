import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardGrid } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Content/Card',
  component: Card,
  subcomponents: { CardGrid },
  tags: ['autodocs'],
  args: {
    title: 'Resources',
    href: '/resources',
    linkComponent: StoryLink,
    children: 'Crisis lines, food, shelter, legal help.',
  },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.Card) },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card whose title is a link that covers the whole card: one big target on a phone. */
export const Link: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  },
};

/** A card without `href`: a plain box with a title, nothing to tap. */
export const Plain: Story = {
  args: { href: undefined, title: 'Open every day', children: 'Lines answer day and night.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** `CardGrid`: as many columns as fit, one on a phone. */
export const Grid: Story = {
  render: (args) => (
    <CardGrid>
      <Card {...args} />
      <Card title="Guided activities" href="/challenges" linkComponent={StoryLink}>
        Short steps that end with a plan you can keep.
      </Card>
      <Card title="Share your story" href="/share" linkComponent={StoryLink}>
        Tell us what helped, in your own words.
      </Card>
    </CardGrid>
  ),
};
