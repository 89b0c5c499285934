import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardGrid, PageHeader, Section } from '@harbor-help/ui';
import { StoryLink } from './story-link';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Content/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'About Harbor',
    intro: 'A community for people going through hard times, and for the people who help them.',
  },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.PageHeader),
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIntro: Story = {};

export const TitleOnly: Story = {
  args: { intro: undefined },
};

/** PageHeader, Section, CardGrid and Card together: the building blocks of a content page. */
export const APage: Story = {
  render: (args) => (
    <>
      <PageHeader {...args} />
      <Section title="What we offer">
        <CardGrid>
          <Card title="Resources" href="/resources" linkComponent={StoryLink}>
            Crisis lines, food, shelter, legal help.
          </Card>
          <Card title="Community" href="/share" linkComponent={StoryLink}>
            Share what helped you, read what helped others.
          </Card>
          <Card title="Membership">Extra guides and kits for members.</Card>
        </CardGrid>
      </Section>
    </>
  ),
};
