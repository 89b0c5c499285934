import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileMenu } from '@harbor-help/ui';
import { fn } from 'storybook/test';
import { STORY_MENU_CHROME, CHROME_ARG_TYPES } from './story-chrome';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';
import { authArgType, authState } from './auth-states';

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  argTypes: { auth: authArgType, ...CHROME_ARG_TYPES },
  args: {
    ...STORY_MENU_CHROME,
    open: true,
    onClose: fn(),
    auth: authState('Signed out'),
    onSignOut: fn(),
    currentPath: '/',
    linkComponent: StoryLink,
  },
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
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    // The menu covers the whole viewport: give each story its own frame in the docs page.
    docs: {
      ...guidedDocs(UI_GUIDANCE.MobileMenu),
      story: { inline: false, iframeHeight: 600 },
      description: {
        component:
          'The slide-out navigation the Header opens on narrow screens: a modal dialog from the right. Focus moves in and stays in; Escape, the close button, the backdrop and choosing an item call `onClose`. Normally used through `Header`; shown here on its own.',
      },
    },
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenSignedOut: Story = {};

export const OpenLoading: Story = {
  args: { auth: authState('Loading') },
};

export const OpenSignedIn: Story = {
  args: { auth: authState('Signed in') },
};

export const OpenMember: Story = {
  args: { auth: authState('Signed in, member'), currentPath: '/about' },
};

/** Closed: nothing shows, and nothing inside can be reached. */
export const Closed: Story = {
  args: { open: false },
};
