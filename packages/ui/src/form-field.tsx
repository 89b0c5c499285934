import type { HTMLInputAutoCompleteAttribute, HTMLAttributes, Ref } from 'react';
import { FieldShell, describeField, type FieldBaseProps } from './field-parts';

/** The props of `FormField`. */
export interface FormFieldProps extends FieldBaseProps {
  /** The field's current text (a controlled input). */
  value: string;
  /** Called with the new text on every change. */
  onChange(value: string): void;
  /** The input's `type`. Default `'text'`. */
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'tel';
  /** The input's `autocomplete` hint (`'email'`, `'current-password'`, …), for autofill. */
  autoComplete?: HTMLInputAutoCompleteAttribute | undefined;
  /** The input's `inputmode`: which on-screen keyboard to show (`'numeric'`, `'email'`, …). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The most characters accepted (the `maxLength` attribute). */
  maxLength?: number | undefined;
  /** A ref to the `<input>` (to focus it, say). */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled one-line input with its hint and its own error message under it. Email and web
 * addresses are neither spell-checked nor capitalised.
 */
export function FormField({
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  inputRef,
  ...field
}: FormFieldProps) {
  const { shell, required, aria } = describeField(field);
  const address = type === 'email' || type === 'url';
  return (
    <FieldShell {...shell}>
      <input
        ref={inputRef}
        id={field.id}
        className="harbor-field__input"
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        spellCheck={address ? false : undefined}
        autoCapitalize={address ? 'none' : undefined}
        {...aria}
      />
    </FieldShell>
  );
}
