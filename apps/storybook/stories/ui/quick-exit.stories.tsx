import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuickExitButton, QuickExitProgress, useQuickExitShortcut } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

// In Storybook, Quick exit goes to a blank page inside the story's frame.
const EXIT_URL = 'about:blank';

/**
 * The "Quick exit" button the headers carry, on its own: a link with the role of a button that
 * blanks the page and replaces it with a neutral site. `QuickExitProgress` shows and announces the
 * keyboard shortcut's count (Shift three times).
 */
const meta = {
  title: 'Layout/QuickExitButton',
  component: QuickExitButton,
  subcomponents: { QuickExitProgress },
  tags: ['autodocs'],
  args: { exitUrl: EXIT_URL },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.QuickExitButton) },
} satisfies Meta<typeof QuickExitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button, described for screen readers with the shortcut's hint. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Quick exit' });
    await expect(button).toHaveAttribute('href', EXIT_URL);
    await expect(button).toHaveAccessibleDescription(/Leaves this site at once\. .*Shift/);
  },
};

/** Without the shortcut (`shortcut={false}`): the description says what the button does only. */
export const NoShortcut: Story = {
  args: { shortcut: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quick exit' })).toHaveAccessibleDescription(
      'Leaves this site at once.',
    );
  },
};

function WithProgress() {
  const pressesLeft = useQuickExitShortcut(EXIT_URL);
  return (
    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <QuickExitButton exitUrl={EXIT_URL} />
      <QuickExitProgress pressesLeft={pressesLeft} />
    </p>
  );
}

/** After one Shift press, the count shows and is announced politely. */
export const ShortcutProgress: Story = {
  render: () => <WithProgress />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Shift}');
    await expect(
      await canvas.findByText('Shift: press 2 more times to leave this site.'),
    ).toBeVisible();
  },
};
