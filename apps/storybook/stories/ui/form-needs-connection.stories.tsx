import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormNeedsConnection } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/** Makes the browser report no connection for one story, and puts it back afterwards. */
function offline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    // The own property goes; Navigator's real getter is back.
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
  };
}

const meta = {
  title: 'Forms/FormNeedsConnection',
  component: FormNeedsConnection,
  tags: ['autodocs'],
  args: { action: 'Sending a message' },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.FormNeedsConnection),
    layout: 'padded',
  },
} satisfies Meta<typeof FormNeedsConnection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online: an empty live region, so the message is announced when the connection drops. */
export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/needs a connection/)).toBeNull();
  },
};

/** Offline: sending needs a connection, and what is typed stays in the form. */
export const Offline: Story = {
  beforeEach: offline,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "You're offline. Sending a message needs a connection. What you type stays here until you can send it.",
      ),
    ).toBeVisible();
  },
};
