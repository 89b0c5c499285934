import { useId } from 'react';
import { ContactLinks } from './contact-links';
import { InternationalHelplinesLink } from './international-helplines';
import { OtherWays } from './other-ways';
import { CRISIS_LINES } from './resources/crisis-lines';

export interface CrisisLinesProps {
  /** The section's id, the target of "Get help now" (`/resources#crisis-lines`). */
  id?: string;
  title?: string;
}

/**
 * The crisis lines, each with one-tap Call and Text links, and where to look outside the US.
 * Synchronous and small, so it shows at once.
 */
export function CrisisLines({ id = 'crisis-lines', title = 'Get help now' }: CrisisLinesProps) {
  const titleId = useId();
  return (
    <section id={id} className="harbor-crisis-lines" aria-labelledby={titleId}>
      <h2 id={titleId} className="harbor-section__title" tabIndex={-1}>
        {title}
      </h2>
      <p>Free and private. You do not have to give your name.</p>
      <ul className="harbor-crisis-lines__list">
        {CRISIS_LINES.map((line) => (
          <li key={line.name} className="harbor-crisis-lines__item">
            <h3 className="harbor-crisis-lines__name">{line.name}</h3>
            <p>{line.offers}</p>
            <ContactLinks name={line.name} phone={line.phone} text={line.text} url={line.url} />
            <OtherWays name={line.name} ways={line.otherWays} />
          </li>
        ))}
      </ul>
      <InternationalHelplinesLink />
      <p className="harbor-crisis-lines__tip">
        Need to leave this site fast? Use Quick exit at the top of every page, or press Escape
        twice. It cannot erase your browser history, so on a shared device a private window is
        safer.
      </p>
    </section>
  );
}
