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
      <h1 id={titleId}>{challenge.title}</h1>
      <p>{challenge.summary}</p>
      {challenge.safetyNote ? (
        <p>
          <strong>{challenge.safetyNote}</strong>
        </p>
      ) : null}

      <section aria-labelledby={firstStepsId}>
        <h2 id={firstStepsId}>First steps</h2>
        <ol>
          {challenge.firstSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      {related.length > 0 ? (
        <nav aria-labelledby={relatedId}>
          <h2 id={relatedId}>Related challenges</h2>
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
        <Link href="/resources">All resources</Link>
      </p>
    </article>
  );
}
