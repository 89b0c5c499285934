import type { Ref } from 'react';
import { FieldShell, fieldDescription, type FieldBaseProps } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
  /** A first choice with an empty value, e.g. "Choose a topic". */
  placeholder?: string | undefined;
  selectRef?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled drop-down with its hint and its error. */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  errorPrefix,
  required = false,
  optional = false,
  invalid,
  describedBy,
  className,
  selectRef,
}: SelectFieldProps) {
  const { hintId, errorId, ...aria } = fieldDescription({ id, hint, error, describedBy, invalid });
  return (
    <FieldShell
      props={{ id, label, hint, error, errorPrefix, optional, className }}
      ids={{ hintId, errorId }}
    >
      <select
        ref={selectRef}
        id={id}
        className="harbor-field__input"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required && !optional}
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
