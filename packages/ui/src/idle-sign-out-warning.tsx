import { useFormsI18n } from './i18n-forms';
import { useEffect, useId, useRef, useState } from 'react';

/** The props of `IdleSignOutWarning`. */
export interface IdleSignOutWarningProps {
  /** When sign-out is due, in ms since the epoch (`useAuth().idleSignOutAt` of @harbor-help/auth). */
  signOutAt: number;
  /** "Stay signed in" (and Escape). */
  onStaySignedIn: () => void;
  /** "Sign out now"; without it there is no such button. */
  onSignOutNow?: () => void;
  /** The clock, for tests and stories. Default `Date.now`. */
  now?: () => number;
}

function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The warning before an idle sign-out: a modal `alertdialog` (the browser's own `<dialog>`, so
 * the page behind is out of reach for keyboard and screen reader alike) that screen readers
 * announce at once, with focus on "Stay signed in". Escape also stays signed in; focus goes back
 * where it was when the warning closes. The time left shows as a timer, updated every second.
 */
export function IdleSignOutWarning({
  signOutAt,
  onStaySignedIn,
  onSignOutNow,
  now = Date.now,
}: IdleSignOutWarningProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const [left, setLeft] = useState(() => signOutAt - now());
  const i18n = useFormsI18n();
  // The heading says how long there was when it came up; the timer counts down.
  const [minutes] = useState(() => Math.max(1, Math.ceil((signOutAt - now()) / 60_000)));

  useEffect(() => {
    const tick = setInterval(() => setLeft(signOutAt - now()), 1000);
    return () => clearInterval(tick);
  }, [signOutAt, now]);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    stayRef.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="harbor-idle-warning"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the person is here, so they stay signed in.
        event.preventDefault();
        onStaySignedIn();
      }}
    >
      <h2 id={titleId} className="harbor-idle-warning__title">
        {i18n._('idleWarning.title', { minutes })}
      </h2>
      <p id={textId}>{i18n._('idleWarning.text')}</p>
      <p className="harbor-idle-warning__timer">
        {i18n._('idleWarning.timeLeft')} <span role="timer">{clockText(left)}</span>
      </p>
      <div className="harbor-idle-warning__actions">
        <button
          ref={stayRef}
          type="button"
          className="harbor-button harbor-button--primary"
          onClick={onStaySignedIn}
        >
          {i18n._('idleWarning.stay')}
        </button>
        {onSignOutNow ? (
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={onSignOutNow}
          >
            {i18n._('idleWarning.signOutNow')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
