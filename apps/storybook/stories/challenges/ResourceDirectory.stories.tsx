import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NO_FILTERS, ResourceDirectory } from '@harbor-help/challenges';
import type { ResourceFilters } from '@harbor-help/challenges';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';
import { inServicesPage } from './services-page';

/** Holds the filters the way the app keeps them in the URL. */
function DirectoryWithFilters({ initial }: { initial: ResourceFilters }) {
  const [filters, setFilters] = useState(initial);
  return <ResourceDirectory filters={filters} onFiltersChange={(next) => setFilters(next)} />;
}

const meta = {
  title: 'Challenges/ResourceDirectory',
  component: DirectoryWithFilters,
  subcomponents: { ResourceDirectory },
  tags: ['autodocs'],
  parameters: {
    docs: guidedDocs(CHALLENGES_GUIDANCE.ResourceDirectory),
    layout: 'padded',
  },
  args: { initial: NO_FILTERS },
  decorators: [inServicesPage],
} satisfies Meta<typeof DirectoryWithFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every service, 12 at a time. */
export const All: Story = {};

/** Filtered as a shared link would be: `?challenge=immigration&kind=hotline`. */
export const Filtered: Story = {
  args: { initial: { query: '', challenge: 'immigration', kind: 'hotline' } },
};

/** Nothing matches: the crisis lines are suggested. */
export const NoMatch: Story = {
  args: { initial: { query: 'nothing matches this', challenge: null, kind: null } },
};
