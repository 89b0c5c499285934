import { useUiI18n } from './i18n-context';
/** The props of `LoadingScreen`. */
export interface LoadingScreenProps {
  /** The text shown and announced; `Loading...` unless told. */
  label?: string;
}

/** A full-screen spinner with its text announced politely to screen readers (`role="status"`). */
export function LoadingScreen({ label }: LoadingScreenProps) {
  const i18n = useUiI18n();
  return (
    <div className="harbor-loading-screen" role="status">
      <span className="harbor-spinner" aria-hidden="true" />
      <p className="harbor-loading-screen__label">{label ?? i18n._('load.loading')}</p>
    </div>
  );
}
