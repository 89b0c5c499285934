import type { HTMLInputAutoCompleteAttribute, HTMLAttributes, Ref } from 'react';
import { FieldShell, fieldDescription, type FieldBaseProps } from './field-parts';

export interface FormFieldProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled one-line input with its hint and its own error message under it. Email and web
 * addresses are neither spell-checked nor capitalised.
 */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  errorPrefix,
  required = false,
  optional = false,
  invalid,
  describedBy,
  className,
  autoComplete,
  inputMode,
  maxLength,
  inputRef,
}: FormFieldProps) {
  const { hintId, errorId, ...aria } = fieldDescription({ id, hint, error, describedBy, invalid });
  const address = type === 'email' || type === 'url';
  return (
    <FieldShell
      props={{ id, label, hint, error, errorPrefix, optional, className }}
      ids={{ hintId, errorId }}
    >
      <input
        ref={inputRef}
        id={id}
        className="harbor-field__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required && !optional}
        spellCheck={address ? false : undefined}
        autoCapitalize={address ? 'none' : undefined}
        {...aria}
      />
    </FieldShell>
  );
}
