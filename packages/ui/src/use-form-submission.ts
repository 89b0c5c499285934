import { formsI18n, useFormsI18n } from './i18n-forms';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { draftKey, useFormDraft, type DraftStorage } from './use-form-draft';

/**
 * What a form's data call answers: done (with what it returned), or an error with the message to
 * show. The same shape as an app's data layer result (`{ ok: false, error: { message, … } }`), so
 * a data call's answer is handed over as it is.
 */
export type SubmissionResult<T = void> =
  | (undefined extends T ? { ok: true; data?: T } : { ok: true; data: T })
  | { ok: false; error: { message: string } };

/** A message per field that did not pass, in words a visitor can act on. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Said when the data call throws and the form maps nothing itself (in English; the form says it in
 * `UiLocaleProvider`'s language).
 */
export const UNEXPECTED_FAILURE_MESSAGE = formsI18n()._('form.unexpectedFailure');

/** Where a `useFormSubmission` form is: not sent yet, sending, sent, or failed. */
export type SubmissionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The options of `useFormSubmission`. */
export interface FormSubmissionOptions<V extends object, T> {
  /** The empty form. */
  initialValues: V;
  /** The form's own checks. Nothing is sent while any field has a message. */
  validate?: ((values: V) => FieldErrors<V>) | undefined;
  /** The fields in the order they appear: the first with a message gets focus. */
  fieldOrder?: readonly (keyof V & string)[] | undefined;
  /** The data call (one line: `(values) => insertRow(...)`). May throw; see `errorMessage`. */
  submit(values: V): Promise<SubmissionResult<T>> | SubmissionResult<T>;
  /** Maps a thrown error (a server or network failure) to the message shown. */
  errorMessage?: ((thrown: unknown) => string) | undefined;
  /** Called after a successful submit, before the form is emptied. */
  onSuccess?: ((data: T, values: V) => void | Promise<void>) | undefined;
  /**
   * Keep a draft of what is typed until it is sent, under `draftKey(name)` in the storage
   * registry's `formDrafts` keys: for this tab only unless the visitor chooses to keep it on this
   * device (`SubmissionForm` offers the choice); this page's memory only in shared-computer mode.
   */
  draft?:
    | {
        name: string;
        parse(stored: unknown): V | null;
        /** Where drafts live; defaults to `keptStore` (this tab, or this device when chosen). */
        storage?: DraftStorage | null | undefined;
      }
    | undefined;
  /** Empty the form after a successful submit (default true). */
  resetOnSuccess?: boolean | undefined;
  /**
   * Add a field only robots fill in (`SubmissionForm` renders it as a `TrapField`). A submit that
   * arrives with it filled passes the checks as usual, then looks sent and sends nothing (the
   * data call is skipped; the result's data is undefined, so use it where `submit` returns none).
   */
  trap?: boolean | undefined;
  /**
   * Where focus goes after a failed check: the first field with a message (default), or nowhere
   * (the form shows an `ErrorSummary` keyed by `failedChecks`, which takes focus).
   */
  focusOnInvalid?: 'field' | 'summary' | undefined;
}

function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList && element[0] instanceof HTMLElement)
    element[0].focus();
}

/**
 * The first field a visitor fills in: not a hidden, disabled or robots-only one (`TrapField` sits
 * in an `aria-hidden` box), not a button.
 */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  for (const element of Array.from(form?.elements ?? [])) {
    if (
      (element instanceof HTMLInputElement && element.type !== 'hidden') ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      if (!element.disabled && !element.closest('[aria-hidden="true"]')) return element;
    }
  }
  return null;
}

/**
 * The submit flow every Harbor form shares: its checks (a message per field, focus on the first),
 * a pending state that ignores a second submit, the data call, a failure message that keeps every
 * field as typed (with a Retry that sends them again), and, if asked, a draft kept until sent.
 */
