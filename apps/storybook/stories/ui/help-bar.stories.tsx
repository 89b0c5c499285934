import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpBar } from '@harbor-help/ui';
import { STORY_CHROME, CHROME_ARG_TYPES } from './story-chrome';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Layout/HelpBar',
  component: HelpBar,
  tags: ['autodocs'],
  argTypes: CHROME_ARG_TYPES,
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.HelpBar),
    layout: 'fullscreen',
  },
  // In Storybook, Quick exit (and Shift three times) goes to a blank page inside the story's frame.
  args: {
    linkComponent: StoryLink,
    getHelpLink: STORY_CHROME.getHelpLink,
    quickExit: STORY_CHROME.quickExit,
  },
  decorators: [
    (Story) => (
      <header>
        <Story />
      </header>
    ),
  ],
} satisfies Meta<typeof HelpBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The strip at the top of every page: crisis lines in one tap, and a way out in one tap. */
export const Default: Story = {};

/** On a small phone both still fit on one row. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
