import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from '@harbor-help/ui';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Form kit/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { id: 'email', name: 'email', type: 'email', label: 'Email', value: '', onChange: fn() },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.FormField),
    layout: 'padded',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form className="harbor-form" style={{ maxWidth: '28rem' }} noValidate>
        <FormField
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
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** A hint under the label, read with the field (the kit's `Hint`). */
export const WithHint: Story = {
  args: { hint: 'We only use it to reply to you.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'We only use it to reply to you.',
    );
  },
};

/** What was typed cannot be used: the message under the field, read after the hint. */
export const WithError: Story = {
  args: {
    value: 'sam@example',
    hint: 'We only use it to reply to you.',
    error: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Email');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'We only use it to reply to you. Error: Enter an email address like name@example.com.',
    );
  },
};

/** A field that may be left empty says so after its label. */
export const Optional: Story = {
  args: { id: 'org', name: 'organization', type: 'text', label: 'Organization', optional: true },
};
