import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTER_COUNT_ANNOUNCE_DELAY_MS, characterCountText } from './character-count';
import { Checkbox, CheckboxGroup, RadioGroup } from './choice-group';
import { ErrorSummary } from './error-summary';
import { FormField } from './form-field';
import { SelectField } from './select-field';
import { TextArea } from './text-area';

// color-contrast is off because jsdom does no layout or CSS cascade, so axe cannot compute it.
const AXE_RULES = { rules: { 'color-contrast': { enabled: false } } };

afterEach(() => {
  vi.useRealTimers();
});

describe('FormField', () => {
  it('ties its hint and its error to the input, in that order, and marks it invalid', () => {
    render(
      <FormField
        id="email"
        name="email"
        type="email"
        label="Email"
        hint="We only use it to reply to you."
        error="Enter your email address."
        value=""
        onChange={vi.fn()}
        required
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(
      'We only use it to reply to you. Error: Enter your email address.',
    );
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('can leave out the hidden "Error:" when its messages say what is wrong themselves', () => {
    render(
      <FormField
        id="name"
        name="name"
        label="Your name"
        error="Enter your name."
        errorPrefix={null}
        value=""
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
  });

  it('says "(optional)" after the label of a field that may be empty, and is not required', () => {
    render(
      <FormField id="org" name="org" label="Organization" optional value="" onChange={vi.fn()} />,
    );
    const input = screen.getByRole('textbox', { name: /Organization ?\(optional\)/ });
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FormField id="n" name="n" label="Name" value="" onChange={onChange} />);
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });
});

describe('TextArea with a character count', () => {
  function Story({ limit = 20 }: { limit?: number }) {
    const [value, setValue] = useState('');
    return (
      <TextArea
        id="story"
        name="story"
        label="Your story"
        hint="Share only what feels safe."
        value={value}
        onChange={setValue}
        maxLength={limit}
        characterCount
      />
    );
  }

  it('counts down to the limit, read with the field after its hint', () => {
    render(<Story />);
    const field = screen.getByLabelText('Your story');
    expect(field).toHaveAttribute('maxLength', '20');
    expect(field).toHaveAccessibleDescription(
      'Share only what feels safe. You have 20 characters remaining',
    );
    fireEvent.change(field, { target: { value: 'Nineteen characters' } });
    expect(field).toHaveAccessibleDescription(
      'Share only what feels safe. You have 1 character remaining',
    );
  });

  it('announces the new count politely once typing pauses, and nothing before the first key', () => {
    vi.useFakeTimers();
    const { container } = render(<Story />);
    const live = container.querySelector('[aria-live="polite"]');
    act(() => {
      vi.advanceTimersByTime(CHARACTER_COUNT_ANNOUNCE_DELAY_MS);
    });
    expect(live).toBeEmptyDOMElement();

    fireEvent.change(screen.getByLabelText('Your story'), { target: { value: 'Hello' } });
    expect(live).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(CHARACTER_COUNT_ANNOUNCE_DELAY_MS);
    });
    expect(live).toHaveTextContent('You have 15 characters remaining');
  });

  it('says how many are too many', () => {
    expect(characterCountText(5_012, 5_000)).toBe('You have 12 characters too many');
    expect(characterCountText(0, 5_000)).toBe('You have 5,000 characters remaining');
  });
});

describe('SelectField', () => {
  it('offers an empty first choice and ties its error to the select', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SelectField
        id="topic"
        name="topic"
        label="What is it about?"
        placeholder="Choose a topic"
        options={[
          { value: 'question', label: 'A question' },
          { value: 'other', label: 'Something else' },
        ]}
        value=""
        onChange={onChange}
        error="Choose what your message is about."
        required
      />,
    );
    const select = screen.getByLabelText('What is it about?');
    expect(select).toHaveDisplayValue('Choose a topic');
    expect(select).toHaveAccessibleDescription('Error: Choose what your message is about.');
    await user.selectOptions(select, 'other');
    expect(onChange).toHaveBeenCalledWith('other');
  });
});

