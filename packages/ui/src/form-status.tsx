import { useEffect, useRef, type ReactNode } from 'react';
import { useSharedComputerMode } from './use-shared-computer-mode';

export interface SubmissionFailureProps {
  message: string;
  /** When given, a Retry button sends the same fields again. */
  onRetry?: (() => void) | undefined;
}

/**
 * The alert after a failed submit. Mount it anew after every failed attempt (key it by the
 * attempt): it takes focus each time, so keyboard and screen reader users hear it.
 */
export function SubmissionFailure({ message, onRetry }: SubmissionFailureProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="harbor-form__alert harbor-form__failure" role="alert" tabIndex={-1}>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="harbor-button harbor-button--secondary" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** The heading of a success panel, focused when it appears. */
export function SuccessHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="harbor-form__success-title">
      {children}
    </h2>
  );
}

/** A short success message that replaces a form: a status, focused when it appears. */
export function FormSuccess({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="harbor-form__success" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}

/** Says a draft from last time was put back, with a way to start over. */
export function DraftNotice({ onStartOver }: { onStartOver(): void }) {
  const sharedComputer = useSharedComputerMode();
  return (
    <div className="harbor-form__draft" role="status">
      <p>
        {sharedComputer
          ? 'We kept what you typed earlier in this tab.'
          : 'We kept what you typed last time on this device.'}{' '}
        Check it, then send it when you are ready.
      </p>
      <button type="button" className="harbor-link-button" onClick={onStartOver}>
        Start over with an empty form
      </button>
    </div>
  );
}

/** Under a form that keeps a draft: where the draft is kept (nowhere on a shared computer). */
export function DraftSavedHint() {
  const sharedComputer = useSharedComputerMode();
  return (
    <p className="harbor-hint">
      {sharedComputer
        ? "On a shared computer, this isn't saved on the device: your draft is gone if you reload or close this tab."
        : 'Your draft is saved on this device as you type, until it is sent.'}
    </p>
  );
}

/**
 * A field only robots fill in. Out of sight and out of the tab order; people never see it, so a
 * form that arrives with it filled can be dropped quietly.
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
    <div className="harbor-form__trap" aria-hidden="true">
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
