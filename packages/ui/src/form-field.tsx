import type { HTMLInputAutoCompleteAttribute } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  name: string;
  type: 'email' | 'password' | 'text';
  autoComplete: HTMLInputAutoCompleteAttribute;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  /** The id of the form's alert while it shows a message. */
  describedBy?: string;
}

/** A labelled text input. Internal to the forms of @harbor/ui. */
export function FormField({
  id,
  label,
  name,
  type,
  autoComplete,
  value,
  onChange,
  required = false,
  invalid = false,
  describedBy,
}: FormFieldProps) {
  return (
    <div className="harbor-field">
      <label className="harbor-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="harbor-field__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        spellCheck={type === 'email' ? false : undefined}
        autoCapitalize={type === 'email' ? 'none' : undefined}
      />
    </div>
  );
}
