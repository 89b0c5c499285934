import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardGrid, Layout, PageHeader, Section } from '@harbor-help/ui';
import { fn } from 'storybook/test';
import { STORY_CHROME, CHROME_ARG_TYPES } from './story-chrome';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';
import { authArgType, authState } from './auth-states';

function SamplePage() {
  return (
    <>
      <PageHeader
        title="Resources"
        intro="Help you can use today, gathered by people who have been where you are."
      />
      <Section title="Start here">
        <CardGrid>
          <Card title="Crisis lines" href="/resources" linkComponent={StoryLink}>
            Someone to talk to, day and night, free of charge.
          </Card>
          <Card title="Food and shelter" href="/resources" linkComponent={StoryLink}>
            Places to eat and sleep tonight, and how to get there.
          </Card>
          <Card title="Legal help" href="/challenges/legal" linkComponent={StoryLink}>
            Free advice on housing, work and immigration.
          </Card>
        </CardGrid>
      </Section>
      <Section title="About these resources">
        <p>
          Every listing is checked by a volunteer. If something is out of date, tell us on the
          Contact page and we will fix it.
        </p>
      </Section>
    </>
  );
}

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  tags: ['autodocs'],
  argTypes: { auth: authArgType, ...CHROME_ARG_TYPES },
  args: {
    ...STORY_CHROME,
    auth: authState('Signed out'),
    onSignOut: fn(),
    currentPath: '/resources',
    linkComponent: StoryLink,
    children: <SamplePage />,
  },
  parameters: {
    // Storybook's preview page keeps hidden links (its own error screens) before the story, so axe
    // no longer sees "Skip to main content" as the page's first link and reports it as content
    // outside a landmark. In the app it is the first link; the jsdom axe tests check region there.
    a11y: { config: { rules: [{ id: 'region', enabled: false }] } },
    docs: {
      ...guidedDocs(UI_GUIDANCE.Layout),
      description: {
        component:
          'The main layout: a "Skip to main content" link, the sticky Header, the page in `<main id="main-content">`, and the footer. The brand, the navigation, the sign-in, help and footer links and Quick exit are props (here, Harbor\'s). Press Tab once to see the skip link.',
      },
    },
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const Loading: Story = {
  args: { auth: authState('Loading') },
};

export const Member: Story = {
  args: { auth: authState('Signed in, member') },
};

/** At 320px wide the page reflows with no sideways scrolling. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Another site's chrome: its own name and links, no help link, and no Quick exit. */
export const AnotherSite: Story = {
  args: {
    brand: 'Shelter Network',
    navItems: [
      { label: 'Home', href: '/' },
      { label: 'Find a bed', href: '/resources' },
    ],
    signUpLink: null,
    getHelpLink: null,
    footerLinks: [{ label: 'Terms', href: '/terms' }],
    quickExit: false,
    currentPath: '/resources',
  },
};
