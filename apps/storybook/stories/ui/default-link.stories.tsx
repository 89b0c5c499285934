import type { Meta, StoryObj } from '@storybook/react-vite';
import { DefaultLink } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/**
 * The link the kit's components render when given no `linkComponent`: a plain `<a href>` (a full
 * page load). Pass your router's link instead (Harbor passes react-router's) for in-app moves.
 */
const meta = {
  title: 'Layout/DefaultLink',
  component: DefaultLink,
  tags: ['autodocs'],
  args: { href: '#privacy', children: 'Privacy' },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.DefaultLink) },
} satisfies Meta<typeof DefaultLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain link with its href. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '#privacy');
  },
};

/** The current page, as the site's nav marks it (`aria-current="page"`). */
export const CurrentPage: Story = {
  args: { 'aria-current': 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
