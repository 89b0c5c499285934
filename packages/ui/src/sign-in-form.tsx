import { FormNeedsConnection } from './form-needs-connection';
import { FormNeedsJavaScript } from './form-needs-javascript';
import { useId, useState, type FormEvent } from 'react';
import { MISSING_CREDENTIALS_MESSAGE, hasCredentials } from './credentials';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SharedComputerField, useSharedComputerChoice } from './shared-computer-field';
import { DefaultLink, type LinkComponent } from './link';
import { useFormFeedback } from './use-form-feedback';

export interface SignInFormValues {
  email: string;
  password: string;
  /** The "This is a shared or public computer" box; false when the form does not offer it. */
  sharedComputer: boolean;
}

export interface SignInFormProps {
  onSubmit(values: SignInFormValues): void | Promise<void>;
  /** While true the button is disabled and reads "Signing in…". */
  submitting?: boolean;
  /** A message to show, e.g. the service's answer to a failed sign-in. */
  error?: string | null;
  /** When given, a "Forgot your password?" button calls it. */
  onForgotPassword?: () => void;
  linkComponent?: LinkComponent;
  /** Offers "This is a shared or public computer" (off unless `sharedComputerChecked`). */
  offerSharedComputer?: boolean;
  /** Whether that box starts checked (Harbor's site: when this tab is already in that mode). */
  sharedComputerChecked?: boolean;
}

/**
 * Email and password sign-in. The form keeps what was typed itself, so an error never loses it;
 * an empty email or password is caught here without calling `onSubmit`.
 */
export function SignInForm({
  onSubmit,
  submitting = false,
  error = null,
  onForgotPassword,
  linkComponent: Link = DefaultLink,
  offerSharedComputer = false,
  sharedComputerChecked = false,
}: SignInFormProps) {
  const sharedComputer = useSharedComputerChoice(sharedComputerChecked);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const feedback = useFormFeedback(error, submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!hasCredentials(email, password)) {
      feedback.failValidation(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    feedback.passValidation();
    void onSubmit({
      email: email.trim(),
      password,
      sharedComputer: offerSharedComputer && sharedComputer.checked,
    });
  }

  return (
    <form className="harbor-form" noValidate onSubmit={handleSubmit}>
      <FormNeedsJavaScript action="Signing in" />
      <FormNeedsConnection action="Signing in" />
      <FormAlert id={feedback.alertId} message={feedback.message} alertRef={feedback.alertRef} />
      <FormField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        invalid={feedback.validationError !== null && email.trim() === ''}
        describedBy={feedback.describedBy}
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
        invalid={feedback.validationError !== null && password === ''}
        describedBy={feedback.describedBy}
      />
      {offerSharedComputer ? (
        <SharedComputerField checked={sharedComputer.checked} onChange={sharedComputer.onChange} />
      ) : null}
      {onForgotPassword ? (
        <button type="button" className="harbor-link-button" onClick={onForgotPassword}>
          Forgot your password?
        </button>
      ) : null}
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={submitting}
      >
        {submitting ? 'Signing in…' : 'Sign In'}
      </button>
      <p className="harbor-form__switch">
        Don&apos;t have an account? <Link href="/signup">Get Started</Link>
      </p>
    </form>
  );
}
