import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from '@harbor-help/ui';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { linkComponent: StoryLink },
  parameters: {
    docs: {
      ...guidedDocs(UI_GUIDANCE.ErrorPage),
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          "The router's error page. It renders its own `<main>`, so it is used in place of a layout.",
      },
    },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With the error's message folded away under "Technical details". */
export const WithDetails: Story = {
  args: { details: "TypeError: Cannot read properties of undefined (reading 'title')" },
};
