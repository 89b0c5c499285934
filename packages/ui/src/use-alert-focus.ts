import { useEffect, useRef } from 'react';

/**
 * Moves focus to a form's alert when a message appears, when a submission ends with a message
 * still showing, and on every new failed `attempt` (the same message twice is still news).
 */
export function useAlertFocus(message: string | null, submitting: boolean, attempt: number) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && !submitting) alertRef.current?.focus();
  }, [message, submitting, attempt]);
  return alertRef;
}
