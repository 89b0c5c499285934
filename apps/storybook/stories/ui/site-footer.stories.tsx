import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { STORY_CHROME } from './story-chrome';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { docs: guidedDocs(UI_GUIDANCE.SiteFooter) },
  args: { links: STORY_CHROME.footerLinks, linkComponent: StoryLink },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer of every layout: Harbor's three links in a "Footer" nav. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy',
      'Clear this device',
      'Staying safe online',
    ]);
  },
};

/** No links: an empty footer, with no empty nav for screen readers to land on. */
export const NoLinks: Story = {
  args: { links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
