import { FormNeedsConnection } from './form-needs-connection';
import { FormNeedsJavaScript } from './form-needs-javascript';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useFormFeedback } from './use-form-feedback';

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
  const [email, setEmail] = useState('');
  const feedback = useFormFeedback(error, submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (email.trim() === '') {
      feedback.failValidation(MISSING_EMAIL_MESSAGE);
      return;
    }
    feedback.passValidation();
    void onSubmit({ email: email.trim() });
  }

  return (
    <form className="harbor-form" noValidate onSubmit={handleSubmit}>
      <FormNeedsJavaScript action="Asking for a reset link" />
      <FormNeedsConnection action="Asking for a reset link" />
      <div role="status" className="harbor-form__status-region">
        {sent && !feedback.message ? (
          <p className="harbor-form__status">
            If an account exists for that email, a link to reset your password is on its way. Please
            check your inbox (and your spam folder).
          </p>
        ) : null}
      </div>
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
        invalid={feedback.validationError !== null}
        describedBy={feedback.describedBy}
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
