import { useFormsI18n } from './i18n-forms';
import type { ReactNode } from 'react';
import { AccountForm } from './account-form';
import { useCredentialsForm } from './use-credentials-form';
import { DefaultLink, type LinkComponent } from './link';
import type { NavItem } from './nav-items';

/** What `SignInForm` sends. */
export interface SignInFormValues {
  /** The email address typed, trimmed. */
  email: string;
  /** The password typed. */
  password: string;
  /** The "This is a shared or public computer" box; false when the form does not offer it. */
  sharedComputer: boolean;
}

/** The props of `SignInForm`. */
export interface SignInFormProps {
  /** Called on submit when every field is filled in, with the values typed. */
  onSubmit(values: SignInFormValues): void | Promise<void>;
  /** While true the button is disabled and reads "Signing in…". */
  submitting?: boolean;
  /** A message to show, e.g. the service's answer to a failed sign-in. */
  error?: string | null;
  /** When given, a "Forgot your password?" button calls it. */
  onForgotPassword?: () => void;
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
   * The link under the button for someone with no account ("Don't have an account? Get
   * Started"). Default `{ label: 'Get Started', href: '/signup' }`; `null` for none.
   */
  signUpLink?: NavItem | null;
  /**
   * Where help is when JavaScript is off (see `FormNeedsJavaScript`'s `help`; default the nearest
   * `NoScriptHelpProvider`'s).
   */
  noScriptHelp?: ReactNode;
}

/**
 * Email and password sign-in. The form keeps what was typed itself, so an error never loses it;
 * an empty email or password is caught here without calling `onSubmit`.
 */
export function SignInForm(props: SignInFormProps) {
  const {
    onForgotPassword,
    linkComponent: Link = DefaultLink,
    signUpLink: givenSignUpLink,
  } = props;
  const i18n = useFormsI18n();
  const signUpLink =
    givenSignUpLink === undefined
      ? { label: i18n._('signIn.signUpLink'), href: '/signup' }
      : givenSignUpLink;
  const form = useCredentialsForm({ email: '', password: '' }, props);

  return (
    <AccountForm
      form={form}
      action={i18n._('signIn.action')}
      noScriptHelp={props.noScriptHelp}
      submit={{ label: i18n._('signIn.submit'), pendingLabel: i18n._('signIn.pending') }}
      after={
        signUpLink ? (
          <p className="harbor-form__switch">
            {i18n._('signIn.noAccount')} <Link href={signUpLink.href}>{signUpLink.label}</Link>
          </p>
        ) : null
      }
    >
      {form.credentialFields('current-password')}
      {onForgotPassword ? (
        <button type="button" className="harbor-link-button" onClick={onForgotPassword}>
          {i18n._('signIn.forgotPassword')}
        </button>
      ) : null}
    </AccountForm>
  );
}
