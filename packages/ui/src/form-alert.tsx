import type { RefObject } from 'react';

/** The props of `FormAlert`. */
export interface FormAlertProps {
  /** The alert's id, for fields' aria-describedby while it shows. */
  id: string;
  /** The error to announce; nothing renders when it is null or empty. */
  message: string | null;
  /** A ref to the alert, so focus can move to it. */
  alertRef: RefObject<HTMLDivElement | null>;
}

/** A form's error, announced (`role="alert"`) and focusable so focus can move to it. */
export function FormAlert({ id, message, alertRef }: FormAlertProps) {
  if (!message) return null;
  return (
    <div ref={alertRef} id={id} className="harbor-form__alert" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}
