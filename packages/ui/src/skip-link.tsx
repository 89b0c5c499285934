/** The first focusable thing on every page: jumps past the header to `#main-content`. */
export function SkipLink() {
  // A plain anchor on purpose: an in-page jump, not a route change.
  return (
    <a className="harbor-skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}
