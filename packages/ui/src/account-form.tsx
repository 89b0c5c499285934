import { formsI18n } from './i18n-forms';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { FormNeedsConnection } from './form-needs-connection';
import { FormNeedsJavaScript } from './form-needs-javascript';
import { useFormFeedback } from './use-form-feedback';

/** The email field of the account forms (spread into `FormField`, with `form.field('email')`). */
export const EMAIL_FIELD = {
  label: formsI18n()._('field.email'),
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  required: true,
} as const;

/** The password field of the account forms; its `autoComplete` is set by each form. */
export const PASSWORD_FIELD = {
  label: formsI18n()._('field.password'),
  name: 'password',
  type: 'password',
  required: true,
} as const;

/** What `useAccountForm` is told by each account form. Internal. */
export interface AccountFormOptions<Name extends string> {
  /** The caller's message, e.g. the service's answer to a failed sign-in. */
  error: string | null;
  /** While true a submit does nothing and the button is disabled. */
  submitting: boolean;
  /** The message when what was typed cannot be sent; null when it can. */
  check(values: Record<Name, string>): string | null;
  /** Sends what was typed (the caller's `onSubmit`, with values trimmed as it needs). */
  send(values: Record<Name, string>): void | Promise<void>;
}

/**
 * The submit flow the account forms share (sign-in, sign-up, password reset, new password): what
 * was typed in each field, kept by the form itself so an error never loses it; one alert for the
 * form's own check and the caller's `error` (see `useFormFeedback`); and a submit that prevents
 * the browser's, does nothing while `submitting`, and either shows the check's message (focusing
 * the alert) or calls `send`. Internal to @harbor-help/ui.
 */
export function useAccountForm<Name extends string>(
  initial: Record<Name, string>,
  { error, submitting, check, send }: AccountFormOptions<Name>,
) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const feedback = useFormFeedback(error, submitting);

  return {
    values,
    feedback,
    submitting,
    /**
     * `FormField`'s id (the form's id, then the name in kebab case), value, onChange and its tie
     * to the alert. `invalid`: whether the field is marked invalid while the form's own check
     * fails (`true`: always then; a test of the field's value: when it holds; left out: never).
     */
    field(name: Name, invalid?: true | ((value: string) => boolean)) {
      const value = values[name];
      return {
        id: `${id}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
        value,
        onChange: (next: string) => setValues((current) => ({ ...current, [name]: next })),
        invalid:
          invalid === undefined
            ? undefined
            : feedback.validationError !== null && (invalid === true || invalid(value)),
        describedBy: feedback.describedBy,
      };
    },
    handleSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (submitting) return;
      const problem = check(values);
      if (problem !== null) {
        feedback.failValidation(problem);
        return;
      }
      feedback.passValidation();
      void send(values);
    },
  };
}

/** The props of `AccountForm`. Internal. */
export interface AccountFormProps {
  /** `useAccountForm`'s result. */
  form: Pick<ReturnType<typeof useAccountForm>, 'feedback' | 'submitting' | 'handleSubmit'>;
  /** What the form does, as the start of a sentence ("Signing in"), for the notices. */
  action: string;
  /** Shown between the notices and the alert (e.g. "a link is on its way"). */
  status?: ReactNode;
  /** The submit button's label, and what it says (disabled) while submitting. */
  submit: { label: ReactNode; pendingLabel: ReactNode };
  /** The fields, and any buttons before the submit button. */
  children: ReactNode;
  /** After the submit button (e.g. "Already have an account?"). */
  after?: ReactNode;
  /**
   * Where help is when JavaScript is off (see `FormNeedsJavaScript`'s `help`; default the nearest
   * `NoScriptHelpProvider`'s).
   */
  noScriptHelp?: ReactNode;
}

/**
 * The frame of the account forms, in one order: the `<form>` (no browser validation), the
 * no-JavaScript and offline notices, `status`, the alert, the fields, the submit button, `after`.
 * Internal to @harbor-help/ui.
 */
export function AccountForm({
  form,
  action,
  status,
  submit,
  children,
  after,
  noScriptHelp,
}: AccountFormProps) {
  const { feedback } = form;
  return (
    <form className="harbor-form" noValidate onSubmit={form.handleSubmit}>
      <FormNeedsJavaScript action={action} help={noScriptHelp} />
      <FormNeedsConnection action={action} />
      {status}
      <FormAlert id={feedback.alertId} message={feedback.message} alertRef={feedback.alertRef} />
      {children}
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={form.submitting}
      >
        {form.submitting ? submit.pendingLabel : submit.label}
      </button>
      {after}
    </form>
  );
}
