import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length > 0 ? list.join(' ') : undefined;
}

/** The message under a field that did not pass, tied to it with aria-describedby. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="web-field__error">
      <span className="harbor-visually-hidden">Error:</span> {message}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  optional?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  maxLength: number;
}

/** A labelled input or textarea with its hint and its error. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional = false,
  multiline = false,
  rows = 8,
  type = 'text',
  autoComplete,
  maxLength,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    className: 'harbor-field__input',
    value,
    maxLength,
    required: !optional,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(hintId, error && errorId),
  };
  return (
    <div className="harbor-field">
      <label className="harbor-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="web-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="web-field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          spellCheck={type === 'email' ? false : undefined}
          autoCapitalize={type === 'email' ? 'none' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, e.g. "Choose a topic". */
  placeholder: string;
  error?: string | undefined;
}

export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="harbor-field">
      <label className="harbor-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="harbor-field__input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string | undefined;
}

export function CheckboxField({ id, name, label, checked, onChange, error }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="web-field web-field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="web-field__checkbox"
        checked={checked}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field only robots fill in. Out of sight and out of the tab order; people never see it, so a
 * form that arrives with it filled is dropped quietly.
 */
export function TrapField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="web-form__trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** "12 of 5,000 characters" under a long field. */
export function characterCount(value: string, limit: number): string {
  return `${value.length.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters`;
}
