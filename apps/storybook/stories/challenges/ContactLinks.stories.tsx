import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactLinks, OtherWays } from '@harbor-help/challenges';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { CHALLENGES_GUIDANCE } from '../guidance/challenges';

// A made-up service (555 numbers are fictional); real ones come from loadResources().
const source = { url: 'https://example.org/about', checked: '2026-11-25', quote: 'Call us.' };

/**
 * A service's one-tap ways in: `ContactLinks` (Call, Text, Website buttons) and `OtherWays` (TTY,
 * ASL video, chat, Spanish). Each link names the service for screen readers; only plain numbers
 * and https addresses are ever linked.
 */
const meta = {
  title: 'Challenges/ContactLinks',
  component: ContactLinks,
  subcomponents: { OtherWays },
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: guidedDocs(CHALLENGES_GUIDANCE.ContactLinks) },
  args: {
    name: 'Example Support Line',
    phone: { display: '1-800-555-0100', tel: '+18005550100' },
    text: { display: 'Text HELLO to 55555', number: '55555', body: 'HELLO' },
    url: 'https://example.org',
  },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '22rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ContactLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Call, Text (with the message filled in) and Website. */
export const AllThree: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /^Call 1-800-555-0100 ?, Example Support Line$/ }),
    ).toHaveAttribute('href', 'tel:+18005550100');
    await expect(
      canvas.getByRole('link', { name: /^Text HELLO to 55555 ?, Example Support Line$/ }),
    ).toHaveAttribute('href', 'sms:55555?&body=HELLO');
  },
};

/** A website only; an address that is not https is never linked. */
export const WebsiteOnly: Story = {
  args: { phone: undefined, text: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** `OtherWays`: the other ways in, the Spanish one marked `lang="es"`. */
export const MoreWays: Story = {
  render: (args) => (
    <OtherWays
      name={args.name}
      ways={[
        {
          kind: 'tty',
          label: 'TTY 1-800-555-0101',
          phone: { display: '1-800-555-0101', tel: '+18005550101' },
          source,
        },
        { kind: 'chat', label: 'Chat at example.org', url: 'https://example.org', source },
        {
          kind: 'spanish',
          label: 'Llame y marque 2',
          lang: 'es',
          phone: { display: '1-800-555-0100', tel: '+18005550100' },
          source,
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'More ways to reach them:' })).toBeVisible();
    await expect(canvas.getByText('Llame y marque 2').closest('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
  },
};
