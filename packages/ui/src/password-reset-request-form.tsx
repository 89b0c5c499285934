import { formsI18n, useFormsI18n } from './i18n-forms';
import { AccountForm, EMAIL_FIELD, useAccountForm } from './account-form';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

/** What `PasswordResetRequestForm` says when the email is empty. */
export const MISSING_EMAIL_MESSAGE = formsI18n()._('resetRequest.missingEmail');

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
  const i18n = useFormsI18n();
  const form = useAccountForm(
    { email: '' },
    {
      error,
      submitting,
      check: ({ email }) => (email.trim() === '' ? i18n._('resetRequest.missingEmail') : null),
      send: ({ email }) => onSubmit({ email: email.trim() }),
    },
  );

  return (
    <AccountForm
      form={form}
      noScriptHelp={noScriptHelp}
      action={i18n._('resetRequest.action')}
      status={
        <div role="status" className="harbor-form__status-region">
          {sent && !form.feedback.message ? (
            <p className="harbor-form__status">{i18n._('resetRequest.sent')}</p>
          ) : null}
        </div>
      }
      submit={{
        label: sent ? i18n._('resetRequest.sendAgain') : i18n._('resetRequest.submit'),
        pendingLabel: i18n._('form.sending'),
      }}
    >
      <FormField {...EMAIL_FIELD} label={i18n._('field.email')} {...form.field('email', true)} />
    </AccountForm>
  );
}
