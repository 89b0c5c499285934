import { webHref } from './contact-links';
import { INTERNATIONAL_HELPLINES } from './resources/crisis-lines';

/** Anywhere Harbor has no checked lines for: a directory of free helplines by country. */
export function InternationalHelplinesLink() {
  const href = webHref(INTERNATIONAL_HELPLINES.url);
  if (!href) return null;
  return (
    <p className="harbor-international">
      Somewhere else? Find free helplines in your country:{' '}
      <a className="harbor-button harbor-button--secondary" href={href} rel="noopener noreferrer">
        {INTERNATIONAL_HELPLINES.name}
      </a>
    </p>
  );
}
