import type { HTMLInputAutoCompleteAttribute, RefObject } from 'react';
import './money.css';

interface MoneyFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A message next to the field when what was typed cannot be used. */
  error?: string | null;
  hint?: string;
  type?: 'text' | 'email' | 'url';
  multiline?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'decimal' | 'email' | 'url';
  required?: boolean;
  maxLength?: number;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
}

/** A labelled field with its hint and its own error message right under it. */
export function MoneyField({
  id,
  label,
  name,
  value,
  onChange,
  error = null,
  hint,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  required = false,
  maxLength,
  inputRef,
}: MoneyFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="money-field">
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="money-muted"> (optional)</span>}
      </label>
      {hint ? (
        <p id={hintId} className="money-field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...shared}
          ref={inputRef as RefObject<HTMLTextAreaElement | null> | undefined}
          rows={5}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef as RefObject<HTMLInputElement | null> | undefined}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={type === 'email' || type === 'url' ? false : undefined}
          autoCapitalize={type === 'email' || type === 'url' ? 'none' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="money-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
