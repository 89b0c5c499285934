import { useUiI18n } from './i18n-context';

/** The first focusable thing on every page: jumps past the header to `#main-content`. */
export function SkipLink() {
  const i18n = useUiI18n();
  // A plain anchor on purpose: an in-page jump, not a route change.
  return (
    <a className="harbor-skip-link" href="#main-content">
      {i18n._('layout.skipLink')}
    </a>
  );
}