export function useFormSubmission<V extends object, T = void>(
  options: FormSubmissionOptions<V, T>,
) {
  const { initialValues, draft: draftOptions, resetOnSuccess = true } = options;
  const draft = useFormDraft<V>({
    key: draftOptions ? draftKey(draftOptions.name) : null,
    empty: initialValues,
    parse: draftOptions?.parse,
    storage: draftOptions?.storage,
  });
  const latestOptions = useRef(options);
  const i18n = useFormsI18n();
  latestOptions.current = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const [failedChecks, setFailedChecks] = useState(0);
  const [result, setResult] = useState<{ data: T; values: V } | null>(null);
  const [trapValue, setTrapValue] = useState('');
  const latestTrap = useRef(trapValue);
  latestTrap.current = trapValue;
  const pending = useRef(false);
  const values = draft.values;
  const latestValues = useRef(values);
  latestValues.current = values;

  /** Changes one field; its message goes as soon as the field is fixed. */
  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      draft.update(field, value);
      setErrors((current) => {
        const key = field as keyof V & string;
        if (!current[key]) return current;
        const validate = latestOptions.current.validate;
        const next = { ...latestValues.current, [field]: value };
        if (validate && validate(next)[key]) return current;
        const rest = { ...current };
        delete rest[key];
        return rest;
      });
    },
    [draft],
  );

  const run = useCallback(async () => {
    if (pending.current) return;
    const { validate, fieldOrder, submit, errorMessage, onSuccess, focusOnInvalid } =
      latestOptions.current;
    const current = latestValues.current;
    const found: FieldErrors<V> = validate ? validate(current) : {};
    setErrors(found);
    const invalid = (fieldOrder ?? (Object.keys(found) as (keyof V & string)[])).filter(
      (field) => found[field],
    );
    if (Object.keys(found).some((field) => found[field as keyof V & string])) {
      setFailure(null);
      setFailedChecks((count) => count + 1);
      if (focusOnInvalid !== 'summary' && invalid[0]) focusField(formRef.current, invalid[0]);
      return;
    }
    pending.current = true;
    setStatus('pending');
    setFailure(null);
    let outcome: SubmissionResult<T>;
    try {
      // A robot filled in the trap: it looks sent, and nothing is.
      outcome =
        latestOptions.current.trap && latestTrap.current !== ''
          ? ({ ok: true, data: undefined } as SubmissionResult<T>)
          : await submit(current);
      if (outcome.ok) await onSuccess?.(outcome.data as T, current);
    } catch (thrown) {
      outcome = {
        ok: false,
        error: { message: (errorMessage ?? (() => i18n._('form.unexpectedFailure')))(thrown) },
      };
    }
    pending.current = false;
    if (outcome.ok) {
      setResult({ data: outcome.data as T, values: current });
      if (resetOnSuccess) draft.reset();
      setStatus('succeeded');
    } else {
      setFailure(outcome.error.message);
      setFailures((count) => count + 1);
      setStatus('failed');
    }
  }, [draft, resetOnSuccess, i18n]);

  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run();
    },
    [run],
  );

  /** Back to an empty form after a success ("Send another message"). */
  const startAgain = useCallback(() => {
    setResult(null);
    setErrors({});
    setFailure(null);
    setStatus('idle');
  }, []);

  /**
   * Empties the form and forgets its draft ("Start over"). The notice goes with its button, so
   * focus moves to the form's first field, where the visitor starts again.
   */
  const focusFirstField = useRef(false);
  const startOver = useCallback(() => {
    draft.reset();
    setErrors({});
    setFailure(null);
    setStatus('idle');
    focusFirstField.current = true;
  }, [draft]);
  useEffect(() => {
    if (!focusFirstField.current) return;
    focusFirstField.current = false;
    firstField(formRef.current)?.focus();
  });

  return {
    values,
    setValue,
    /** Fills fields still empty (e.g. a signed-in user's email) until the user types. */
    prefill: draft.prefill,
    errors,
    /** Shows a message on a field from outside the form's checks (e.g. a service's answer). */
    setErrors,
    status,
    /** True from submit until the data call answers: disable the button, say "Sending…". */
    pending: status === 'pending',
    /** The message of the last failed submit, or null. */
    failure,
    /** How many submits failed: key the failure alert with it, so each one is announced. */
    failures,
    /** How many submits stopped at the form's checks: an ErrorSummary's `focusKey`. */
    failedChecks,
    /** What the data call returned and the values sent, after a success. */
    result,
    /** A draft from last time was put back. */
    restored: draft.restored,
    /** The form keeps a draft (the `draft` option): `SubmissionForm` says where, under the button. */
    keepsDraft: Boolean(draftOptions),
    /**
     * With the default draft storage: whether the visitor chose to keep the draft on this device,
     * and how to change that (`SubmissionForm` renders the choice). Else null.
     */
    draftKeeping: draft.canKeepOnDevice
      ? { kept: draft.keptOnDevice, keep: draft.keepOnThisDevice }
      : null,
    /** The robots-only field's value, with the `trap` option (else null). */
    trap: options.trap ? { value: trapValue, setValue: setTrapValue } : null,
    formRef,
    handleSubmit,
    /** Submits the same values again (the failure's Retry). */
    retry: run,
    startAgain,
    startOver,
  };
}
