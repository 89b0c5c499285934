import { FormNeedsConnection } from './form-needs-connection';
import { FormNeedsJavaScript } from './form-needs-javascript';
import { useId, useState, type FormEvent } from 'react';
import { MISSING_CREDENTIALS_MESSAGE, hasCredentials } from './credentials';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SharedComputerField, useSharedComputerChoice } from './shared-computer-field';
import { DefaultLink, type LinkComponent } from './link';
import { useFormFeedback } from './use-form-feedback';

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
  const id = useId();
  const [fullName, setFullName] = useState('');
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
      fullName: fullName.trim(),
      email: email.trim(),
      password,
      sharedComputer: offerSharedComputer && sharedComputer.checked,
    });
  }

  return (
    <form className="harbor-form" noValidate onSubmit={handleSubmit}>
      <FormNeedsJavaScript action="Creating an account" />
      <FormNeedsConnection action="Creating an account" />
      <FormAlert id={feedback.alertId} message={feedback.message} alertRef={feedback.alertRef} />
      <FormField
        id={`${id}-full-name`}
        label="Full name"
        name="fullName"
        type="text"
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
        describedBy={feedback.describedBy}
      />
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
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
        invalid={feedback.validationError !== null && password === ''}
        describedBy={feedback.describedBy}
      />
      {offerSharedComputer ? (
        <SharedComputerField checked={sharedComputer.checked} onChange={sharedComputer.onChange} />
      ) : null}
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={submitting}
      >
        {submitting ? 'Creating account…' : 'Create account'}
      </button>
      <p className="harbor-form__switch">
        Already have an account? <Link href="/login">Sign In</Link>
      </p>
    </form>
  );
}
