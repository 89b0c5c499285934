import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumBadge } from '@harbor-help/ui';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Layout/PremiumBadge',
  component: PremiumBadge,
  tags: ['autodocs'],
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.PremiumBadge),
    layout: 'centered',
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PremiumBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown in the header to members whose membership gives access. */
export const Default: Story = {};
