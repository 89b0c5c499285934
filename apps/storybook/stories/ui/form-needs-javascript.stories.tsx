import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormNeedsJavaScript, NoScriptHelpProvider } from '@harbor-help/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/**
 * What a visitor with JavaScript off sees: the component is a `<noscript>`, which a browser
 * running scripts never shows (nor does this story's own React). So the story renders it to HTML
 * the way the prerendered page carries it and shows what is inside the `<noscript>`.
 */
function AsWithoutJavaScript({ children }: { children: ReactElement }) {
  const html = renderToStaticMarkup(children).replace(/<\/?noscript>/g, '');
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

const meta = {
  title: 'Forms/FormNeedsJavaScript',
  component: FormNeedsJavaScript,
  subcomponents: { NoScriptHelpProvider },
  tags: ['autodocs'],
  args: { action: 'Sending a message' },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.FormNeedsJavaScript) },
  render: (args) => (
    <main>
      <AsWithoutJavaScript>
        <FormNeedsJavaScript {...args} />
      </AsWithoutJavaScript>
    </main>
  ),
} satisfies Meta<typeof FormNeedsJavaScript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without help of its own or a provider: the page itself can still be read. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Sending a message needs JavaScript, which is off or blocked in this browser. Every page of this site can still be read.',
      ),
    ).toBeVisible();
  },
};

/** With a `NoScriptHelpProvider` around the page: every form points to the same help. */
export const WithProvidedHelp: Story = {
  render: (args) => (
    <main>
      <AsWithoutJavaScript>
        <NoScriptHelpProvider
          value={
            <>
              For help now, see <a href="/get-help">Get help now</a>.
            </>
          }
        >
          <FormNeedsJavaScript {...args} />
        </NoScriptHelpProvider>
      </AsWithoutJavaScript>
    </main>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get help now' })).toHaveAttribute(
      'href',
      '/get-help',
    );
  },
};

/** A form's own `help` wins over the provider's. */
export const WithOwnHelp: Story = {
  args: { action: 'Signing in', help: 'You can still read every page without an account.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/You can still read every page without an account/),
    ).toBeVisible();
  },
};
