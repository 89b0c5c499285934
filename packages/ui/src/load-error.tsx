import { useUiI18n } from './i18n-context';
/** The props of `LoadError`. */
export interface LoadErrorProps {
  /** What could not be loaded and what to do, in one or two plain sentences. */
  message: string;
  /** Called by the "Try again" button: load it again. */
  onRetry: () => void;
  /** More classes for its place on the page (spacing), beside `harbor-load-error`. */
  className?: string;
}

/**
 * Something on the page could not load: the message, announced at once (`role="alert"`), and a
 * "Try again" button. Everything else on the page stays usable. Use it for every failed load, so
 * a visitor meets one look and one way out.
 */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  const i18n = useUiI18n();
  return (
    <div
      role="alert"
      className={className ? `harbor-load-error ${className}` : 'harbor-load-error'}
    >
      <p>{message}</p>
      <button type="button" className="harbor-button harbor-button--secondary" onClick={onRetry}>
        {i18n._('load.tryAgain')}
      </button>
    </div>
  );
}