describe('RadioGroup and CheckboxGroup', () => {
  it('asks its question in a legend, and reports the one answer chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup
        id="often"
        name="frequency"
        legend="How often"
        hint="You can stop a monthly gift any time."
        options={[
          { value: 'once', label: 'Once' },
          { value: 'monthly', label: 'Every month' },
        ]}
        value="once"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'How often' });
    expect(group).toHaveAccessibleDescription('You can stop a monthly gift any time.');
    expect(within(group).getByRole('radio', { name: 'Once' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Every month' }));
    expect(onChange).toHaveBeenCalledWith('monthly');
  });

  it('reports every ticked answer in the options’ order, and ties its error to the group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        id="needs"
        name="needs"
        legend="What do you need?"
        options={[
          { value: 'food', label: 'Food' },
          { value: 'rent', label: 'Rent' },
          { value: 'legal', label: 'Legal help' },
        ]}
        values={['legal']}
        onChange={onChange}
        error="Choose at least one."
      />,
    );
    const group = screen.getByRole('group', { name: 'What do you need?' });
    expect(group).toHaveAccessibleDescription('Error: Choose at least one.');
    await user.click(screen.getByRole('checkbox', { name: 'Food' }));
    expect(onChange).toHaveBeenCalledWith(['food', 'legal']);
    await user.click(screen.getByRole('checkbox', { name: 'Legal help' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('has one checkbox with its hint and its error', () => {
    render(
      <Checkbox
        id="consent"
        name="consent"
        label="Harbor may publish my story."
        hint="Edited for length."
        error="Tick the box to give us permission."
        checked={false}
        onChange={vi.fn()}
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Harbor may publish my story.' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Edited for length. Error: Tick the box to give us permission.',
    );
  });
});

describe('ErrorSummary', () => {
  function Form({ attempt }: { attempt: number }) {
    return (
      <form>
        <ErrorSummary
          focusKey={attempt}
          errors={[
            { fieldId: 'name', message: 'Enter your name.' },
            { fieldId: 'email', message: 'Enter an email address like name@example.com.' },
          ]}
        />
        <FormField
          id="name"
          name="name"
          label="Your name"
          error="Enter your name."
          value=""
          onChange={vi.fn()}
        />
        <FormField
          id="email"
          name="email"
          label="Email"
          error="Enter an email address like name@example.com."
          value=""
          onChange={vi.fn()}
        />
      </form>
    );
  }

  it('is a titled alert that takes focus, again after each failed submit', async () => {
    const { rerender } = render(<Form attempt={1} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();

    await userEvent.setup().click(screen.getByLabelText('Your name'));
    rerender(<Form attempt={2} />);
    expect(summary).toHaveFocus();
  });

  it('links to each field with an error, and a link moves focus to its field', async () => {
    const user = userEvent.setup();
    render(<Form attempt={1} />);
    const summary = screen.getByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#name', '#email']);

    await user.click(within(summary).getByRole('link', { name: /name@example\.com/ }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows nothing when there is nothing to say', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations, with the fields it names', async () => {
    const { container } = render(<Form attempt={1} />);
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
  });
});

describe('the kit together', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <form>
        <FormField
          id="a"
          name="a"
          label="Name"
          hint="A hint"
          error="An error"
          value=""
          onChange={vi.fn()}
        />
        <TextArea
          id="b"
          name="b"
          label="Message"
          maxLength={100}
          characterCount
          value=""
          onChange={vi.fn()}
        />
        <SelectField
          id="c"
          name="c"
          label="Topic"
          placeholder="Choose"
          options={[{ value: 'x', label: 'X' }]}
          value=""
          onChange={vi.fn()}
        />
        <RadioGroup
          id="d"
          name="d"
          legend="How often"
          options={[{ value: 'once', label: 'Once' }]}
          value=""
          onChange={vi.fn()}
          error="Choose one."
        />
        <CheckboxGroup
          id="e"
          name="e"
          legend="Needs"
          options={[{ value: 'food', label: 'Food' }]}
          values={[]}
          onChange={vi.fn()}
        />
        <Checkbox
          id="f"
          name="f"
          label="I agree"
          checked={false}
          onChange={vi.fn()}
          error="Tick it."
        />
      </form>,
    );
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
  });
});
