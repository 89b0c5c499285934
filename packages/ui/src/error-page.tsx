import { useUiI18n } from './i18n-context';
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
  const i18n = useUiI18n();
  return (
    <main id="main-content" tabIndex={-1} className="harbor-error-page">
      <div className="harbor-error-page__content">
        <h1 className="harbor-error-page__title">{i18n._('errorPage.title')}</h1>
        <p className="harbor-error-page__text">{i18n._('errorPage.text')}</p>
        <Link href={homeHref} className="harbor-button harbor-button--primary">
          {i18n._('errorPage.home')}
        </Link>
        {details ? (
          <details className="harbor-error-page__details">
            <summary>{i18n._('errorPage.details')}</summary>
            <pre>{details}</pre>
          </details>
        ) : null}
      </div>
    </main>
  );
}
