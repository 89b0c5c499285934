import { FormNeedsConnection } from './form-needs-connection';
import { FormNeedsJavaScript } from './form-needs-javascript';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useFormFeedback } from './use-form-feedback';

export const MISSING_NEW_PASSWORD_MESSAGE = 'Please enter a new password.';

export interface NewPasswordFormProps {
  onSubmit(values: { password: string }): void | Promise<void>;
  /** While true the button is disabled and reads "Saving…". */
  submitting?: boolean;
  error?: string | null;
}

/** Sets a new password after following a password-reset link. */
export function NewPasswordForm({
  onSubmit,
  submitting = false,
  error = null,
}: NewPasswordFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const feedback = useFormFeedback(error, submitting);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (password === '') {
      feedback.failValidation(MISSING_NEW_PASSWORD_MESSAGE);
      return;
    }
    feedback.passValidation();
    void onSubmit({ password });
  }

  return (
    <form className="harbor-form" noValidate onSubmit={handleSubmit}>
      <FormNeedsJavaScript action="Setting a new password" />
      <FormNeedsConnection action="Setting a new password" />
      <FormAlert id={feedback.alertId} message={feedback.message} alertRef={feedback.alertRef} />
      <FormField
        id={`${id}-password`}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
        invalid={feedback.validationError !== null}
        describedBy={feedback.describedBy}
      />
      <button
        type="submit"
        className="harbor-button harbor-button--primary harbor-form__submit"
        disabled={submitting}
      >
        {submitting ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
