import { useFormsI18n } from './i18n-forms';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { FormNeedsConnection } from './form-needs-connection';
import { FormNeedsJavaScript } from './form-needs-javascript';
import {
  DraftNotice,
  DraftSavedHint,
  type DraftKeeping,
  SubmissionFailure,
  SuccessHeading,
  TrapField,
} from './form-status';

/** What `SubmissionForm` reads from `useFormSubmission`'s result (pass the result as it is). */
export interface SubmissionFormState {
  /** The ref for the `<form>` (used to focus a field that failed its check). */
  formRef: Ref<HTMLFormElement>;
  /**
   * The form's `onSubmit`: checks the fields, then sends them (a second submit while pending is
   * ignored).
   */
  handleSubmit(event: FormEvent<HTMLFormElement>): void;
  /** A draft from last time was put back: the form says so, with "Start over". */
  restored: boolean;
  /** Empties the form and forgets its draft ("Start over"). */
  startOver(): void;
  /** The form keeps a draft: `DraftSavedHint` under the submit button. */
  keepsDraft?: boolean | undefined;
  /** The visitor's choice to keep the draft on this device, offered under the submit button. */
  draftKeeping?: DraftKeeping | null | undefined;
  /** The message of the last failed submit, or null. */
  failure: string | null;
  /** How many submits failed: the failure alert is keyed with it, so each one is announced. */
  failures: number;
  /** True from submit until the data call answers (the button is disabled, saying "Sending…"). */
  pending: boolean;
  /** Submits the same values again (the failure alert's Retry). */
  retry(): unknown;
  /** With `useFormSubmission`'s `trap` option: the robots-only field, after the fields. */
  trap?: { value: string; setValue(value: string): void } | null | undefined;
}

/** The props of `SubmissionForm`. */
export interface SubmissionFormProps {
  /** `useFormSubmission`'s result. */
  form: SubmissionFormState;
  /**
   * What the form does, as the start of a sentence ("Sending a message"): the no-JavaScript and
   * offline notices say it.
   */
  action: string;
  /** The form's classes. Default: "harbor-form". */
  className?: string | undefined;
  /** Say, in a `<noscript>`, that the form needs JavaScript (default true). */
  needsJavaScript?: boolean | undefined;
  /**
   * Where help is when JavaScript is off (see `FormNeedsJavaScript`'s `help`; default the nearest
   * `NoScriptHelpProvider`'s).
   */
  noScriptHelp?: ReactNode | undefined;
  /** Say, while offline, that sending needs a connection (default true; false for a form that works offline). */
  needsConnection?: boolean | undefined;
  /**
   * Where a failed submit's alert goes: `'start'` (default), above the fields, with a Retry that
   * sends the same fields again; `'end'`, after the fields, just above the submit button (which
   * sends again, so no Retry); `null` when the form shows failures itself (e.g. in an
   * `ErrorSummary`).
   */
  failureAt?: 'start' | 'end' | null | undefined;
  /**
   * The submit button, after the fields: its label, and what it says while sending (default
   * "Sending…"; it is disabled then). Leave it out to put a button of your own in `children`.
   */
  submit?:
    | {
        label: ReactNode;
        pendingLabel?: ReactNode;
        /** More classes after "harbor-button harbor-button--primary" (e.g. "harbor-form__submit"). */
        className?: string | undefined;
      }
    | undefined;
  /** The robots-only field's id (with the `trap` option). Default: one of React's `useId`, then "-website". */
  trapId?: string | undefined;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame every form that sends shares, around its fields, in one order: the `<form>` (no
 * browser validation; `useFormSubmission` checks and submits), the no-JavaScript and offline
 * notices, the restored-draft notice, the failure alert (keyed by attempt, so each failure takes
 * focus and is announced), the fields, the robots-only trap field, the submit button and the
 * draft hint.
 */
export function SubmissionForm({
  form,
  action,
  className = 'harbor-form',
  needsJavaScript = true,
  noScriptHelp,
  needsConnection = true,
  failureAt = 'start',
  submit,
  trapId,
  children,
}: SubmissionFormProps) {
  const ownId = useId();
  const i18n = useFormsI18n();
  const failure = form.failure ? (
    <SubmissionFailure
      key={form.failures}
      message={form.failure}
      onRetry={failureAt === 'start' ? () => void form.retry() : undefined}
    />
  ) : null;
  return (
    <form ref={form.formRef} className={className} noValidate onSubmit={form.handleSubmit}>
      {needsJavaScript ? <FormNeedsJavaScript action={action} help={noScriptHelp} /> : null}
      {needsConnection ? <FormNeedsConnection action={action} /> : null}
      {form.restored ? (
        <DraftNotice
          onStartOver={form.startOver}
          inThisTab={form.draftKeeping ? !form.draftKeeping.kept : false}
        />
      ) : null}
      {failureAt === 'start' ? failure : null}
      {children}
      {form.trap ? (
        <TrapField
          id={trapId ?? `${ownId}-website`}
          value={form.trap.value}
          onChange={form.trap.setValue}
        />
      ) : null}
      {failureAt === 'end' ? failure : null}
      {submit ? (
        <button
          type="submit"
          className={`harbor-button harbor-button--primary${submit.className ? ` ${submit.className}` : ''}`}
          disabled={form.pending}
        >
          {form.pending ? (submit.pendingLabel ?? i18n._('form.sending')) : submit.label}
        </button>
      ) : null}
      {form.keepsDraft ? <DraftSavedHint keeping={form.draftKeeping} /> : null}
    </form>
  );
}

/** The props of `SuccessPanel`. */
export interface SuccessPanelProps {
  /** The heading, focused when the panel appears (it names the panel). */
  title: ReactNode;
  /** The heading's id. Default: one of React's `useId`. */
  id?: string | undefined;
  /** What happens next. */
  children?: ReactNode;
  /** A button back to an empty form ("Send another message"), e.g. `useFormSubmission`'s `startAgain`. */
  again?: { label: ReactNode; onClick(): void } | undefined;
}

/**
 * What replaces a form once it is sent: a section named by its heading, which takes focus so
 * keyboard and screen reader users land on the news; what happens next; and, if given, a button
 * to fill the form in again.
 */
export function SuccessPanel({ title, id, children, again }: SuccessPanelProps) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section className="harbor-form__success" aria-labelledby={headingId}>
      <SuccessHeading id={headingId}>{title}</SuccessHeading>
      {children}
      {again ? (
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={again.onClick}
        >
          {again.label}
        </button>
      ) : null}
    </section>
  );
}
