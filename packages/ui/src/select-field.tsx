import type { Ref } from 'react';
import { FieldShell, describeField, type FieldBaseProps } from './field-parts';

/** One option of a `SelectField`: its value and its label. */
export interface SelectOption {
  /** The value `onChange` is called with when this option is chosen. */
  value: string;
  /** The option's visible text. */
  label: string;
}

/** The props of `SelectField`. */
export interface SelectFieldProps extends FieldBaseProps {
  /** The chosen option's value ('' for the placeholder). */
  value: string;
  /** Called with the chosen option's value. */
  onChange(value: string): void;
  /** The choices, in order (after the placeholder, if any). */
  options: readonly SelectOption[];
  /** A first choice with an empty value, e.g. "Choose a topic". */
  placeholder?: string | undefined;
  /** A ref to the `<select>` (to focus it, say). */
  selectRef?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled drop-down with its hint and its error. */
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  selectRef,
  ...field
}: SelectFieldProps) {
  const { shell, required, aria } = describeField(field);
  return (
    <FieldShell {...shell}>
      <select
        ref={selectRef}
        id={field.id}
        className="harbor-field__input"
        name={field.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        {...aria}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
