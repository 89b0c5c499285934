import { useId } from 'react';
import { DefaultLink } from '@harbor-help/ui';
import type { LinkComponent } from '@harbor-help/ui';
import { GuidedActivity } from './activities/guided-activity';
import { isActivitySlug } from './activities/activity-types';
import type { ActivitySlug } from './activities/activity-types';
import type { ActivityStorage } from './activities/activity-storage';
import type { Challenge } from './challenge-content';
import { HubView } from './hub-view';
import { isHubSlug } from './hubs/hub-slugs';

/** Props of `ChallengePage`. */
export interface ChallengePageProps {
  /** The challenge the page is about (see `getChallenge`). */
  challenge: Challenge;
  /** Renders the page's links. Defaults to a plain `<a href>`; apps pass their router's link. */
  linkComponent?: LinkComponent;
  /** Called when a visitor finishes a guided activity (the app records it in the journey). */
  onActivityComplete?: (slug: ActivitySlug) => void;
  /**
   * Where a guided activity keeps its answers. Omitted: `keptStore` of `@harbor-help/device-storage`
   * (this tab only unless the visitor chooses to keep them on this device; this page's memory only
   * in shared-computer mode).
   */
  activityStorage?: ActivityStorage | null;
}

/**
 * The page for one challenge: its title as the page's only `h1` and its introduction, then
 * either the hub (real services, steps for today, rights, myths; loaded on demand) or, for the
 * four `-challenge` slugs, the guided check-in that ends in an action plan. It renders an
 * `<article>` and expects to sit inside the site's `<main>`. Its look comes from
 * `@harbor-help/ui/styles.css` (tokens, buttons, cards, fields) and this package's
 * `@harbor-help/challenges/styles.css`.
 */
export function ChallengePage({
  challenge,
  linkComponent: Link = DefaultLink,
  onActivityComplete,
  activityStorage,
}: ChallengePageProps) {
  const titleId = useId();
  const { slug } = challenge;

  return (
    <article aria-labelledby={titleId}>
      <div className="harbor-page-header">
        <h1 id={titleId} className="harbor-page-header__title">
          {challenge.title}
        </h1>
        <p className="harbor-page-header__intro">{challenge.summary}</p>
      </div>

      {isHubSlug(slug) ? <HubView slug={slug} linkComponent={Link} /> : null}
      {isActivitySlug(slug) ? (
        <GuidedActivity
          slug={slug}
          title={challenge.title}
          onComplete={onActivityComplete}
          storage={activityStorage}
        />
      ) : null}

      <p className="harbor-no-print">
        <Link href="/resources" className="harbor-button harbor-button--secondary">
          All resources
        </Link>
      </p>
    </article>
  );
}
