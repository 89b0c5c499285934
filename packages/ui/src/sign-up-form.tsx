import { AccountForm, EMAIL_FIELD, PASSWORD_FIELD, useAccountForm } from './account-form';
import { MISSING_CREDENTIALS_MESSAGE, hasCredentials } from './credentials';
import { FormField } from './form-field';
import { SharedComputerField, useSharedComputerChoice } from './shared-computer-field';
import { DefaultLink, type LinkComponent } from './link';

export interface SignUpFormValues {
  fullName: string;
  email: string;
  password: string;
  /** The "This is a shared or public computer" box; false when the form does not offer it. */
  sharedComputer: boolean;
}

export interface SignUpFormProps {
  onSubmit(values: SignUpFormValues): void | Promise<void>;
  /** While true the button is disabled and reads "Creating account…". */
  submitting?: boolean;
  /** A message to show, e.g. the service's answer to a failed sign-up. */
  error?: string | null;
  linkComponent?: LinkComponent;
  /** Offers "This is a shared or public computer" (off unless `sharedComputerChecked`). */
  offerSharedComputer?: boolean;
  /** Whether that box starts checked (Harbor's site: when this tab is already in that mode). */
  sharedComputerChecked?: boolean;
}

/**
 * Create an account with a full name, email and password. The form keeps what was typed itself,
 * so an error never loses it; an empty email or password is caught here without calling `onSubmit`.
 */
export function SignUpForm({
  onSubmit,
  submitting = false,
  error = null,
  linkComponent: Link = DefaultLink,
  offerSharedComputer = false,
  sharedComputerChecked = false,
}: SignUpFormProps) {
  const sharedComputer = useSharedComputerChoice(sharedComputerChecked);
  const form = useAccountForm(
    { fullName: '', email: '', password: '' },
    {
      error,
      submitting,
      check: ({ email, password }) =>
        hasCredentials(email, password) ? null : MISSING_CREDENTIALS_MESSAGE,
      send: ({ fullName, email, password }) =>
        onSubmit({
          fullName: fullName.trim(),
          email: email.trim(),
          password,
          sharedComputer: offerSharedComputer && sharedComputer.checked,
        }),
    },
  );

  return (
    <AccountForm
      form={form}
      action="Creating an account"
      submit={{ label: 'Create account', pendingLabel: 'Creating account…' }}
      after={
        <p className="harbor-form__switch">
          Already have an account? <Link href="/login">Sign In</Link>
        </p>
      }
    >
      <FormField
        label="Full name"
        name="fullName"
        type="text"
        autoComplete="name"
        {...form.field('fullName')}
      />
      <FormField {...EMAIL_FIELD} {...form.field('email', (email) => email.trim() === '')} />
      <FormField
        {...PASSWORD_FIELD}
        autoComplete="new-password"
        {...form.field('password', (password) => password === '')}
      />
      {offerSharedComputer ? (
        <SharedComputerField checked={sharedComputer.checked} onChange={sharedComputer.onChange} />
      ) : null}
    </AccountForm>
  );
}
