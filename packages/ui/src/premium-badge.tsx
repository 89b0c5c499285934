import { useUiI18n } from './i18n-context';

/** Shown to signed-in members whose membership gives access (see `hasMembershipAccess`). */
export function PremiumBadge() {
  const i18n = useUiI18n();
  return (
    <span className="harbor-premium-badge">
      <svg
        className="harbor-premium-badge__icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 20 20"
        width="14"
        height="14"
      >
        <path
          fill="currentColor"
          d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
        />
      </svg>
      {i18n._('header.premium')}
    </span>
  );
}
