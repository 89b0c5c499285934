import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from '@harbor-help/ui';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Form kit/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    id: 'topic',
    name: 'topic',
    label: 'What is it about?',
    placeholder: 'Choose a topic',
    options: [
      { value: 'question', label: 'A question' },
      { value: 'feedback', label: 'Feedback or an idea' },
      { value: 'other', label: 'Something else' },
    ],
    value: '',
    required: true,
    onChange: fn(),
  },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.SelectField),
    layout: 'padded',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form className="harbor-form" style={{ maxWidth: '28rem' }} noValidate>
        <SelectField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </form>
    );
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('What is it about?'), 'feedback');
    await expect(args.onChange).toHaveBeenCalledWith('feedback');
  },
};

export const WithError: Story = {
  args: { error: 'Choose what your message is about.' },
};
