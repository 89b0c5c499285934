import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxGroup, RadioGroup } from '@harbor-help/ui';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

const meta = {
  title: 'Form kit/RadioGroup',
  component: RadioGroup,
  subcomponents: { CheckboxGroup, Checkbox },
  tags: ['autodocs'],
  args: {
    id: 'frequency',
    name: 'frequency',
    legend: 'How often',
    options: [
      { value: 'once', label: 'Once' },
      { value: 'monthly', label: 'Every month' },
    ],
    value: 'once',
    onChange: fn(),
  },
  parameters: {
    docs: guidedDocs(UI_GUIDANCE.RadioGroup),
    layout: 'padded',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form className="harbor-form" style={{ maxWidth: '28rem' }} noValidate>
        <RadioGroup
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
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One answer: a fieldset whose legend asks the question. */
export const Radios: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'How often' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Every month' }));
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
    await expect(group).toBeVisible();
  },
};

export const RadiosWithHintAndError: Story = {
  args: {
    value: '',
    hint: 'A monthly gift can be stopped any time.',
    error: 'Choose how often you would like to give.',
  },
};

/** Any number of answers (`CheckboxGroup`). */
export const Checkboxes: Story = {
  render: function Render() {
    const [values, setValues] = useState<string[]>(['food']);
    return (
      <form className="harbor-form" style={{ maxWidth: '28rem' }} noValidate>
        <CheckboxGroup
          id="needs"
          name="needs"
          legend="What do you need help with?"
          hint="Choose all that apply."
          options={[
            { value: 'food', label: 'Food' },
            { value: 'rent', label: 'Rent' },
            { value: 'legal', label: 'Legal help' },
          ]}
          values={values}
          onChange={setValues}
        />
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rent' }));
    await expect(canvas.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Rent' })).toBeChecked();
  },
};

/** One box on its own (`Checkbox`), e.g. consent, with its error. */
export const SingleCheckbox: Story = {
  render: function Render() {
    const [checked, setChecked] = useState(false);
    return (
      <form className="harbor-form" style={{ maxWidth: '28rem' }} noValidate>
        <Checkbox
          id="consent"
          name="consent"
          label="I agree to receive Harbor's newsletter by email."
          checked={checked}
          onChange={setChecked}
          error={checked ? null : 'Tick this box to agree to receive the newsletter.'}
        />
      </form>
    );
  },
};
