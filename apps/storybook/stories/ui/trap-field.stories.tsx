import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrapField } from '@harbor-help/ui';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/**
 * A field only robots fill in (a "honeypot"): out of sight, out of the tab order and hidden from
 * screen readers, so people never meet it; a form that arrives with it filled is dropped quietly.
 * `SubmissionForm` adds it with `trap: true`. This story shows that nothing of it can be seen
 * or reached.
 */
const meta = {
  title: 'Form kit/TrapField',
  component: TrapField,
  tags: ['autodocs'],
  args: { id: 'website', value: '', onChange: fn() },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.TrapField) },
  render: (args) => (
    <form className="harbor-form" noValidate aria-label="Contact">
      <TrapField {...args} />
      <button type="submit" className="harbor-button harbor-button--primary">
        Send message
      </button>
    </form>
  ),
} satisfies Meta<typeof TrapField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form shows its button only: the trap is neither seen, tabbed to nor read out. */
export const OutOfSight: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector('input[name="website"]');
    await expect(input).not.toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveFocus();
    const box = input!.parentElement!.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};
