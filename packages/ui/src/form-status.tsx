import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Checkbox } from './choice-group';
import { useSharedComputerMode } from './use-shared-computer-mode';

/** The props of `SubmissionFailure`. */
export interface SubmissionFailureProps {
  /** What went wrong, shown in the alert. */
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
export function SuccessHeading({
  id,
  children,
}: {
  /** The heading's id, for the panel's `aria-labelledby`. */
  id: string;
  /** The heading's text. */
  children: ReactNode;
}) {
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
export function DraftNotice({
  onStartOver,
  inThisTab = false,
}: {
  /** Called by "Start over": empty the form and forget the draft. */
  onStartOver(): void;
  /** The draft came back from this tab's storage, not from the device's. */
  inThisTab?: boolean | undefined;
}) {
  const sharedComputer = useSharedComputerMode();
  return (
    <div className="harbor-form__draft" role="status">
      <p>
        {sharedComputer || inThisTab
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

/** Whether a draft is kept on this device, and how to change that (`useFormSubmission`'s `draftKeeping`). */
export interface DraftKeeping {
  /**
   * Whether the visitor chose to keep the draft on this device (else it is kept for this tab only).
   */
  kept: boolean;
  /** Keeps the draft on this device (`true`) or for this tab only (`false`). */
  keep(on: boolean): unknown;
}

/**
 * Under a form that keeps a draft: where the draft is kept. With `keeping`, the visitor's choice:
 * this tab only (the default: nothing is left for the next person who opens the browser), or
 * "Keep this on this device". On a shared computer, nowhere but this page.
 */
export function DraftSavedHint({ keeping }: { keeping?: DraftKeeping | null | undefined } = {}) {
  const sharedComputer = useSharedComputerMode();
  const id = useId();
  if (sharedComputer) {
    return (
      <p className="harbor-hint">
        On a shared computer, this isn&apos;t saved on the device: your draft is gone if you reload
        or close this tab.
      </p>
    );
  }
  if (!keeping)
    return <p className="harbor-hint">Your draft is saved as you type, until it is sent.</p>;
  return (
    <div className="harbor-form__keep">
      <Checkbox
        id={`${id}-keep`}
        name="keepOnThisDevice"
        label="Keep this on this device"
        checked={keeping.kept}
        onChange={(on) => void keeping.keep(on)}
        hint="What you type is kept in this tab only, until you send it or close the tab. Tick this to keep it on this device instead: anyone who uses this device could then see it. Quick exit always removes it."
      />
    </div>
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
  /** The input's id, for its label. */
  id: string;
  /** What is in the field (empty unless a robot filled it). */
  value: string;
  /** Called with the new text on every change. */
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
