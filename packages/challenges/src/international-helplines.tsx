import { webHref } from './contact-links';
import { INTERNATIONAL_HELPLINES } from './resources/crisis-lines';

/** "Not in the US?": where to find free helplines in the visitor's own country. */
export function InternationalHelplinesLink() {
  const href = webHref(INTERNATIONAL_HELPLINES.url);
  if (!href) return null;
  return (
    <p className="harbor-international">
      Not in the US? Find free helplines in your country:{' '}
      <a className="harbor-button harbor-button--secondary" href={href} rel="noopener noreferrer">
        {INTERNATIONAL_HELPLINES.name}
      </a>
    </p>
  );
}
