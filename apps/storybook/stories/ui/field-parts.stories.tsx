import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError, Hint } from '@harbor-help/ui';
import { expect } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { UI_GUIDANCE } from '../guidance/ui';

/**
 * The parts every field of the kit is built from, for a field of your own: `Hint` (help under the
 * label) and `FieldError` (the error, with a visually hidden "Error:" first). Point the input's
 * `aria-describedby` at both ids.
 */
const meta = {
  title: 'Form kit/Hint and FieldError',
  component: Hint,
  subcomponents: { FieldError },
  tags: ['autodocs'],
  args: { id: 'postcode-hint', children: 'For example, SW1A 1AA.' },
  parameters: { layout: 'padded', docs: guidedDocs(UI_GUIDANCE.Hint) },
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field of your own with the kit's hint and error. */
export const OnACustomField: Story = {
  render: (args) => (
    <form className="harbor-form" noValidate style={{ maxWidth: '28rem' }}>
      <div className="harbor-field">
        <label className="harbor-field__label" htmlFor="postcode">
          Postcode
        </label>
        <Hint {...args} />
        <input
          id="postcode"
          name="postcode"
          className="harbor-field__input"
          aria-invalid="true"
          aria-describedby="postcode-hint postcode-error"
        />
        <FieldError id="postcode-error" message="Enter a postcode, like SW1A 1AA." />
      </div>
    </form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Postcode');
    await expect(input).toHaveAccessibleDescription(
      'For example, SW1A 1AA. Error: Enter a postcode, like SW1A 1AA.',
    );
  },
};

/** No message: `FieldError` renders nothing, so nothing stale is read out. */
export const NoError: Story = {
  render: (args) => (
    <div>
      <Hint {...args} />
      <FieldError id="postcode-error" message={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#postcode-error')).toBeNull();
  },
};
