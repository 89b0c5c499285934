import type { Ref } from 'react';
import { CharacterCount } from './character-count';
import { FieldShell, describeField, type FieldBaseProps } from './field-parts';

/** The props of `TextArea`. */
export interface TextAreaProps extends FieldBaseProps {
  /** The field's current text (a controlled textarea). */
  value: string;
  /** Called with the new text on every change. */
  onChange(value: string): void;
  /** The textarea's height in lines of text. Default 5. */
  rows?: number | undefined;
  /** The most characters accepted (the `maxLength` attribute). */
  maxLength?: number | undefined;
  /** Shows a character count that counts down to `maxLength`. */
  characterCount?: boolean | undefined;
  /** A ref to the `<textarea>` (to focus it, say). */
  textAreaRef?: Ref<HTMLTextAreaElement> | undefined;
}

/** A labelled multi-line field with its hint, its error and, if asked, a character count. */
export function TextArea({
  value,
  onChange,
  rows = 5,
  maxLength,
  characterCount = false,
  textAreaRef,
  ...field
}: TextAreaProps) {
  const counted = characterCount && maxLength !== undefined;
  const { shell, required, aria } = describeField(field, counted ? `${field.id}-count` : undefined);
  return (
    <FieldShell
      {...shell}
      after={counted ? <CharacterCount fieldId={field.id} value={value} limit={maxLength} /> : null}
    >
      <textarea
        ref={textAreaRef}
        id={field.id}
        className="harbor-field__input harbor-field__input--multiline"
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        {...aria}
      />
    </FieldShell>
  );
}
