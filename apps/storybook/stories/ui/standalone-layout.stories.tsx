import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader, SignInForm, StandaloneLayout } from '@harbor-help/ui';
import { fn } from 'storybook/test';
import { STORY_CHROME } from './story-chrome';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Layout/StandaloneLayout',
  component: StandaloneLayout,
  tags: ['autodocs'],
  args: {
    ...STORY_CHROME,
    linkComponent: StoryLink,
    children: (
      <>
        <PageHeader title="Sign in" intro="Welcome back. We are glad you are here." />
        <SignInForm onSubmit={fn()} onForgotPassword={fn()} linkComponent={StoryLink} />
      </>
    ),
  },
  parameters: {
    // Storybook's preview page keeps hidden links (its own error screens) before the story, so axe
    // no longer sees "Skip to main content" as the page's first link and reports it as content
    // outside a landmark. In the app it is the first link; the jsdom axe tests check region there.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      ...guidedDocs(UI_GUIDANCE.StandaloneLayout),
      description: {
        component:
          'For routes outside the main layout (sign-in, sign-up, blog, FAQ...): a skip link, a slim top bar with the brand linking home, and the page in `<main id="main-content">`.',
      },
    },
  },
} satisfies Meta<typeof StandaloneLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInPage: Story = {};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
