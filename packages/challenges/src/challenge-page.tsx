import { useId } from 'react';
import type { LinkComponent, LinkProps } from '@harbor/ui';
import { getChallenge } from './challenge-content';
import type { Challenge } from './challenge-content';

export interface ChallengePageProps {
  challenge: Challenge;
  /** Renders the page's links. Defaults to a plain `<a href>`; apps pass their router's link. */
  linkComponent?: LinkComponent;
}

function PlainLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: LinkProps) {
  return (
    <a href={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

/**
 * The page for one challenge: its title as the page's only `h1`, the introduction, any safety
 * note, the first steps, links to related challenges and a way back to all resources. It renders
 * an `<article>` and expects to sit inside the site's `<main>` (the app's layout provides it).
 * It ships no CSS: it reuses the generic classes of `@harbor/ui/styles.css` (page header, section,
 * button), so it is styled wherever the app loads that stylesheet and plain semantic HTML elsewhere.
 */
export function ChallengePage({ challenge, linkComponent: Link = PlainLink }: ChallengePageProps) {
  const titleId = useId();
  const firstStepsId = useId();
  const relatedId = useId();
  // Look each slug up safely: a challenge built by hand (in plain JavaScript) may name one we lack.
  const related = challenge.relatedSlugs.flatMap((slug) => {
    const relatedChallenge = slug === challenge.slug ? undefined : getChallenge(slug);
    return relatedChallenge ? [relatedChallenge] : [];
  });

  return (
    <article aria-labelledby={titleId}>
      <div className="harbor-page-header">
        <h1 id={titleId} className="harbor-page-header__title">
          {challenge.title}
        </h1>
        <p className="harbor-page-header__intro">{challenge.summary}</p>
      </div>
      {challenge.safetyNote ? (
        <p>
          <strong>{challenge.safetyNote}</strong>
        </p>
      ) : null}

      <section className="harbor-section" aria-labelledby={firstStepsId}>
        <h2 id={firstStepsId} className="harbor-section__title">
          First steps
        </h2>
        <ol>
          {challenge.firstSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      {related.length > 0 ? (
        <nav className="harbor-section" aria-labelledby={relatedId}>
          <h2 id={relatedId} className="harbor-section__title">
            Related challenges
          </h2>
          <ul>
            {related.map((relatedChallenge) => (
              <li key={relatedChallenge.slug}>
                <Link href={`/challenges/${relatedChallenge.slug}`}>{relatedChallenge.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <p>
        <Link href="/resources" className="harbor-button harbor-button--secondary">
          All resources
        </Link>
      </p>
    </article>
  );
}
