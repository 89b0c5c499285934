import { useFormsI18n } from './i18n-forms';
import type { ReactNode } from 'react';

/** The ids that describe a field, space-separated; undefined when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/** A field's label, with "(optional)" after it when the field may be left empty. */
export function FieldLabel({
  htmlFor,
  optional = false,
  children,
}: {
  htmlFor: string;
  optional?: boolean | undefined;
  children: ReactNode;
}) {
  const i18n = useFormsI18n();
  return (
    <label className="harbor-field__label" htmlFor={htmlFor}>
      {children}
      {optional ? (
        <span className="harbor-field__optional"> {i18n._('field.optional')}</span>
      ) : null}
    </label>
  );
}

/** The props of `Hint`. */
export interface HintProps {
  /** Fields point at it with aria-describedby. */
  id: string;
  /** The hint's text. */
  children: ReactNode;
}

/** The plain-words help under a label, read with the field (point at `id` with aria-describedby). */
export function Hint({ id, children }: HintProps) {
  return (
    <p id={id} className="harbor-hint">
      {children}
    </p>
  );
}

/** The props of `FieldError`. */
export interface FieldErrorProps {
  /** The message's id, which the field points at with aria-describedby. */
  id: string;
  /** The error to show; nothing renders when it is empty. */
  message: string | null | undefined;
  /**
   * Read before the message by screen readers, out of sight (GOV.UK's "Error:"). `null` for
   * forms whose messages already say what is wrong on their own.
   */
  prefix?: string | null | undefined;
}

/** The message under a field that did not pass, tied to it with aria-describedby. */
export function FieldError({ id, message, prefix: given }: FieldErrorProps) {
  const i18n = useFormsI18n();
  if (!message) return null;
  const prefix = given === undefined ? i18n._('field.errorPrefix') : given;
  return (
    <p id={id} className="harbor-field__error">
      {prefix ? <span className="harbor-visually-hidden">{prefix}</span> : null}
      {prefix ? ' ' : null}
      {message}
    </p>
  );
}

/** What every field of the kit takes besides its value. */
export interface FieldBaseProps {
  /** The field's id, also the start of its hint's and error's ids. */
  id: string;
  /** The field's `name`, as sent with the form. */
  name: string;
  /** The visible label above the field, also its accessible name. */
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** The field's own message when what was typed cannot be used. */
  error?: string | null | undefined;
  /** See FieldError's `prefix`; "Error:" unless set. */
  errorPrefix?: string | null | undefined;
  /** Sets `required` (default false). */
  required?: boolean | undefined;
  /** Says "(optional)" after the label (and never sets `required`). */
  optional?: boolean | undefined;
  /** Marks the field invalid without a message of its own (e.g. the form's alert names it). */
  invalid?: boolean | undefined;
  /** More ids that describe the field, e.g. the form's alert while it shows. */
  describedBy?: string | undefined;
  /** Extra classes for the field's wrapper. */
  className?: string | undefined;
}

/** The ids and attributes a field's control needs from its hint and error. */
export function fieldDescription(
  props: Pick<FieldBaseProps, 'id' | 'hint' | 'error' | 'describedBy' | 'invalid'>,
  extra?: string,
) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = `${props.id}-error`;
  return {
    hintId,
    errorId,
    'aria-invalid': props.error || props.invalid ? (true as const) : undefined,
    'aria-describedby': joinIds(
      hintId,
      extra,
      props.error ? errorId : undefined,
      props.describedBy,
    ),
  };
}

/**
 * What a single-control field makes of its base props: `FieldShell`'s props, and for the control
 * whether it is `required` (never when optional) and its aria attributes. `extra`: one more id that
 * describes the control (a character count).
 */
export function describeField(field: FieldBaseProps, extra?: string) {
  const { hintId, errorId, ...aria } = fieldDescription(field, extra);
  return {
    shell: { props: field, ids: { hintId, errorId } },
    required: field.required === true && field.optional !== true,
    aria,
  };
}

/**
 * The frame every single-control field shares: wrapper, label, hint, the control, what follows
 * it (a character count) and the error message. `ids` comes from `fieldDescription`.
 */
export function FieldShell({
  props,
  ids,
  after,
  children,
}: {
  props: Pick<
    FieldBaseProps,
    'id' | 'label' | 'hint' | 'error' | 'errorPrefix' | 'optional' | 'className'
  >;
  ids: { hintId: string | undefined; errorId: string };
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={props.className ? `harbor-field ${props.className}` : 'harbor-field'}>
      <FieldLabel htmlFor={props.id} optional={props.optional}>
        {props.label}
      </FieldLabel>
      {ids.hintId ? <Hint id={ids.hintId}>{props.hint}</Hint> : null}
      {children}
      {after}
      <FieldError id={ids.errorId} message={props.error} prefix={props.errorPrefix} />
    </div>
  );
}
