import { useEffect, useId, useRef, useState } from 'react';

/**
 * The feedback every Harbor form gives: the form's own validation message, else the `error` its
 * caller passes (e.g. the service's answer), shown in one alert that the fields point to.
 * Focus moves to the alert when a message appears, when a submission ends with a message still
 * showing, and on every failed validation (the same message twice is still news).
 */
export function useFormFeedback(error: string | null, submitting: boolean) {
  const alertId = `${useId()}-alert`;
  const alertRef = useRef<HTMLDivElement>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const message = validationError ?? error;

  useEffect(() => {
    if (message && !submitting) alertRef.current?.focus();
  }, [message, submitting, failedAttempts]);

  return {
    alertId,
    alertRef,
    message,
    validationError,
    /** For the fields' aria-describedby while a message shows. */
    describedBy: message ? alertId : undefined,
    failValidation(text: string) {
      setValidationError(text);
      setFailedAttempts((count) => count + 1);
    },
    passValidation() {
      setValidationError(null);
    },
  };
}
