import { AccountForm } from './account-form';
import { FormField } from './form-field';
import { useCredentialsForm } from './use-credentials-form';
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
export function SignUpForm(props: SignUpFormProps) {
  const { linkComponent: Link = DefaultLink } = props;
  const form = useCredentialsForm({ fullName: '', email: '', password: '' }, props);

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
      {form.credentialFields('new-password')}
    </AccountForm>
  );
}
