import './money.css';

/** A quiet "loading" line, announced politely. */
export function LoadingLine({ children }: { children: string }) {
  return (
    <p className="money-muted" role="status">
      {children}
    </p>
  );
}

/** A load that failed: what happened, and a button to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="money-error" role="alert">
      <p>{message}</p>
      <button type="button" className="harbor-button harbor-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
