import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResourceCard } from '@harbor-help/challenges';
import type { Resource } from '@harbor-help/challenges';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

// A made-up service for the story (real ones come from loadResources()).
const example: Resource = {
  id: 'example-line',
  name: 'Example Support Line',
  offers: 'Free, private support by phone and text from a trained volunteer.',
  forWhom: 'Anyone going through a hard time.',
  hours: { kind: 'always' },
  languages: ['en', 'es'],
  kinds: ['hotline', 'text-line'],
  challenges: ['mental-health'],
  phone: { display: '1-800-555-0100', tel: '+18005550100' },
  text: { display: 'Text HELLO to 55555', number: '55555', body: 'HELLO' },
  url: 'https://example.org',
  crisis: true,
  source: {
    url: 'https://example.org/about',
    checked: '2026-11-25',
    quote: 'Call or text us any time, day or night.',
  },
};

const meta = {
  title: 'Challenges/ResourceCard',
  component: ResourceCard,
  tags: ['autodocs'],
  parameters: {
    docs: guidedDocs(CHALLENGES_GUIDANCE.ResourceCard),
    layout: 'padded',
  },
  args: { resource: example },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '22rem' }}>
        <h2>Services</h2>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 24/7 crisis line with one-tap Call, Text and Website links. */
export const CrisisLine: Story = {};

/** A line with other ways in: TTY, ASL video, chat and its Spanish option (marked lang="es"). */
export const OtherWaysIn: Story = {
  args: {
    resource: {
      ...example,
      otherWays: [
        {
          kind: 'tty',
          label: 'TTY 1-800-555-0101',
          phone: { display: '1-800-555-0101', tel: '+18005550101' },
          source: example.source,
        },
        {
          kind: 'asl',
          label: 'ASL video call at example.org',
          url: 'https://example.org',
          source: example.source,
        },
        {
          kind: 'chat',
          label: 'Chat at example.org',
          url: 'https://example.org',
          source: example.source,
        },
        {
          kind: 'spanish',
          label: 'Llame y marque 2',
          lang: 'es',
          phone: { display: '1-800-555-0100', tel: '+18005550100' },
          source: example.source,
        },
      ],
    },
  },
};

/** A service with a website only and no hours. */
export const WebsiteOnly: Story = {
  args: {
    resource: {
      ...example,
      crisis: false,
      hours: undefined,
      phone: undefined,
      text: undefined,
      kinds: ['legal-aid'],
    },
  },
};

/** Weekly hours in Eastern time: the visitor's own time and the Open now badge appear in the browser. */
export const WeeklyHours: Story = {
  args: {
    resource: {
      ...example,
      crisis: false,
      languages: undefined,
      hours: {
        kind: 'weekly',
        timeZone: 'America/New_York',
        periods: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], opens: '10:00', closes: '22:00' }],
      },
    },
  },
};
