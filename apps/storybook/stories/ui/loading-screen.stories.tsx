import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingScreen } from '@harbor-help/ui';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
  args: { label: 'Loading...' },
  parameters: {
    // Full screen: give each story its own frame in the docs page.
    docs: {
      ...guidedDocs(UI_GUIDANCE.LoadingScreen),
      story: { inline: false, iframeHeight: 320 },
    },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a page loads: a spinner and `Loading...`, announced to screen readers. */
export const Default: Story = {};

export const WithLabel: Story = {
  args: { label: 'Signing you in...' },
};
