import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useAlertFocus } from './use-alert-focus';

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
  const alertId = `${id}-alert`;
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const message = validationError ?? error;
  const alertRef = useAlertFocus(message, submitting, attempt);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (password === '') {
      setValidationError(MISSING_NEW_PASSWORD_MESSAGE);
      setAttempt((count) => count + 1);
      return;
    }
    setValidationError(null);
    void onSubmit({ password });
  }

  return (
    <form className="harbor-form" noValidate onSubmit={handleSubmit}>
      <FormAlert id={alertId} message={message} alertRef={alertRef} />
      <FormField
        id={`${id}-password`}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
        invalid={validationError !== null}
        describedBy={message ? alertId : undefined}
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
