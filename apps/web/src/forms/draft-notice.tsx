/** Says a draft from last time was put back, with a way to start over. */
export function CheckDraftNotice({ onStartOver }: { onStartOver(): void }) {
  return (
    <div className="web-form__draft" role="status">
      <p>
        We kept what you typed last time on this device. Check it, then send it when you are ready.
      </p>
      <button type="button" className="harbor-link-button" onClick={onStartOver}>
        Start over with an empty form
      </button>
    </div>
  );
}
