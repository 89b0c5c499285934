import type { Meta, StoryObj } from '@storybook/react-vite';
import { SuccessPanel } from '@harbor-help/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/** What replaces a form once it is sent: a section named by its heading, which takes focus. */
const meta = {
  title: 'Form kit/SuccessPanel',
  component: SuccessPanel,
  tags: ['autodocs'],
  args: {
    title: 'Thank you for trusting us with your story.',
    children: (
      <p>
        Someone from our team will read it with care. Nothing is published until it has been
        reviewed.
      </p>
    ),
    again: { label: 'Share another story', onClick: fn() },
  },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.SuccessPanel),
    layout: 'padded',
  },
} satisfies Meta<typeof SuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, what happens next, and a button back to an empty form. */
export const WithAnother: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', {
      name: 'Thank you for trusting us with your story.',
    });
    // The heading takes focus once the panel is shown, so a screen reader reads it first.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByRole('region', { name: 'Thank you for trusting us with your story.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share another story' }));
    await expect(args.again?.onClick).toHaveBeenCalledOnce();
  },
};

/** Without `again`: only the news. */
export const NewsOnly: Story = {
  args: { again: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
