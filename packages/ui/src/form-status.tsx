import { useFormsI18n } from './i18n-forms';
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
  const i18n = useFormsI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="harbor-form__alert harbor-form__failure" role="alert" tabIndex={-1}>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="harbor-button harbor-button--secondary" onClick={onRetry}>
          {i18n._('form.retry')}
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
  const i18n = useFormsI18n();
  return (
    <div className="harbor-form__draft" role="status">
      <p>
        {sharedComputer || inThisTab ? i18n._('draft.keptInTab') : i18n._('draft.keptOnDevice')}{' '}
        {i18n._('draft.check')}
      </p>
      <button type="button" className="harbor-link-button" onClick={onStartOver}>
        {i18n._('draft.startOver')}
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
  const i18n = useFormsI18n();
  if (sharedComputer) {
    return <p className="harbor-hint">{i18n._('draft.notSavedShared')}</p>;
  }
  if (!keeping) return <p className="harbor-hint">{i18n._('draft.savedAsYouType')}</p>;
  return (
    <div className="harbor-form__keep">
      <Checkbox
        id={`${id}-keep`}
        name="keepOnThisDevice"
        label={i18n._('draft.keepOnDevice')}
        checked={keeping.kept}
        onChange={(on) => void keeping.keep(on)}
        hint={i18n._('draft.keepOnDeviceHint')}
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
  const i18n = useFormsI18n();
  return (
    <div className="harbor-form__trap" aria-hidden="true">
      <label htmlFor={id}>{i18n._('form.trapLabel')}</label>
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
