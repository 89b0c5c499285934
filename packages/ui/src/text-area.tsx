import type { Ref } from 'react';
import { CharacterCount } from './character-count';
import { FieldShell, fieldDescription, type FieldBaseProps } from './field-parts';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  onChange(value: string): void;
  rows?: number | undefined;
  /** The most characters accepted (the `maxLength` attribute). */
  maxLength?: number | undefined;
  /** Shows a character count that counts down to `maxLength`. */
  characterCount?: boolean | undefined;
  textAreaRef?: Ref<HTMLTextAreaElement> | undefined;
}

/** A labelled multi-line field with its hint, its error and, if asked, a character count. */
export function TextArea({
  id,
  name,
  label,
  value,
  onChange,
  rows = 5,
  hint,
  error,
  errorPrefix,
  required = false,
  optional = false,
  invalid,
  describedBy,
  className,
  maxLength,
  characterCount = false,
  textAreaRef,
}: TextAreaProps) {
  const counted = characterCount && maxLength !== undefined;
  const { hintId, errorId, ...aria } = fieldDescription(
    { id, hint, error, describedBy, invalid },
    counted ? `${id}-count` : undefined,
  );
  return (
    <FieldShell
      props={{ id, label, hint, error, errorPrefix, optional, className }}
      ids={{ hintId, errorId }}
      after={counted ? <CharacterCount fieldId={id} value={value} limit={maxLength} /> : null}
    >
      <textarea
        ref={textAreaRef}
        id={id}
        className="harbor-field__input harbor-field__input--multiline"
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required && !optional}
        {...aria}
      />
    </FieldShell>
  );
}
