import { AccountForm, EMAIL_FIELD, useAccountForm } from './account-form';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

/** What `PasswordResetRequestForm` says when the email is empty. */
export const MISSING_EMAIL_MESSAGE = 'Please enter the email address you signed up with.';

/** The props of `PasswordResetRequestForm`. */
export interface PasswordResetRequestFormProps {
  /** Called with the email address typed (trimmed) when the form is submitted with one. */
  onSubmit(values: { email: string }): void | Promise<void>;
  /** While true the button is disabled and reads "Sending…". */
  submitting?: boolean;
  /** A message to show above the form, e.g. the service's answer to a failed request. */
  error?: string | null;
  /**
   * Where help is when JavaScript is off (see `FormNeedsJavaScript`'s `help`; default the nearest
   * `NoScriptHelpProvider`'s).
   */
  noScriptHelp?: ReactNode;
  /** Once the link has been sent: a confirmation shows above the form. */
  sent?: boolean;
}

/** Asks for the email to send a password-reset link to. */
export function PasswordResetRequestForm({
  onSubmit,
  submitting = false,
  error = null,
  noScriptHelp,
  sent = false,
}: PasswordResetRequestFormProps) {
  const form = useAccountForm(
    { email: '' },
    {
      error,
      submitting,
      check: ({ email }) => (email.trim() === '' ? MISSING_EMAIL_MESSAGE : null),
      send: ({ email }) => onSubmit({ email: email.trim() }),
    },
  );

  return (
    <AccountForm
      form={form}
      noScriptHelp={noScriptHelp}
      action="Asking for a reset link"
      status={
        <div role="status" className="harbor-form__status-region">
          {sent && !form.feedback.message ? (
            <p className="harbor-form__status">
              If an account exists for that email, a link to reset your password is on its way.
              Please check your inbox (and your spam folder).
            </p>
          ) : null}
        </div>
      }
      submit={{
        label: sent ? 'Send the link again' : 'Send reset link',
        pendingLabel: 'Sending…',
      }}
    >
      <FormField {...EMAIL_FIELD} {...form.field('email', true)} />
    </AccountForm>
  );
}
