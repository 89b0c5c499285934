import { useFormsI18n } from './i18n-forms';
import { useOnline } from './use-online';

/** The props of `FormNeedsConnection`. */
export interface FormNeedsConnectionProps {
  /** What the form does, as the start of a sentence. Default: "Sending this form". */
  action?: string;
}

/**
 * Says, while the browser is offline, that sending needs a connection and that what is typed
 * stays in the form. A polite live region that is always there and empty while online, so
 * screen readers hear the message when the connection drops (`aria-live` rather than
 * `role="status"`, so it never competes with the form's own status). Put it just before the
 * form's fields, next to `FormNeedsJavaScript`; it never blocks typing.
 */
export function FormNeedsConnection({ action }: FormNeedsConnectionProps) {
  const online = useOnline();
  const i18n = useFormsI18n();
  return (
    <div aria-live="polite" className="harbor-form-connection">
      {online ? null : (
        <p className="harbor-form-needs-connection">
          {i18n._('form.offline', { action: action ?? i18n._('form.defaultAction') })}
        </p>
      )}
    </div>
  );
}
