import type { ReactNode, Ref } from 'react';
import { FieldError, Hint, joinIds } from './field-parts';

/** The props of `Checkbox`. */
export interface CheckboxProps {
  /** The checkbox's id, also the start of its hint's and error's ids. */
  id: string;
  /** The checkbox's `name`, as sent with the form. */
  name: string;
  /** The text beside the box, also its accessible name. */
  label: ReactNode;
  /** Whether the box is ticked (a controlled input). */
  checked: boolean;
  /** Called with the new state when the box is ticked or cleared. */
  onChange(checked: boolean): void;
  /** Shown under the label and read with the box. */
  hint?: ReactNode;
  /** The box's own message when it must be changed (it is then marked invalid). */
  error?: string | null | undefined;
  /** See FieldError's `prefix`; "Error:" unless set. */
  errorPrefix?: string | null | undefined;
  /** Sets `required` (default false). */
  required?: boolean | undefined;
  /** Extra classes for the label (e.g. `harbor-field__label` for a bold one). */
  labelClassName?: string | undefined;
  /** A ref to the `<input>` (to focus it, say). */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** One labelled checkbox, with its hint and its error under it. */
export function Checkbox({
  id,
  name,
  label,
  checked,
  onChange,
  hint,
  error,
  errorPrefix,
  required = false,
  labelClassName,
  inputRef,
}: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className="harbor-checkbox">
      <input
        ref={inputRef}
        id={id}
        className="harbor-checkbox__input"
        type="checkbox"
        name={name}
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hintId, error ? errorId : undefined)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label
        className={
          labelClassName ? `harbor-checkbox__label ${labelClassName}` : 'harbor-checkbox__label'
        }
        htmlFor={id}
      >
        {label}
      </label>
      {hintId ? (
        <p id={hintId} className="harbor-checkbox__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} prefix={errorPrefix} />
    </div>
  );
}

/** One choice of a `RadioGroup` or `CheckboxGroup`: its value and its label. */
export interface ChoiceOption {
  /** The value given to `onChange` when this option is chosen. */
  value: string;
  /** The option's visible text, also its accessible name. */
  label: ReactNode;
}

interface ChoiceGroupBaseProps {
  /** Used for the group's hint and error ids. */
  id: string;
  /** The inputs' `name`, as sent with the form. */
  name: string;
  /** The question, read as the group's name. */
  legend: ReactNode;
  /** The choices, in the order shown. */
  options: readonly ChoiceOption[];
  /** Shown under the legend and read with the group. */
  hint?: ReactNode;
  /** The group's own message when the answer must be changed (each choice is then marked invalid). */
  error?: string | null | undefined;
  /** See FieldError's `prefix`; "Error:" unless set. */
  errorPrefix?: string | null | undefined;
  /** Classes in place of the kit's own: the fieldset, its legend, the options' box, each option. */
  className?: string | undefined;
  /** Classes for the legend, in place of `harbor-fieldset__legend`. */
  legendClassName?: string | undefined;
  /** Classes for the options' list, in place of `harbor-choices`. */
  optionsClassName?: string | undefined;
  /** Classes for each option's label, in place of `harbor-choice`. */
  optionClassName?: string | undefined;
  /** Shown inside the group after the options (e.g. the field an "Other" choice opens). */
  children?: ReactNode;
}

function ChoiceGroup({
  id,
  name,
  legend,
  options,
  hint,
  error,
  errorPrefix,
  className,
  legendClassName,
  optionsClassName,
  optionClassName,
  children,
  type,
  isChecked,
  onToggle,
}: ChoiceGroupBaseProps & {
  type: 'radio' | 'checkbox';
  isChecked(value: string): boolean;
  onToggle(value: string, checked: boolean): void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={className ?? 'harbor-fieldset'}
      aria-describedby={joinIds(hintId, error ? errorId : undefined)}
    >
      <legend className={legendClassName ?? 'harbor-fieldset__legend'}>{legend}</legend>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId} message={error} prefix={errorPrefix} />
      <ul className={optionsClassName ?? 'harbor-choices'} role="list">
        {options.map((option) => (
          <li key={option.value}>
            <label className={optionClassName ?? 'harbor-choice'}>
              <input
                type={type}
                name={name}
                value={option.value}
                checked={isChecked(option.value)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}

/** The props of `RadioGroup`. */
export interface RadioGroupProps extends ChoiceGroupBaseProps {
  /** The chosen option's value ('' when none is chosen). */
  value: string;
  /** Called with the value of the option chosen. */
  onChange(value: string): void;
}

/** A question with one answer: a fieldset whose legend asks it, one radio per option. */
export function RadioGroup({ value, onChange, ...props }: RadioGroupProps) {
  return (
    <ChoiceGroup
      {...props}
      type="radio"
      isChecked={(option) => option === value}
      onToggle={(option) => onChange(option)}
    />
  );
}

/** The props of `CheckboxGroup`. */
export interface CheckboxGroupProps extends ChoiceGroupBaseProps {
  /** The ticked options' values, in the options' order. */
  values: readonly string[];
  /** Called with the ticked options' values, in the options' order, after each change. */
  onChange(values: string[]): void;
}

/** A question with any number of answers: a fieldset whose legend asks it, one box per option. */
export function CheckboxGroup({ values, onChange, options, ...props }: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      {...props}
      options={options}
      type="checkbox"
      isChecked={(option) => values.includes(option)}
      onToggle={(option, checked) =>
        onChange(
          options
            .map((each) => each.value)
            .filter((each) => (each === option ? checked : values.includes(each))),
        )
      }
    />
  );
}
