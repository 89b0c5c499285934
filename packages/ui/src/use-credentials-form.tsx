import { useFormsI18n } from './i18n-forms';
import { EMAIL_FIELD, PASSWORD_FIELD, useAccountForm } from './account-form';
import { hasCredentials } from './credentials';
import { FormField } from './form-field';
import { SharedComputerField, useSharedComputerChoice } from './shared-computer-field';

type Credentials<Name extends string> = Record<Name | 'email' | 'password', string>;

/** What the sign-in and sign-up forms' props share (the forms' own props, as they are). */
export interface CredentialsFormOptions<Name extends string> {
  onSubmit(values: NoInfer<Credentials<Name>> & { sharedComputer: boolean }): void | Promise<void>;
  submitting?: boolean | undefined;
  error?: string | null | undefined;
  offerSharedComputer?: boolean | undefined;
  sharedComputerChecked?: boolean | undefined;
}

/**
 * The submit flow of the sign-in and sign-up forms, on `useAccountForm`: an empty email or
 * password is caught with the service's own message; what is sent is every field trimmed but the
 * password, and the shared-computer box (false when the form does not offer it). Takes the form's
 * props as they are; `credentialFields` renders the email, password and (if offered)
 * shared-computer fields.
 * Internal to @harbor-help/ui.
 */
export function useCredentialsForm<Name extends string>(
  initial: Credentials<Name>,
  {
    onSubmit,
    submitting = false,
    error = null,
    offerSharedComputer = false,
    sharedComputerChecked = false,
  }: CredentialsFormOptions<Name>,
) {
  const sharedComputer = useSharedComputerChoice(sharedComputerChecked);
  const i18n = useFormsI18n();
  const form = useAccountForm(initial, {
    error,
    submitting,
    check: ({ email, password }) =>
      hasCredentials(email, password) ? null : i18n._('credentials.missing'),
    send: (values) => {
      const sent: Record<string, string> = {};
      for (const [name, value] of Object.entries<string>(values)) {
        sent[name] = name === 'password' ? value : value.trim();
      }
      return onSubmit({
        ...(sent as Credentials<Name>),
        sharedComputer: offerSharedComputer && sharedComputer.checked,
      });
    },
  });
  return {
    ...form,
    /**
     * The email and password fields (each marked while the check fails and it is empty) and, if
     * offered, the shared-computer box, keyed (a list among the form's children).
     */
    credentialFields(passwordAutoComplete: 'current-password' | 'new-password') {
      return [
        <FormField
          key="email"
          {...EMAIL_FIELD}
          label={i18n._('field.email')}
          {...form.field('email', (email) => email.trim() === '')}
        />,
        <FormField
          key="password"
          {...PASSWORD_FIELD}
          label={i18n._('field.password')}
          autoComplete={passwordAutoComplete}
          {...form.field('password', (password) => password === '')}
        />,
        offerSharedComputer ? (
          <SharedComputerField
            key="shared-computer"
            checked={sharedComputer.checked}
            onChange={sharedComputer.onChange}
          />
        ) : null,
      ];
    },
  };
}
