import { formsI18n, useFormsI18n } from './i18n-forms';
import { AccountForm, PASSWORD_FIELD, useAccountForm } from './account-form';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

/** What `NewPasswordForm` says when the new password is empty. */
export const MISSING_NEW_PASSWORD_MESSAGE = formsI18n()._('newPassword.missing');

/** The props of `NewPasswordForm`. */
export interface NewPasswordFormProps {
  /** Called on submit with the new password typed (the form refuses an empty one). */
  onSubmit(values: { password: string }): void | Promise<void>;
  /** While true the button is disabled and reads "Saving…". */
  submitting?: boolean;
  /** A message to show above the form, e.g. the service's answer to a failed update. */
  error?: string | null;
  /**
   * Where help is when JavaScript is off (see `FormNeedsJavaScript`'s `help`; default the nearest
   * `NoScriptHelpProvider`'s).
   */
  noScriptHelp?: ReactNode;
}

/** Sets a new password after following a password-reset link. */
export function NewPasswordForm({
  onSubmit,
  submitting = false,
  error = null,
  noScriptHelp,
}: NewPasswordFormProps) {
  const i18n = useFormsI18n();
  const form = useAccountForm(
    { password: '' },
    {
      error,
      submitting,
      check: ({ password }) => (password === '' ? i18n._('newPassword.missing') : null),
      send: ({ password }) => onSubmit({ password }),
    },
  );

  return (
    <AccountForm
      form={form}
      noScriptHelp={noScriptHelp}
      action={i18n._('newPassword.action')}
      submit={{ label: i18n._('newPassword.submit'), pendingLabel: i18n._('newPassword.pending') }}
    >
      <FormField
        {...PASSWORD_FIELD}
        label={i18n._('newPassword.label')}
        autoComplete="new-password"
        {...form.field('password', true)}
      />
    </AccountForm>
  );
}
