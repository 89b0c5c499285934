import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useAlertFocus } from './use-alert-focus';

export const MISSING_EMAIL_MESSAGE = 'Please enter the email address you signed up with.';

export interface PasswordResetRequestFormProps {
  onSubmit(values: { email: string }): void | Promise<void>;
  /** While true the button is disabled and reads "Sending…". */
  submitting?: boolean;
  error?: string | null;
  /** Once the link has been sent: a confirmation shows above the form. */
  sent?: boolean;
}

/** Asks for the email to send a password-reset link to. */
export function PasswordResetRequestForm({
  onSubmit,
  submitting = false,
  error = null,
  sent = false,
}: PasswordResetRequestFormProps) {
  const id = useId();
  const alertId = `${id}-alert`;
  const [email, setEmail] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const message = validationError ?? error;
  const alertRef = useAlertFocus(message, submitting, attempt);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (email.trim() === '') {
      setValidationError(MISSING_EMAIL_MESSAGE);
      setAttempt((count) => count + 1);
      return;
    }
    setValidationError(null);
    void onSubmit({ email: email.trim() });
  }

  return (
    <form className="harbor-form" noValidate onSubmit={handleSubmit}>
      <div role="status" className="harbor-form__status-region">
        {sent && !message ? (
          <p className="harbor-form__status">
            If an account exists for that email, a link to reset your password is on its way. Please
            check your inbox (and your spam folder).
          </p>
        ) : null}
      </div>
      <FormAlert id={alertId} message={message} alertRef={alertRef} />
      <FormField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
        invalid={validationError !== null}
        describedBy={message ? alertId : undefined}
      />
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={submitting}
      >
        {submitting ? 'Sending…' : sent ? 'Send the link again' : 'Send reset link'}
      </button>
    </form>
  );
}
