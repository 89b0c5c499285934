import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '@harbor-help/ui';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Form kit/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    id: 'message',
    name: 'message',
    label: 'Message',
    hint: "Please don't include passwords or card numbers.",
    value: '',
    maxLength: 200,
    characterCount: true,
    onChange: fn(),
  },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.TextArea),
    layout: 'padded',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form className="harbor-form" style={{ maxWidth: '36rem' }} noValidate>
        <TextArea {...args} value={value} onChange={setValue} />
      </form>
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a character count that counts down to the limit (the kit's `CharacterCount`). */
export const WithCharacterCount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello');
    await expect(canvas.getByText('You have 195 characters remaining')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { value: 'Hi', error: 'Write a little more: at least 10 characters.' },
};

export const WithoutCount: Story = {
  args: { characterCount: false, optional: true },
};
