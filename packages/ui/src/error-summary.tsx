import { useFormsI18n } from './i18n-forms';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** One line of an `ErrorSummary`: the field with the error, and the message. */
export interface ErrorSummaryItem {
  /** The id of the field the link goes to. */
  fieldId: string;
  /** What is wrong, as the field's own error says it (or where the link goes). */
  message: string;
}

/** The props of `ErrorSummary`. */
export interface ErrorSummaryProps {
  /** Defaults to "There is a problem". */
  title?: ReactNode;
  /** One link per field with an error, in the form's order. */
  errors?: readonly ErrorSummaryItem[];
  /** Said before the links, e.g. the service's answer. */
  description?: ReactNode;
  /** Said after the links, e.g. "What you wrote is still here." */
  children?: ReactNode;
  /** Focus moves to the summary when it appears and whenever this changes (count failed submits). */
  focusKey?: unknown;
  /** The title's heading level (`<h2>`–`<h4>`). Default 2. */
  headingLevel?: 2 | 3 | 4;
}

/** Moves focus to a field and brings its label into view (a plain `#id` link would hide it). */
function goToField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * The GOV.UK error summary: at the top of a form after a failed submit, a titled, focused alert
 * that lists what went wrong with a link to each field. Renders nothing when there is nothing
 * to say.
 */
export function ErrorSummary({
  title,
  errors = [],
  description,
  children,
  focusKey,
  headingLevel = 2,
}: ErrorSummaryProps) {
  const i18n = useFormsI18n();
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0 || Boolean(description);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  if (!shown) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      className="harbor-error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="harbor-error-summary__title">
        {title ?? i18n._('errorSummary.title')}
      </Heading>
      {description ? <div className="harbor-error-summary__body">{description}</div> : null}
      {errors.length > 0 ? (
        <ul className="harbor-error-summary__list">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  if (goToField(error.fieldId)) event.preventDefault();
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
