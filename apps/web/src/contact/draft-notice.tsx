import { useSharedComputerMode } from '../account/use-shared-computer-mode';

/** Says a draft from last time was put back, with a way to start over. */
export function CheckDraftNotice({ onStartOver }: { onStartOver(): void }) {
  const sharedComputer = useSharedComputerMode();
  return (
    <div className="web-form__draft" role="status">
      <p>
        {sharedComputer
          ? 'We kept what you typed earlier in this tab.'
          : 'We kept what you typed last time on this device.'}{' '}
        Check it, then send it when you are ready.
      </p>
      <button type="button" className="harbor-link-button" onClick={onStartOver}>
        Start over with an empty form
      </button>
    </div>
  );
}

/** Under a form that keeps a draft: where the draft is kept (nowhere on a shared computer). */
export function DraftSavedHint() {
  const sharedComputer = useSharedComputerMode();
  return (
    <p className="web-field__hint">
      {sharedComputer
        ? "On a shared computer, this isn't saved on the device: your draft is gone if you reload or close this tab."
        : 'Your draft is saved on this device as you type, until it is sent.'}
    </p>
  );
}
