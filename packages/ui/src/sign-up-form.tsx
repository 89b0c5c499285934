import { useFormsI18n } from './i18n-forms';
import type { ReactNode } from 'react';
import { AccountForm } from './account-form';
import { FormField } from './form-field';
import { useCredentialsForm } from './use-credentials-form';
import { DefaultLink, type LinkComponent } from './link';
import type { NavItem } from './nav-items';

/** What `SignUpForm` sends. */
export interface SignUpFormValues {
  /** The name typed in "Full Name", trimmed. */
  fullName: string;
  /** The email address typed, trimmed. */
  email: string;
  /** The password typed. */
  password: string;
  /** The "This is a shared or public computer" box; false when the form does not offer it. */
  sharedComputer: boolean;
}

/** The props of `SignUpForm`. */
export interface SignUpFormProps {
  /** Called on submit when every field is filled in, with the values typed. */
  onSubmit(values: SignUpFormValues): void | Promise<void>;
  /** While true the button is disabled and reads "Creating account…". */
  submitting?: boolean;
  /** A message to show, e.g. the service's answer to a failed sign-up. */
  error?: string | null;
  /**
   * The component links are rendered with (your router's link, say); default `DefaultLink`, a plain
   * `<a href>`.
   */
  linkComponent?: LinkComponent;
  /** Offers "This is a shared or public computer" (off unless `sharedComputerChecked`). */
  offerSharedComputer?: boolean;
  /** Whether that box starts checked (Harbor's site: when this tab is already in that mode). */
  sharedComputerChecked?: boolean;
  /**
   * The link under the button for someone with an account ("Already have an account? Sign
   * In"). Default `{ label: 'Sign In', href: '/login' }`; `null` for none.
   */
  signInLink?: NavItem | null;
  /**
   * Where help is when JavaScript is off (see `FormNeedsJavaScript`'s `help`; default the nearest
   * `NoScriptHelpProvider`'s).
   */
  noScriptHelp?: ReactNode;
}

/**
 * Create an account with a full name, email and password. The form keeps what was typed itself,
 * so an error never loses it; an empty email or password is caught here without calling `onSubmit`.
 */
export function SignUpForm(props: SignUpFormProps) {
  const { linkComponent: Link = DefaultLink, signInLink: givenSignInLink } = props;
  const i18n = useFormsI18n();
  const signInLink =
    givenSignInLink === undefined
      ? { label: i18n._('signUp.signInLink'), href: '/login' }
      : givenSignInLink;
  const form = useCredentialsForm({ fullName: '', email: '', password: '' }, props);

  return (
    <AccountForm
      form={form}
      action={i18n._('signUp.action')}
      noScriptHelp={props.noScriptHelp}
      submit={{ label: i18n._('signUp.submit'), pendingLabel: i18n._('signUp.pending') }}
      after={
        signInLink ? (
          <p className="harbor-form__switch">
            {i18n._('signUp.haveAccount')} <Link href={signInLink.href}>{signInLink.label}</Link>
          </p>
        ) : null
      }
    >
      <FormField
        label={i18n._('signUp.fullName')}
        name="fullName"
        type="text"
        autoComplete="name"
        {...form.field('fullName')}
      />
      {form.credentialFields('new-password')}
    </AccountForm>
  );
}
