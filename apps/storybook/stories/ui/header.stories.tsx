import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@harbor-help/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { STORY_CHROME } from './story-chrome';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';
import { authArgType, authState } from './auth-states';

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  argTypes: { auth: authArgType },
  args: {
    ...STORY_CHROME,
    auth: authState('Signed out'),
    onSignOut: fn(),
    currentPath: '/',
    linkComponent: StoryLink,
  },
  // A page under the header, as in the app (and so the page has its main landmark).
  decorators: [
    (Story) => (
      <>
        <Story />
        <main style={{ padding: '1.5rem 1rem' }}>
          <p>The page goes here.</p>
        </main>
      </>
    ),
  ],
  parameters: {
    docs: {
      ...guidedDocs(UI_GUIDANCE.Header),
      description: {
        component:
          "The site header: the brand, the main navigation and the auth actions, all given as props (here, Harbor's). It is told the auth state through `auth` and never reads it itself. Below 768px the navigation moves into a slide-out menu.",
      },
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: `Sign In` goes to /login, `Get Started` to /signup. */
export const SignedOut: Story = {};

/** Auth is still loading: the space is held, so neither the signed-out nor the signed-in buttons flash. */
export const Loading: Story = {
  args: { auth: authState('Loading') },
};

/** Signed in without a paid membership: `Sign Out` only. */
export const SignedIn: Story = {
  args: { auth: authState('Signed in') },
};

/** A member with access (basic, premium or vip, active, not expired): the Premium badge. */
export const Member: Story = {
  args: { auth: authState('Signed in, member') },
  play: async ({ canvasElement }) => {
    // The control's name ("Signed in, member") reaches the header as the member's auth state.
    await expect(canvasElement).toHaveTextContent('Premium');
  },
};

/** The nav item of the page being shown carries `aria-current="page"`. */
export const OnTheResourcesPage: Story = {
  args: { currentPath: '/resources' },
};

/** A tablet: the navigation gets its own row under the name and the auth actions. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** A phone: the navigation hides behind the menu toggle. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A phone with the menu opened: the play function presses the toggle, as a visitor would. */
export const MobileMenuOpen: Story = {
  args: { auth: authState('Signed in, member'), currentPath: '/share' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    // The menu loads when first opened: wait for it as the visitor would, then for focus to move.
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus());
  },
};

/** A phone, signed out, with the menu opened. */
export const MobileMenuOpenSignedOut: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(await canvas.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};
