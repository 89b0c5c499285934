import { DefaultLink, type LinkComponent } from './link';

/** The props of `ErrorPage`. */
export interface ErrorPageProps {
  /** Where the way home goes; `/` unless told. */
  homeHref?: string;
  /**
   * The component links are rendered with (your router's link, say); default `DefaultLink`, a plain
   * `<a href>`.
   */
  linkComponent?: LinkComponent;
  /** Technical details (an error message), shown folded away; rendered as text, never as HTML. */
  details?: string;
}

/**
 * The page for errors the app did not expect (the router's error element). It renders its own
 * `<main>`, so use it in place of a layout, not inside one.
 */
export function ErrorPage({
  homeHref = '/',
  linkComponent: Link = DefaultLink,
  details,
}: ErrorPageProps) {
  return (
    <main id="main-content" tabIndex={-1} className="harbor-error-page">
      <div className="harbor-error-page__content">
        <h1 className="harbor-error-page__title">Unexpected Application Error!</h1>
        <p className="harbor-error-page__text">
          Something went wrong on our side, not yours. Please go back to the home page and try
          again.
        </p>
        <Link href={homeHref} className="harbor-button harbor-button--primary">
          Go to the home page
        </Link>
        {details ? (
          <details className="harbor-error-page__details">
            <summary>Technical details</summary>
            <pre>{details}</pre>
          </details>
        ) : null}
      </div>
    </main>
  );
}
