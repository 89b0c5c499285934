import { useEffect, useRef, useState } from 'react';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; message: string };

/**
 * The alert after a failed send, with the way out: Retry sends the same fields again. It mounts
 * anew after every failed attempt (a send in progress replaces it), and takes focus each time so
 * keyboard and screen reader users hear it.
 */
export function SendFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="harbor-form__alert web-form__failure" role="alert" tabIndex={-1}>
      <p>{message}</p>
      <button type="button" className="harbor-button harbor-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** The heading of a success panel, focused when it appears. */
export function SuccessHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="web-form__success-title">
      {children}
    </h2>
  );
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  fieldsInOrder: readonly string[],
  errors: object,
) {
  const first = fieldsInOrder.find((field) => field in errors);
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

/** The state of one form's send. */
export function useSendState() {
  return useState<SendState>({ status: 'idle' });
}
