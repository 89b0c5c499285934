import type { Meta, StoryObj } from '@storybook/react-vite';
import { IdleSignOutWarning } from '@harbor-help/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Layout/IdleSignOutWarning',
  component: IdleSignOutWarning,
  tags: ['autodocs'],
  args: {
    // Two minutes from when the story opens.
    signOutAt: Date.now() + 2 * 60_000,
    onStaySignedIn: fn(),
    onSignOutNow: fn(),
  },
  render: (args) => (
    <>
      <main style={{ padding: '1.5rem' }}>
        <p>The page behind the warning, out of reach until it is answered.</p>
      </main>
      <IdleSignOutWarning {...args} />
    </>
  ),
  parameters: {
    // A modal dialog: give each story its own frame in the docs page.
    docs: {
      ...guidedDocs(UI_GUIDANCE.IdleSignOutWarning),
      story: { inline: false, iframeHeight: 420 },
      description: {
        component:
          'The warning before an idle sign-out (shared-computer mode): a modal `alertdialog` announced at once, focus on "Stay signed in", Escape stays signed in too, and the time left counts down. Bind it to `@harbor-help/auth`\'s `useAuth().idleSignOutAt` and `staySignedIn()`.',
      },
    },
  },
} satisfies Meta<typeof IdleSignOutWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoMinutesLeft: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const stay = canvas.getByRole('button', { name: 'Stay signed in' });
    // The dialog moves focus to "Stay signed in" once it opens.
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStaySignedIn).toHaveBeenCalled();
  },
};

/** Without `onSignOutNow`: only "Stay signed in". */
export const WithoutSignOutNow: Story = {
  args: { onSignOutNow: undefined },
};
